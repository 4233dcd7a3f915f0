import { randomUUID } from 'node:crypto';
import { complaintResponseSchema } from 'shared-contracts/api/account';
import { BrowserClient } from './helpers/browserClient';
import { signUpMember } from './helpers/members';
import { eventually, appWithSmtp } from './helpers/smtpServer';

const mailing = appWithSmtp();

const complaint = {
  name: 'Robin',
  email: 'robin@example.org',
  topic: 'profile',
  about: 'http://localhost:8080/members/12',
  message: 'This profile uses photos of a friend of mine <script>alert(1)</script> without permission.',
};
/** Each call is a newly filled-in form unless it names the submission it repeats. */
const complain = (client: BrowserClient, payload: Record<string, unknown>) =>
  client.request({ method: 'POST', url: '/api/complaints.php', payload: { submission: randomUUID(), ...payload } });

describe('POST /api/complaints.php', () => {
  it('stores a visitor’s complaint and mails it to the support address over SMTP, its text escaped', async () => {
    const answer = await complain(new BrowserClient(mailing.t.app), complaint);
    expect(answer.statusCode).toBe(200);
    const { reference } = complaintResponseSchema.parse(answer.json());
    expect(reference).toMatch(/^C-[A-HJ-NP-Z2-9]{8}$/);
    const [row] = await mailing.t.db.query<{ member_id: number | null; topic: string; message: string }>(
      'select member_id, topic, message from complaints where reference = $1',
      [reference],
    );
    expect(row).toEqual({ member_id: null, topic: 'profile', message: complaint.message });

    await eventually(() => mailing.smtp.received.some((mail) => mail.raw.includes(reference)));
    const mail = mailing.smtp.received.find((candidate) => candidate.raw.includes(reference));
    expect(mail?.to).toEqual(['support@datelane.example']);
    const raw = (mail?.raw ?? '').replace(/=\r?\n/g, '');
    expect(raw).toMatch(new RegExp(`^Subject: \\[${reference}\\] Complaint \\(profile\\) from Robin`, 'm'));
    expect(raw).toContain('robin@example.org');
    // Quoted as text in the plain part, and never markup in the HTML part.
    const html = raw.slice(raw.indexOf('Content-Type: text/html'));
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
  });

  it('files a form sent twice once, answering the same reference and mailing support once', async () => {
    const client = new BrowserClient(mailing.t.app);
    const submission = randomUUID();
    const first = complaintResponseSchema.parse((await complain(client, { ...complaint, submission })).json());
    const again = complaintResponseSchema.parse((await complain(client, { ...complaint, submission })).json());
    expect(again.reference).toBe(first.reference);
    const [row] = await mailing.t.db.query<{ complaints: number; mails: number }>(
      `select (select count(*)::int from complaints where submission = $1) as complaints,
              (select count(*)::int from mail_messages where kind = 'complaint' and subject like $2) as mails`,
      [submission, `[${first.reference}]%`],
    );
    expect(row).toEqual({ complaints: 1, mails: 1 });
  });

  it('keeps a name with line breaks on one subject line', async () => {
    const answer = await complain(new BrowserClient(mailing.t.app), {
      ...complaint,
      name: 'Robin\r\nBcc: all@example.org',
    });
    const { reference } = complaintResponseSchema.parse(answer.json());
    const [mail] = await mailing.t.db.query<{ subject: string }>(
      'select subject from mail_messages where subject like $1',
      [`[${reference}]%`],
    );
    expect(mail?.subject).toBe(`[${reference}] Complaint (profile) from Robin Bcc: all@example.org`);
  });

  it('notes the member who complained while logged in', async () => {
    const member = await signUpMember(mailing.t, 'Complainer');
    const { reference } = complaintResponseSchema.parse((await complain(member.client, complaint)).json());
    const [row] = await mailing.t.db.query<{ member_id: number }>(
      'select member_id from complaints where reference = $1',
      [reference],
    );
    expect(row?.member_id).toBe(member.memberId);
  });

  it('refuses bad input field by field and stores nothing', async () => {
    const client = new BrowserClient(mailing.t.app);
    const [before] = await mailing.t.db.query<{ count: number }>('select count(*)::int as count from complaints');
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
    const [after] = await mailing.t.db.query<{ count: number }>('select count(*)::int as count from complaints');
    expect(after?.count).toBe(before?.count);
  });

  it('takes at most 5 complaints an hour from one client', async () => {
    const client = new BrowserClient(mailing.t.app);
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await complain(client, complaint)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
