import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/database';

export interface OutgoingMail {
  siteId: number;
  memberId: number | null;
  kind: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends mail through SMTP when SMTP_URL is set; without it, mail goes to the local outbox (the mail_messages table,
 * listed at /_dev/mail). Either way every message is recorded with its real delivery state.
 */
export class MailService {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Database,
    smtpUrl: string | undefined,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  get transportName(): string {
    return this.transport ? 'smtp' : 'outbox';
  }

  async send(mail: OutgoingMail): Promise<number> {
    const [row] = await this.db.query<{ id: number }>(
      `insert into mail_messages (site_id, member_id, kind, to_address, subject, text_body, html_body, transport)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [mail.siteId, mail.memberId, mail.kind, mail.to, mail.subject, mail.text, mail.html, this.transportName],
    );
    const id = (row as { id: number }).id;
    try {
      if (this.transport) {
        await this.transport.sendMail({ from: mail.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      }
      await this.db.query(`update mail_messages set status = 'delivered', delivered_at = now() where id = $1`, [id]);
    } catch (error) {
      await this.db.query(`update mail_messages set status = 'failed', error = $2 where id = $1`, [id, String(error).slice(0, 1000)]);
      throw error;
    }
    return id;
  }

  close(): void {
    this.transport?.close();
  }
}
