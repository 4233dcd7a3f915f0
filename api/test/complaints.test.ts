import { complaintResponseSchema } from 'shared-contracts/api/account';
import { BrowserClient } from './helpers/browserClient';
import { signUpMember } from './helpers/members';
import { eventually, startSmtpServer } from './helpers/smtpServer';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ environment: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const complaint = {
  name: 'Robin',
  email: 'robin@example.org',
  topic: 'profile',
  about: 'http://localhost:8080/members/12',
  message: 'This profile uses photos of a friend of mine <script>alert(1)</script> without permission.',
};
const complain = (client: BrowserClient, payload: Record<string, unknown>) =>
  client.request({ method: 'POST', url: '/api/complaints.php', payload });

describe('POST /api/complaints.php', () => {
  it('stores a visitor’s complaint and mails it to the support address over SMTP, its text escaped', async () => {
    const answer = await complain(new BrowserClient(t.app), complaint);
    expect(answer.statusCode).toBe(200);
    const { reference } = complaintResponseSchema.parse(answer.json());
    expect(reference).toMatch(/^C-[A-HJ-NP-Z2-9]{8}$/);
    const [row] = await t.db.query<{ member_id: number | null; topic: string; message: string }>(
      'select member_id, topic, message from complaints where reference = $1',
      [reference],
    );
    expect(row).toEqual({ member_id: null, topic: 'profile', message: complaint.message });

    await eventually(() => smtp.received.some((mail) => mail.raw.includes(reference)));
    const mail = smtp.received.find((candidate) => candidate.raw.includes(reference));
    expect(mail?.to).toEqual(['support@datelane.example']);
    const raw = (mail?.raw ?? '').replace(/=\r?\n/g, '');
    expect(raw).toMatch(new RegExp(`^Subject: \\[${reference}\\] Complaint \\(profile\\) from Robin`, 'm'));
    expect(raw).toContain('robin@example.org');
    // Quoted as text in the plain part, and never markup in the HTML part.
    const html = raw.slice(raw.indexOf('Content-Type: text/html'));
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
  });

  it('notes the member who complained while logged in', async () => {
    const member = await signUpMember(t, 'Complainer');
    const { reference } = complaintResponseSchema.parse((await complain(member.client, complaint)).json());
    const [row] = await t.db.query<{ member_id: number }>('select member_id from complaints where reference = $1', [
      reference,
    ]);
    expect(row?.member_id).toBe(member.memberId);
  });

  it('refuses bad input field by field and stores nothing', async () => {
    const client = new BrowserClient(t.app);
    const [before] = await t.db.query<{ count: number }>('select count(*)::int as count from complaints');
    const bad = await complain(client, { ...complaint, email: 'nope', topic: 'spam', message: 'Too short', name: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      email: 'invalid_email',
      topic: 'not_allowed',
      message: 'min_length',
      name: 'required',
    });
    expect((await complain(client, { ...complaint, message: 'x'.repeat(5001) })).json().fields).toEqual({
      message: 'max_length',
    });
    expect((await complain(client, { ...complaint, extra: true })).statusCode).toBe(400);
    const [after] = await t.db.query<{ count: number }>('select count(*)::int as count from complaints');
    expect(after?.count).toBe(before?.count);
  });

  it('takes at most 5 complaints an hour from one client', async () => {
    const client = new BrowserClient(t.app);
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await complain(client, complaint)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
