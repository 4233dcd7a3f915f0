import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import type { ReactElement } from 'react';
import { useRoutes } from 'react-router';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ExperimentResults, ExperimentSummary } from 'shared-contracts/api/experiments';
import type { OperatorPermission } from 'shared-contracts/api/admin';
import { apiError, json, mockApi, type Call } from 'shared-contracts/testing';
import { initConsoleI18n, operatorSession, renderConsolePage, twoSites } from '../../testing/console';
import ExperimentPage from './ExperimentPage';
import NewExperimentPage from './NewExperimentPage';

beforeAll(() => initConsoleI18n());
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

/** A page under its console route, as ConsoleFrame mounts it, so it gets its parameters. */
function Routed({ pattern, page }: { pattern: string; page: ReactElement }) {
  return useRoutes([{ path: pattern, element: page }]);
}

const summary = (changes: Partial<ExperimentSummary> = {}): ExperimentSummary => ({
  key: 'hero-2026-11',
  site: 'localhost',
  siteId: 1,
  app: 'mfe-landers',
  goal: 'signup',
  status: 'draft',
  stopReason: null,
  promotedVariant: null,
  variants: [
    { name: 'control', version: null, weight: 50 },
    { name: 'b', version: '20261120T100000Z-abc123', weight: 25 },
    { name: 'c', version: '20261121T100000Z-def456', weight: 25 },
  ],
  createdAt: '2026-11-20T10:00:00.000Z',
  startedAt: null,
  stoppedAt: null,
  ...changes,
});
type Analysis = ExperimentResults['goals']['signup'];
const analysis = (changes: Partial<Analysis> = {}): Analysis => ({
  variants: [
    {
      name: 'control',
      visitors: 400,
      conversions: 40,
      rate: 0.1,
      rateInterval: { low: 0.07, high: 0.13 },
      uplift: null,
      upliftInterval: null,
      pValue: null,
    },
    {
      name: 'b',
      visitors: 200,
      conversions: 40,
      rate: 0.2,
      rateInterval: { low: 0.15, high: 0.26 },
      uplift: 1,
      upliftInterval: { low: 0.3, high: 1.7 },
      pValue: 0.001,
    },
    {
      name: 'c',
      visitors: 200,
      conversions: 24,
      rate: 0.12,
      rateInterval: { low: 0.08, high: 0.17 },
      uplift: 0.2,
      upliftInterval: { low: -0.2, high: 0.6 },
      pValue: 0.04,
    },
  ],
  sampleRatio: { chiSquare: 0, pValue: 1, mismatch: false },
  tooSmall: false,
  notes: [],
  confidence: 0.95,
  ...changes,
});
const results = (experiment = summary(), signup = analysis()): ExperimentResults => ({
  experiment,
  failures: [{ variant: 'c', failed: 3, visitors: 200 }],
  goals: { signup, activation: analysis(), purchase: analysis() },
});

/** An operator with `permissions`, the two sites, and `answer` for the experiments' calls. */
function server(
  answer: (call: Call) => Response,
  permissions: OperatorPermission[] = ['console', 'experiments.read', 'experiments.write'],
) {
  return mockApi((call) => {
    if (call.path === '/api/admin/session.php') return json(operatorSession('owner', permissions));
    if (call.path === '/api/admin/sites.php') return json({ sites: twoSites });
    return answer(call);
  });
}
const actions = (calls: Call[]) =>
  calls.filter((call) => call.path === '/api/admin/experiments.php' && call.method === 'PUT');
const openExperiment = () =>
  renderConsolePage(<Routed pattern="experiments/:key" page={<ExperimentPage />} />, '/admin/experiments/hero-2026-11');

