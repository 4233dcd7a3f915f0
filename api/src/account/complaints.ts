import { randomBytes } from 'node:crypto';
import type { ComplaintRequest } from 'shared-contracts/api/account';
import type { MailService } from '../mail/mailer';
import { escapeHtml } from '../mail/mailText';
import type { ComplaintRepository } from '../repositories/complaints';
import type { Site } from '../repositories/sites';
import type { InTransaction } from '../repositories/transactions';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** "C-7KQ2M9XA": short enough to read out on the phone, without 0/O or 1/I. */
function newReference(): string {
  return `C-${[...randomBytes(8)].map((byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('')}`;
}

/**
 * Stores a complaint from the public form and mails it to the site's support address, in one transaction (the
 * outbox sends it); the same form sent again answers its first reference and mails nothing. The support mail is for
 * the operator's team, so it is in English and quotes the text as sent.
 */
export async function submitComplaint(
  deps: { inTransaction: InTransaction; complaints: ComplaintRepository; mail: MailService },
  site: Site,
  complaint: ComplaintRequest,
  from: { memberId: number | null; locale: string },
): Promise<string> {
  const reference = newReference();
  const about = complaint.about ?? '';
  const lines = [
    `Complaint ${reference} on ${site.settings.name}`,
    `From: ${complaint.name} <${complaint.email}>${from.memberId ? ` (member ${from.memberId})` : ' (not logged in)'}`,
    `Topic: ${complaint.topic}`,
    `About: ${about || '-'}`,
    `Language: ${from.locale}`,
    '',
    complaint.message,
  ];
  const filed = await deps.inTransaction(async (tx) => {
    const stored = await deps.complaints.file(tx, site.id, reference, { ...complaint, about }, from);
    if (!stored.isNew) return stored;
    await deps.mail.send(
      {
        siteId: site.id,
        memberId: null,
        kind: 'complaint',
        from: `${site.settings.name} <${site.settings.email}>`,
        to: site.settings.support_email,
        // A name may hold line breaks; a subject is one line.
        subject: `[${reference}] Complaint (${complaint.topic}) from ${complaint.name.replace(/\s+/g, ' ')}`,
        text: `${lines.join('\n')}\n`,
        html: `<pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(lines.join('\n'))}</pre>`,
      },
      tx,
    );
    return stored;
  });
  if (filed.isNew) deps.mail.wake();
  return filed.reference;
}
