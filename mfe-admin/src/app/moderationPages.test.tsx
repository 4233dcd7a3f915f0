import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import type { ReactElement } from 'react';
import { useRoutes } from 'react-router';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AppealRow, CaseRow, DecisionRow, ModeratedMember } from 'shared-contracts/api/admin';
import { apiError, json, mockApi, type Call } from 'shared-contracts/testing';
import AppealPage from '../features/appeals/AppealPage';
import CasePage from '../features/reports/CasePage';
import ReportsPage from '../features/reports/ReportsPage';
import TransparencyPage from '../features/transparency/TransparencyPage';
import { initConsoleI18n, operatorSession, renderConsolePage } from '../testing/console';

beforeAll(() => initConsoleI18n());

/** A page under its console route, as ConsoleFrame mounts it, so it gets its parameters. */
function Routed({ pattern, page }: { pattern: string; page: ReactElement }) {
  return useRoutes([{ path: pattern, element: page }]);
}
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

const caseRow = (changes: Partial<CaseRow> = {}): CaseRow => ({
  id: 4,
  site_id: 1,
  site_name: 'Datelane',
  status: 'open',
  profile: { id: 12, name: 'Rex', status: 'active', main_image: null },
  member_id: 30,
  reports: 2,
  reasons: ['harassment', 'fake'],
  opened_at: '2026-11-20T10:00:00.000Z',
  last_report_at: '2026-11-21T10:00:00.000Z',
  closed_at: null,
  claimed_by: null,
  ...changes,
});
const member: ModeratedMember = {
  profile: {
    id: 12,
    site_id: 1,
    name: 'Rex',
    status: 'active',
    gender: 'male',
    age: 40,
    country: 'NL',
    city: 'Utrecht',
    language: 'nl',
    fictional: false,
    fields: { about_me: 'Call me on 0612345678', ideal_match: 'Someone kind' },
    text_fields: ['about_me', 'ideal_match'],
    photos: [
      {
        id: 90,
        thumb_filename: 'a-thumb.jpg',
        filename: 'a.jpg',
        visibility: 'public',
        needs_review: false,
        nudity_score: 0.12,
        main: true,
      },
    ],
  },
  account: {
    id: 30,
    email: 'rex@example.org',
    status: 'active',
    restriction: null,
    restricted_until: null,
    signup_date: '2026-01-01T10:00:00.000Z',
  },
};
const decision = (changes: Partial<DecisionRow> = {}): DecisionRow => ({
  id: 70,
  case_id: 4,
  profile_id: 12,
  action: 'suspend',
  ground: 'harassment',
  facts: 'Insults in chat.',
  automated: false,
  operator: { id: 7, name: 'Robin' },
  created_at: '2026-11-22T10:00:00.000Z',
  suspended_until: '2026-11-29T10:00:00.000Z',
  photo_id: null,
  removed_fields: [],
  reversed_at: null,
  appeal: { id: 3, status: 'open' },
  ...changes,
});

/** The session of a moderator (id 7, "Robin") and whatever `answer` says for the page's own calls. */
function server(answer: (call: Call) => Response | undefined) {
  return mockApi((call) => {
    if (call.path === '/api/admin/session.php')
      return json(operatorSession('moderator', ['console', 'reports.read', 'reports.act', 'appeals.decide']));
    if (call.path === '/api/admin/sites.php') return json({ sites: [] });
    return answer(call) ?? apiError(404, 'not_found');
  });
}

describe('the reports queue', () => {
  test('lists cases with their reasons in words, each linking to its case, oldest first by default', async () => {
    const { calls } = server((call) =>
      call.path === '/api/admin/reports.php'
        ? json({ cases: [caseRow()], total: 1, page: 1, per_page: 25 })
        : undefined,
    );
    renderConsolePage(<ReportsPage />, '/admin/reports');
    const link = await screen.findByRole('link', { name: 'Rex' });
    expect(link.getAttribute('href')).toBe('/admin/reports/4');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Harassment or threats, Fake profile')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/admin/reports.php')?.search.get('sort')).toBe('oldest');
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'most_reports' } });
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.path === '/api/admin/reports.php')
          .at(-1)
          ?.search.get('sort'),
      ).toBe('most_reports'),
    );
  });
});

