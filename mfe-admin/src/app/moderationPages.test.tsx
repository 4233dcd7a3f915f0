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

type AppealDetail = AppealRow & { text: string; note: string };
const appealRow = (changes: Partial<AppealDetail> = {}): AppealDetail => ({
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

  test('shows a photo other members cannot see through the console’s own call, a public one from the CDN', async () => {
    const pending = {
      id: 91,
      thumb_filename: 'b-thumb.jpg',
      filename: 'b.jpg',
      visibility: 'pending' as const,
      needs_review: true,
      nudity_score: null,
      main: false,
    };
    const withPending = { ...member, profile: { ...member.profile, photos: [...member.profile.photos, pending] } };
    server((call) =>
      call.path === '/api/admin/case.php'
        ? json({ case: caseRow(), member: withPending, reports: [], decisions: [] })
        : undefined,
    );
    renderConsolePage(<Routed pattern="reports/:caseId" page={<CasePage />} />, '/admin/reports/4');
    const panel = await screen.findByTestId('member-panel');
    const [shown, waiting] = within(panel).getAllByRole('img');
    expect(shown?.getAttribute('src')).toMatch(/(^|\/)a-thumb\.jpg$/);
    expect(waiting?.getAttribute('src')).toBe('/api/admin/photofile.php?id=91&size=thumb');
    expect(waiting?.closest('a')?.getAttribute('href')).toBe('/api/admin/photofile.php?id=91');
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

describe('the next case after a decision', () => {
  /** A case page whose queue answers `queue` once the case is decided (and the case itself is closed then). */
  function decidingServer(queue: { waiting: number; oldest_at: string | null; next: number | null }) {
    let decided = false;
    return server((call) => {
      if (call.path === '/api/admin/decision.php') {
        decided = true;
        return json({ decision: decision({ appeal: null }), case: caseRow({ status: 'closed' }) });
      }
      if (call.path === '/api/admin/case.php') {
        const id = Number(call.search.get('id'));
        const closed = decided && id === 4 ? { status: 'closed' as const, closed_at: '2026-11-29T10:00:00.000Z' } : {};
        return json({ case: caseRow({ id, ...closed }), member, reports: [], decisions: [] });
      }
      if (call.path === '/api/admin/queues.php')
        return json({ reports: decided ? queue : { waiting: 3, oldest_at: '2026-11-20T10:00:00.000Z', next: 4 } });
      return undefined;
    });
  }
  const dismiss = async () => {
    const form = await screen.findByTestId('decision-form');
    fireEvent.click(within(form).getByRole('radio', { name: 'Dismiss' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Dismiss' }));
  };

  test('goes on to the oldest case left, on the same page, keeping the chosen site', async () => {
    const { calls } = decidingServer({ waiting: 2, oldest_at: '2026-11-21T10:00:00.000Z', next: 5 });
    renderConsolePage(<Routed pattern="reports/:caseId" page={<CasePage />} />, '/admin/reports/4?site=1');
    await dismiss();
    const next = await screen.findByRole('link', { name: 'Next case' });
    expect(next.getAttribute('href')).toBe('/admin/reports/5?site=1');
    // The form that had focus is gone: focus waits on the way on.
    expect(document.activeElement).toBe(next);
    expect(within(screen.getByTestId('next-in-queue')).getByText('2 open cases')).toBeTruthy();

    fireEvent.click(next);
    expect(await screen.findByRole('heading', { name: 'Case 5: Rex' })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/admin/case.php').map((call) => call.search.get('id'))).toEqual([
      '4',
      '4',
      '5',
    ]);
    // A new case: nothing decided on it yet.
    expect(screen.getByTestId('decision-form')).toBeTruthy();
    expect(screen.queryByTestId('next-in-queue')).toBeNull();
  });

  test('says so when the queue is empty, or when what is left is claimed by others', async () => {
    decidingServer({ waiting: 0, oldest_at: null, next: null });
    renderConsolePage(<Routed pattern="reports/:caseId" page={<CasePage />} />, '/admin/reports/4');
    await dismiss();
    const none = await screen.findByText(/The queue is empty: no case is open\./);
    expect(within(none).getByRole('link', { name: 'Back to the reports' }).getAttribute('href')).toBe('/admin/reports');
    cleanup();

    decidingServer({ waiting: 1, oldest_at: '2026-11-21T10:00:00.000Z', next: null });
    renderConsolePage(<Routed pattern="reports/:caseId" page={<CasePage />} />, '/admin/reports/4');
    await dismiss();
    expect(await screen.findByText(/The open cases left are claimed by other moderators\./)).toBeTruthy();
  });
});

describe('an appeal', () => {
  const appeal = appealRow();
  const detail = (mayDecide: boolean, changes: Record<string, unknown> = {}) => ({
    appeal,
    decision: decision(),
    statement: {
      id: 5,
      created_at: '2026-11-22T10:00:00.000Z',
      appeal_until: '2027-05-24T10:00:00.000Z',
      locale: 'nl',
    },
    evidence: { case: null, reports: [], removed_texts: {} },
    member,
    may_decide: mayDecide,
    ...changes,
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

describe('an appeal shows its evidence', () => {
  const appeal = appealRow({ text: 'Read the whole chat, please.' });
  const detail = (changes: Partial<typeof appeal> = {}) => ({
    appeal: { ...appeal, ...changes },
    decision: decision({ operator: { id: 9, name: 'Sam' }, photo_id: 90, removed_fields: ['about_me'] }),
    statement: {
      id: 5,
      created_at: '2026-11-22T10:00:00.000Z',
      appeal_until: '2027-05-24T10:00:00.000Z',
      locale: 'nl',
    },
    evidence: {
      case: caseRow({ status: 'closed', closed_at: '2026-11-22T10:00:00.000Z' }),
      reports: [
        {
          id: 61,
          reporter: { member_id: 31, profile_id: 13, name: 'Rita', email: 'rita@example.org' },
          reason: 'harassment',
          message: 'Threats in the chat.',
          created_at: '2026-11-21T10:00:00.000Z',
          conversation_id: 88,
          outcome: 'action_taken',
        },
      ],
      removed_texts: { about_me: 'Text me at 0699999999' },
    },
    member,
    may_decide: true,
  });
  const messages = {
    messages: [
      { id: 1, seq: 1, sender: 12, text: 'Send me your number or else', created_at: '2026-11-21T09:00:00.000Z' },
    ],
    has_more: false,
    sides: [
      { profile_id: 12, name: 'Rex' },
      { profile_id: 13, name: 'Rita' },
    ],
  };

  test('the statement of reasons, the case with its reports and chat, the removed texts and the photo', async () => {
    const { calls } = server((call) => {
      if (call.path === '/api/admin/appeal.php') return json(detail());
      if (call.path === '/api/admin/case_messages.php') return json(messages);
      return undefined;
    });
    renderConsolePage(<Routed pattern="appeals/:appealId" page={<AppealPage />} />, '/admin/appeals/3?site=1');
    const statement = (await screen.findByRole('heading', { name: 'Statement of reasons' })).closest('section');
    expect(within(statement as HTMLElement).getByText(/\(language: Nederlands\)/)).toBeTruthy();
    expect(within(statement as HTMLElement).getByText('Insults in chat.')).toBeTruthy();

    const caseLink = within(screen.getByTestId('appeal-case')).getByRole('link', { name: 'Case 4: Rex' });
    expect(caseLink.getAttribute('href')).toBe('/admin/reports/4?site=1');
    expect(
      within(screen.getAllByTestId('case-report')[0] as HTMLElement).getByText('Threats in the chat.'),
    ).toBeTruthy();
    // The chat a report names is read through the case's own (audited) call.
    const chat = await screen.findByTestId('case-conversation');
    expect(await within(chat).findByText('Send me your number or else')).toBeTruthy();
    const read = calls.find((call) => call.path === '/api/admin/case_messages.php');
    expect([read?.search.get('case'), read?.search.get('conversation')]).toEqual(['4', '88']);

    const texts = screen.getByRole('heading', { name: 'The profile texts it removed' }).closest('section');
    expect(
      within(texts as HTMLElement)
        .getByText('Text me at 0699999999')
        .closest('figure')?.textContent,
    ).toBe('About meText me at 0699999999');

    // The photo is read only when asked for: a look at one not public is on the audit log.
    const photo = screen.getByRole('heading', { name: 'The photo' }).closest('section') as HTMLElement;
    expect(within(photo).queryByRole('img')).toBeNull();
    fireEvent.click(within(photo).getByRole('button', { name: 'Show the photo' }));
    expect(within(photo).getByRole('img', { name: 'Photo 90 the decision is about' }).getAttribute('src')).toBe(
      '/api/admin/photofile.php?id=90',
    );
  });

  test('a decision without a case says how it was taken', async () => {
    server((call) =>
      call.path === '/api/admin/appeal.php'
        ? json({ ...detail(), evidence: { case: null, reports: [], removed_texts: {} } })
        : undefined,
    );
    renderConsolePage(<Routed pattern="appeals/:appealId" page={<AppealPage />} />, '/admin/appeals/3');
    expect((await screen.findByTestId('appeal-case')).textContent).toBe(
      'The caseTaken on the member directly, without a report.',
    );
    expect(screen.queryByTestId('case-report')).toBeNull();
  });

  test('after the decision, offers the next appeal', async () => {
    let decided = false;
    server((call) => {
      if (call.path === '/api/admin/appeal.php' && call.method === 'POST') {
        decided = true;
        return json({ appeal: { ...appeal, status: 'upheld' } });
      }
      if (call.path === '/api/admin/appeal.php')
        return json(detail(decided ? { status: 'upheld', decided_by: { id: 7, name: 'Robin' } } : {}));
      if (call.path === '/api/admin/case_messages.php') return json(messages);
      if (call.path === '/api/admin/queues.php')
        return json({ appeals: { waiting: 1, oldest_at: '2026-11-24T10:00:00.000Z', next: decided ? 8 : 3 } });
      return undefined;
    });
    renderConsolePage(<Routed pattern="appeals/:appealId" page={<AppealPage />} />, '/admin/appeals/3');
    fireEvent.click(await screen.findByRole('radio', { name: 'Uphold the decision' }));
    fireEvent.change(screen.getByLabelText('Note to the member'), { target: { value: 'The chat is clear.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Decide the appeal' }));
    const next = await screen.findByRole('link', { name: 'Next appeal' });
    expect(next.getAttribute('href')).toBe('/admin/appeals/8');
    expect(screen.getByTestId('appeal-outcome')).toBeTruthy();
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
