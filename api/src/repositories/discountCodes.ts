import { randomInt } from 'node:crypto';
import type { DiscountError } from 'shared-contracts/api/payments';
import type { Database, Queryable } from '../db/database';

export interface DiscountCode {
  id: number;
  code: string;
  purpose: 'campaign' | 'welcome' | 'delete';
  percent_off: number | null;
  extra_credits: number | null;
  applies_to: 'credits' | 'premium' | 'all';
  valid_from: Date;
  valid_until: Date | null;
}

interface CodeRow extends DiscountCode {
  member_id: number | null;
  max_redemptions: number | null;
  disabled_at: Date | null;
  used_by_member: boolean;
  other_holders: number;
}

/**
 * How many members other than `member` (SQL: a parameter, or 0 for nobody) hold a place under code `c`'s cap: they
 * paid an order with it, or have one that can still be paid (a reservation): new or open before its payable_until,
 * or pending or authorized (the payer has acted; the provider decides). A paid order keeps its place after its
 * member's account is gone.
 */
const holdersOtherThan = (member: string) => `(select count(distinct coalesce(o.member_id::bigint, -o.id))::int
  from orders o
  where o.discount_code_id = c.id and o.member_id is distinct from ${member}
    and (o.status in ('paid', 'pending', 'authorized') or (o.status in ('new', 'open') and o.payable_until > now())))`;
const OTHER_HOLDERS = holdersOtherThan('$2');