describe('a case', () => {
  const answer = (call: Call) => {
    if (call.path === '/api/admin/case.php' && call.method === 'GET')
      return json({ case: caseRow(), member, reports: [], decisions: [] });
    if (call.path === '/api/admin/decision.php')
      return json({ decision: decision({ appeal: null }), case: caseRow({ status: 'closed' }) });
    return undefined;
  };

  test('names the member’s texts as members see them, and offers them for removal by that name', async () => {
    server(answer);
    renderConsolePage(<Routed pattern="reports/:caseId" page={<CasePage />} />, '/admin/reports/4');
    const text = (await screen.findByText('Someone kind')).closest('figure') as HTMLElement;
    expect(within(text).getByText('My ideal match')).toBeTruthy();
    const form = screen.getByTestId('decision-form');
    fireEvent.click(within(form).getByRole('radio', { name: 'Remove profile text' }));
    expect(
      within(form)
        .getAllByRole('checkbox')
        .map((box) => box.closest('div')?.textContent),
    ).toEqual(['About me', 'My ideal match']);
  });

  test('checks the decision with the call’s schema before sending it, then sends it once with its request id', async () => {
    const { calls } = server(answer);
    renderConsolePage(<Routed pattern="reports/:caseId" page={<CasePage />} />, '/admin/reports/4');
    const form = await screen.findByTestId('decision-form');
    expect(within(form).queryByRole('radio', { name: 'Lift the restriction' })).toBeNull();
    fireEvent.click(within(form).getByRole('radio', { name: 'Suspend' }));
    fireEvent.change(within(form).getByLabelText('Days'), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Suspend' }));
    // No rule and no facts; zero days is no suspension.
    expect(await within(form).findAllByText('This field is required.')).toHaveLength(2);
    expect(within(form).getByText('Choose one of the options.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/admin/decision.php')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Rule of the terms'), { target: { value: 'harassment' } });
    fireEvent.change(within(form).getByLabelText('Days'), { target: { value: '7' } });
    fireEvent.change(within(form).getByLabelText('Facts'), { target: { value: 'Insults in chat.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Suspend' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Done: Suspend. The member and the reporters have been told.',
    );
    const sent = calls.filter((call) => call.path === '/api/admin/decision.php');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      case: 4,
      action: 'suspend',
      ground: 'harassment',
      facts: 'Insults in chat.',
      days: 7,
    });
  });

  test('says so when the case was decided meanwhile', async () => {
    server((call) => (call.path === '/api/admin/decision.php' ? apiError(409, 'case_closed') : answer(call)));
    renderConsolePage(<Routed pattern="reports/:caseId" page={<CasePage />} />, '/admin/reports/4');
    const form = await screen.findByTestId('decision-form');
    fireEvent.click(within(form).getByRole('radio', { name: 'Dismiss' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Dismiss' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'This case has been decided already; nothing was changed.',
    );
  });
});

describe('an appeal', () => {
  const appeal: AppealRow & { text: string; note: string } = {
    id: 3,
    site_id: 1,
    site_name: 'Datelane',
    status: 'open',
    created_at: '2026-11-23T10:00:00.000Z',
    decided_at: null,
    decided_by: null,
    profile: { id: 12, name: 'Rex' },
    decision: {
      id: 70,
      action: 'suspend',
      ground: 'harassment',
      automated: false,
      operator: { id: 7, name: 'Robin' },
      created_at: '2026-11-22T10:00:00.000Z',
    },
    text: 'I was quoting someone.',
    note: '',
  };
  const detail = (mayDecide: boolean) => ({
    appeal,
    decision: decision(),
    statement: {
      id: 5,
      created_at: '2026-11-22T10:00:00.000Z',
      appeal_until: '2027-05-24T10:00:00.000Z',
      locale: 'nl',
    },
    member,
    may_decide: mayDecide,
  });

  test('is not for the moderator who took the decision', async () => {
    server((call) => (call.path === '/api/admin/appeal.php' ? json(detail(false)) : undefined));
    renderConsolePage(<Routed pattern="appeals/:appealId" page={<AppealPage />} />, '/admin/appeals/3');
    expect((await screen.findByTestId('appeal-not-yours')).textContent).toBe(
      'You took this decision, so another moderator decides the appeal.',
    );
    expect(screen.getByTestId('appeal-text').textContent).toBe('I was quoting someone.');
    expect(screen.queryByRole('button', { name: 'Decide the appeal' })).toBeNull();
  });

  test('another moderator reverses it with a note', async () => {
    const { calls } = server((call) =>
      call.path === '/api/admin/appeal.php'
        ? json(call.method === 'POST' ? { appeal: { ...appeal, status: 'reversed' } } : detail(true))
        : undefined,
    );
    renderConsolePage(<Routed pattern="appeals/:appealId" page={<AppealPage />} />, '/admin/appeals/3');
    fireEvent.click(await screen.findByRole('button', { name: 'Decide the appeal' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(1);
    fireEvent.click(screen.getByRole('radio', { name: /Reverse/ }));
    fireEvent.change(screen.getByLabelText('Note to the member'), { target: { value: 'Quoting is fine.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Decide the appeal' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      id: 3,
      outcome: 'reverse',
      note: 'Quoting is fine.',
    });
  });
});

describe('transparency', () => {
  test('shows the counts of the period and links the CSV and JSON of the same period', async () => {
    const { calls } = server((call) =>
      call.path === '/api/admin/transparency.php'
        ? json({
            site_id: null,
            from: call.search.get('from'),
            to: call.search.get('to'),
            notices: { total: 3, by_reason: [{ reason: 'fake', count: 3 }] },
            decisions: {
              total: 2,
              automated: 1,
              by_action: [
                { action: 'suspend', automated: false, count: 1 },
                { action: 'hold_photo', automated: true, count: 1 },
              ],
              by_ground: [{ ground: 'nudity', count: 1 }],
            },
            median_hours_to_action: 5.5,
            appeals: { received: 1, upheld: 0, reversed: 1, median_hours_to_decision: null },
          })
        : undefined,
    );
    renderConsolePage(<TransparencyPage />, '/admin/transparency?from=2026-01-01&to=2026-06-30');
    const report = await screen.findByTestId('transparency-report');
    expect(within(report).getByRole('row', { name: 'Fake profile 3' })).toBeTruthy();
    expect(within(report).getByRole('row', { name: 'Hold photo for review 0 1' })).toBeTruthy();
    expect(within(report).getByTestId('median-to-action').textContent).toBe('5.5 h');
    expect(calls.find((call) => call.path === '/api/admin/transparency.php')?.search.toString()).toBe(
      'from=2026-01-01&to=2026-06-30',
    );
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/admin/transparency_csv.php?from=2026-01-01&to=2026-06-30',
    );
  });
});
