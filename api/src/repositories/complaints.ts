import type { ComplaintRequest } from 'shared-contracts/api/account';
import type { Queryable } from '../db/database';

/** Complaints from the public form (docs/product.md §2 /complaints), kept for the support team. */
export class ComplaintRepository {
  /**
   * Stores the complaint under `reference`, once per form submission: the same submission again answers the
   * reference it was first stored under, with `isNew` false.
   */
  async file(
    tx: Queryable,
    siteId: number,
    reference: string,
    complaint: ComplaintRequest & { about: string },
    from: { memberId: number | null; locale: string },
  ): Promise<{ reference: string; isNew: boolean }> {
    const [inserted] = await tx.query<{ reference: string }>(
      `insert into complaints (site_id, reference, submission, member_id, name, email, topic, about, message, locale)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       on conflict (site_id, submission) do nothing
       returning reference`,
      [
        siteId,
        reference,
        complaint.submission,
        from.memberId,
        complaint.name,
        complaint.email,
        complaint.topic,
        complaint.about,
        complaint.message,
        from.locale,
      ],
    );
    if (inserted) return { reference, isNew: true };
    const [earlier] = await tx.query<{ reference: string }>(
      'select reference from complaints where site_id = $1 and submission = $2',
      [siteId, complaint.submission],
    );
    return { reference: earlier?.reference ?? reference, isNew: false };
  }
}