const CODE_COLUMNS = `c.id, c.code, c.purpose, c.member_id, c.percent_off, c.extra_credits, c.applies_to, c.valid_from,
  c.valid_until, c.max_redemptions, c.disabled_at,
  exists (select 1 from discount_redemptions r where r.code_id = c.id and r.member_id = $2) as used_by_member,
  ${OTHER_HOLDERS} as other_holders`;

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomCode = (prefix: string) =>
  `${prefix}-${Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

/**
 * Discount codes (docs/payments.md "Discount codes"), checked only here: a campaign code anyone on the site may use
 * once, or a personal one made for one member (welcome, account deletion). A member has used a code when an order
 * with it is paid, so an abandoned payment does not use it up; a code's cap counts the payments that can still be paid
 * too, so it cannot be paid with more often than the cap while they are under way.
 */
export class DiscountCodeRepository {
  constructor(private readonly db: Database) {}

  /**
   * The code as `memberId` may use it for `product` ('credits' or 'premium'; null: any), or why not. Someone else's
   * personal code is unknown, like a code that does not exist.
   */
  async check(
    siteId: number,
    memberId: number,
    code: string,
    product: 'credits' | 'premium' | null,
    now = new Date(),
  ): Promise<{ code: DiscountCode } | { error: DiscountError }> {
    const [row] = await this.db.query<CodeRow>(
      `select ${CODE_COLUMNS} from discount_codes c where c.code = $3 and c.site_id = $1`,
      [siteId, memberId, code.toUpperCase()],
    );
    if (!row || (row.member_id !== null && row.member_id !== memberId)) return { error: 'discount_code_unknown' };
    // A code an operator withdrew has expired, as far as members are concerned, whether or not it had started.
    if (row.disabled_at) return { error: 'discount_code_expired' };
    if (row.valid_from > now) return { error: 'discount_code_not_active' };
    if (row.valid_until && row.valid_until <= now) return { error: 'discount_code_expired' };
    if (row.used_by_member || (row.max_redemptions !== null && row.other_holders >= row.max_redemptions))
      return { error: 'discount_code_used' };
    const forProduct = product === null || row.applies_to === 'all' || row.applies_to === product;
    if (!forProduct || (product === 'premium' && row.extra_credits !== null))
      return { error: 'discount_code_not_applicable' };
    return { code: row };
  }

  /**
   * In the transaction that creates an order with code `codeId`: locks the code, so orders with it are created one at a
   * time, and tells whether `memberId` may take a place under its cap (a member already holding one keeps it).
   */
  async lockForOrder(tx: Queryable, codeId: number, memberId: number): Promise<boolean> {
    // Locked in one statement and counted in the next: only a statement that starts after the lock was granted sees the
    // orders that the transaction holding it before committed. NO KEY UPDATE leaves the redemption rows a paid order
    // inserts (foreign keys to this row) unblocked.
    await tx.query('select 1 from discount_codes where id = $1 for no key update', [codeId]);
    const [row] = await tx.query<{ room: boolean }>(
      `select c.max_redemptions is null or ${OTHER_HOLDERS} < c.max_redemptions as room from discount_codes c where c.id = $1`,
      [codeId, memberId],
    );
    return row?.room ?? false;
  }

  /**
   * The member's personal code for `purpose`, made on first asking with `percentOff` and `validUntil`; a code made
   * before is answered as it is (one welcome code, one deletion code per member).
   */
  async personal(
    siteId: number,
    memberId: number,
    purpose: 'welcome' | 'delete',
    offer: { percentOff: number; validUntil: Date },
  ): Promise<DiscountCode> {
    for (;;) {
      const [row] = await this.db.query<DiscountCode>(
        `with made as (
           insert into discount_codes (site_id, code, purpose, member_id, percent_off, valid_until)
           values ($1, $2, $3, $4, $5, $6)
           on conflict do nothing
           returning id, code, purpose, percent_off, extra_credits, applies_to, valid_from, valid_until)
         select * from made
         union all
         select id, code, purpose, percent_off, extra_credits, applies_to, valid_from, valid_until from discount_codes
          where member_id = $4 and purpose = $3 and not exists (select 1 from made)`,
        [
          siteId,
          randomCode(purpose === 'welcome' ? 'WELCOME' : 'STAY'),
          purpose,
          memberId,
          offer.percentOff,
          offer.validUntil,
        ],
      );
      // No row: the random code was taken by another member's (1 in 32⁸); try another.
      if (row) return row;
    }
  }

  /** A campaign code (operators; tests); in `tx` when given. */
  async createCampaign(
    siteId: number,
    code: CampaignTerms & { code: string },
    tx: Queryable = this.db,
  ): Promise<number> {
    const [row] = await tx.query<{ id: number }>(
      `insert into discount_codes (site_id, code, percent_off, extra_credits, applies_to, valid_from, valid_until, max_redemptions)
       values ($1, $2, $3, $4, $5, coalesce($6, now()), $7, $8) returning id`,
      [
        siteId,
        code.code.toUpperCase(),
        code.percent_off,
        code.extra_credits,
        code.applies_to,
        code.valid_from ?? null,
        code.valid_until ?? null,
        code.max_redemptions ?? null,
      ],
    );
    return (row as { id: number }).id;
  }

  // The console's side (docs/payments.md "Offers and discount codes").

  /** A site's campaign codes, newest first, with the members who paid with each and those holding a place. */
  campaigns(siteId: number): Promise<CampaignCode[]> {
    return this.db.query<CampaignCode>(
      `select ${CAMPAIGN_COLUMNS} from discount_codes c where c.site_id = $1 and c.purpose = 'campaign'
        order by c.created_at desc, c.id desc`,
      [siteId],
    );
  }

  async campaign(tx: Queryable, id: number): Promise<CampaignCode | null> {
    const [row] = await tx.query<CampaignCode>(
      `select ${CAMPAIGN_COLUMNS} from discount_codes c where c.id = $1 and c.purpose = 'campaign'`,
      [id],
    );
    return row ?? null;
  }

  /** A campaign code, locked against orders starting with it (lockForOrder) while its terms change. */
  async lockCampaign(tx: Queryable, id: number): Promise<CampaignCode | null> {
    await tx.query(`select 1 from discount_codes where id = $1 and purpose = 'campaign' for no key update`, [id]);
    return this.campaign(tx, id);
  }

  /** New terms for a code; `disabled` withdraws it now (or keeps the time it was withdrawn), false brings it back. */
  async updateCampaign(tx: Queryable, id: number, terms: CampaignTerms & { disabled: boolean }): Promise<void> {
    await tx.query(
      `update discount_codes set percent_off = $2, extra_credits = $3, applies_to = $4, valid_from = $5,
              valid_until = $6, max_redemptions = $7,
              disabled_at = case when $8::boolean then coalesce(disabled_at, now()) end
        where id = $1`,
      [
        id,
        terms.percent_off,
        terms.extra_credits,
        terms.applies_to,
        terms.valid_from ?? new Date(),
        terms.valid_until ?? null,
        terms.max_redemptions ?? null,
        terms.disabled,
      ],
    );
  }
}

/** A campaign code's terms, as operators set them. */
export interface CampaignTerms {
  percent_off: number | null;
  extra_credits: number | null;
  applies_to: DiscountCode['applies_to'];
  valid_from?: Date | null;
  valid_until?: Date | null;
  max_redemptions?: number | null;
}

export interface CampaignCode extends DiscountCode {
  site_id: number;
  max_redemptions: number | null;
  disabled_at: Date | null;
  created_at: Date;
  /** Members who paid an order with it. */
  redeemed: number;
  /** Members holding a place under its cap. */
  holders: number;
}

const CAMPAIGN_COLUMNS = `c.id, c.site_id, c.code, c.purpose, c.percent_off, c.extra_credits, c.applies_to, c.valid_from,
  c.valid_until, c.max_redemptions, c.disabled_at, c.created_at,
  (select count(*)::int from discount_redemptions r where r.code_id = c.id) as redeemed,
  ${holdersOtherThan('0')} as holders`;