describe('an experiment', () => {
  test('shows each variant with its share of visitors and its failed loads, and its results for the deciding goal', async () => {
    const { calls } = server(() => json(results()));
    openExperiment();
    const variants = await screen.findByRole('table', { name: 'Variants' });
    expect(calls.find((call) => call.path === '/api/admin/experiment_results.php')?.search.get('key')).toBe(
      'hero-2026-11',
    );
    const rows = within(variants)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      expect.stringMatching(/^control.*live50%–$/),
      expect.stringMatching(/^b.*20261120T100000Z-abc12325%–$/),
      expect.stringMatching(/^c.*20261121T100000Z-def45625%3 of 200 visitors$/),
    ]);
    expect(screen.getByRole('tab', { name: 'Signup (decides)' }).getAttribute('aria-selected')).toBe('true');
    // Two comparisons with the control: only p below 0.025 counts, so b is below the threshold and c is not.
    expect(screen.getByText(/2 comparisons with the control: count a difference only below p = 0.025/)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Results for Signup' });
    expect(within(table).getAllByText('below the threshold')).toHaveLength(1);
    expect(within(table).getByText('below the threshold').closest('tr')?.textContent).toMatch(/^b/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('warns when the visitors are not split as the weights say, and when there is too little to conclude', async () => {
    server(() =>
      json(
        results(
          summary(),
          analysis({ sampleRatio: { chiSquare: 12.5, pValue: 0.002, mismatch: true }, tooSmall: true }),
        ),
      ),
    );
    openExperiment();
    expect((await screen.findByRole('alert')).textContent).toContain('Sample ratio mismatch (p = 0.0020)');
    expect(screen.getByText(/Too little data to conclude/)).toBeTruthy();
    // Too little data: nothing is called significant, whatever its p-value.
    expect(screen.queryByText('below the threshold')).toBeNull();
  });

  test('a draft is started at once; promoting asks first, sends the variant, and leaves only that one to promote again', async () => {
    let current = summary();
    const { calls } = server((call) => {
      if (call.method === 'PUT') {
        const body = call.body as { action: string; variant?: string };
        current = summary({
          status: body.action === 'start' ? 'running' : body.action === 'stop' ? 'stopped' : 'promoted',
          promotedVariant: body.variant ?? null,
        });
        return json({ experiment: current });
      }
      return json(results(current));
    });
    openExperiment();
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByText('The experiment runs: visitors are now split between the variants.')).toBeTruthy();
    expect(actions(calls).map((call) => call.body)).toEqual([{ key: 'hero-2026-11', action: 'start' }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Start' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Promote b' }));
    expect(actions(calls)).toHaveLength(1);
    const question = screen.getByRole('group', {
      name: 'Make b (20261120T100000Z-abc123) the live lander for everyone?',
    });
    fireEvent.click(within(question).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('b is promoted and live for everyone.')).toBeTruthy();
    expect(actions(calls).at(-1)?.body).toEqual({ key: 'hero-2026-11', action: 'promote', variant: 'b' });
    // Promoted: only the same variant may be promoted again (to finish a promotion the contracts check held back).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Promote b again' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Promote c' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
  });

  test('says why an action was refused, offers no actions to an operator who may only read, and says when there is no such experiment', async () => {
    server((call) => (call.method === 'PUT' ? apiError(409, 'cannot_start') : json(results())));
    openExperiment();
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This experiment cannot start: another one runs on the site, or it ran already.',
    );
    cleanup();
    jest.restoreAllMocks();

    server(() => json(results()), ['console', 'experiments.read']);
    openExperiment();
    await screen.findByRole('table', { name: 'Variants' });
    expect(screen.queryByRole('region', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    cleanup();
    jest.restoreAllMocks();

    server(() => apiError(404, 'unknown_experiment'));
    openExperiment();
    expect(await screen.findByText('There is no experiment with this key.')).toBeTruthy();
  });
});

const versions = {
  app: 'mfe-landers',
  versions: [
    { version: '20261101T100000Z-live01', kind: 'live', builtAt: '2026-11-01T10:00:00.000Z' },
    { version: '20261120T100000Z-abc123', kind: 'candidate', builtAt: '2026-11-20T10:00:00.000Z' },
  ],
};
const creations = (calls: Call[]) =>
  calls.filter((call) => call.path === '/api/admin/experiments.php' && call.method === 'POST');
const field = (label: string) => screen.getByLabelText(label);
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('a new experiment', () => {
  test("starts with the live version against the newest candidate, checks the call's schema, and sends null for the live version", async () => {
    const { calls } = server((call) => {
      if (call.path === '/api/admin/experiment_versions.php') return json(versions);
      return json({ experiment: summary({ key: 'hero-test' }) });
    });
    renderConsolePage(<NewExperimentPage />, '/admin/experiments/new?site=2');
    await screen.findByRole('heading', { name: 'New experiment' });
    expect((field('Site') as HTMLSelectElement).value).toBe('nightlane.localhost');
    expect((field('Control (variant 1)') as HTMLInputElement).value).toBe('control');
    const versionsShown = screen.getAllByLabelText('Version') as HTMLSelectElement[];
    expect(versionsShown.map((select) => select.value)).toEqual(['', '20261120T100000Z-abc123']);

    fill('Key', 'Hero Test');
    screen.getAllByLabelText('Weight').forEach((weight, index) => {
      if (index === 1) fireEvent.change(weight, { target: { value: '101' } });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(
      await screen.findByText('Use lower-case letters, digits, - and _ (up to 63), starting with a letter or digit.'),
    ).toBeTruthy();
    expect(screen.getByText('Enter a whole number from 0 to 100.')).toBeTruthy();
    expect(creations(calls)).toEqual([]);

    fill('Key', 'hero-test');
    fireEvent.change(screen.getAllByLabelText('Weight')[1] as HTMLElement, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a variant' }));
    fill('Variant 3', 'c');
    fireEvent.change(screen.getAllByLabelText('Version')[2] as HTMLElement, {
      target: { value: '20261101T100000Z-live01' },
    });
    fireEvent.change(field('Goal'), { target: { value: 'purchase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(creations(calls)).toHaveLength(1));
    expect(creations(calls)[0]?.body).toEqual({
      key: 'hero-test',
      site: 'nightlane.localhost',
      goal: 'purchase',
      variants: [
        { name: 'control', version: null, weight: 50 },
        { name: 'b', version: '20261120T100000Z-abc123', weight: 30 },
        { name: 'c', version: '20261101T100000Z-live01', weight: 50 },
      ],
    });
  });

  test('a key that is taken is said at the key', async () => {
    server((call) =>
      call.path === '/api/admin/experiment_versions.php' ? json(versions) : apiError(409, 'experiment_exists'),
    );
    renderConsolePage(<NewExperimentPage />, '/admin/experiments/new?site=1');
    await screen.findByRole('heading', { name: 'New experiment' });
    fill('Key', 'hero-2026-11');
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(await screen.findByText('An experiment with this key exists already.')).toBeTruthy();
    expect(field('Key').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
