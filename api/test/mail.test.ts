import { userResponseSchema } from 'shared-contracts/api';
import { validateEmailResponseSchema } from 'shared-contracts/api/signup';
import { BrowserClient } from './helpers/browserClient';
import { eventually, appWithSmtp, type ReceivedMail } from './helpers/smtpServer';

const mailing = appWithSmtp();

async function signUp(email: string) {
  const client = new BrowserClient(mailing.t.app);
  const { token } = validateEmailResponseSchema.parse(
    (await client.request({ method: 'GET', url: `/api/validate_email.php?email=${email}` })).json(),
  );
  const response = await client.request({
    method: 'POST',
    url: '/api/user.php?new=1',
    payload: { email, name: 'Alex', password: 'secret words', token },
  });
  return { client, user: userResponseSchema.parse(response.json()).user };
}

async function activationDelivered(client: BrowserClient): Promise<boolean> {
  return ((await client.request({ method: 'GET', url: '/api/activate.php' })).json() as { delivered: boolean })
    .delivered;
}

describe('activation mail over SMTP', () => {
  it('is delivered to the SMTP server with the activation link, and the delivery is reported', async () => {
    const { client } = await signUp('smtp.one@example.net');
    await eventually(() => mailing.smtp.received.some((mail) => mail.to.includes('smtp.one@example.net')));
    const mail = mailing.smtp.received.find((candidate) =>
      candidate.to.includes('smtp.one@example.net'),
    ) as ReceivedMail;
    expect(mail.raw).toMatch(/^Subject: Confirm your e-mail address for Datelane/m);
    expect(mail.raw).toMatch(/^From: Datelane <info@datelane\.example>/m);
    expect(mail.raw.replace(/=\r?\n/g, '')).toMatch(/\/activate\/confirm\?token=[\w-]+/);
    await eventually(() => activationDelivered(client));
  });

  it('reports not delivered when the SMTP server refuses the message', async () => {
    mailing.smtp.state.refuse = true;
    try {
      const { client, user } = await signUp('smtp.refused@example.net');
      await eventually(async () => {
        const [row] = await mailing.t.db.query<{ status: string }>(
          `select status from mail_messages where member_id = $1`,
          [user.id],
        );
        return row?.status === 'failed';
      });
      expect(await activationDelivered(client)).toBe(false);
    } finally {
      mailing.smtp.state.refuse = false;
    }
  });
});
