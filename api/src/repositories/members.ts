import { recordVisitorConversion } from './experimentConversions';
import { type Profile } from 'shared-contracts/api';
import { ageOn } from 'shared-contracts/api/signup';
import type { User } from 'shared-contracts/api';
import type { Database, Queryable, SqlValue } from '../db/database';
import { mainOf, OWN_PHOTO_COLUMNS, type OwnPhoto } from './photos';

export interface MemberCredentials {
  id: number;
  password_hash: string | null;
  status: string;
  /** The experiment visitor who signed up, if any (docs/experiments.md). */
  visitor_id: string | null;
}

interface UserRow {
  member_id: number;
  email: string;
  status: string;
  push_subscribed: boolean;
  mailprovider: number;
  paid_user: boolean;
  signup_date: Date;
  credits: number;
  premium_until: Date | null;
  profile_id: number;
  name: string;
  gender: 'male' | 'female' | null;
  birthdate: string | Date | null;
  country: string;
  region: number;
  city: string;
  language: string;
  fields: Record<string, string>;
  personal: boolean;
  last_signup_step: boolean;
  fictional: boolean;
  main_image_id: number | null;
  images: (OwnPhoto & { position?: number })[] | null;
}

/** A ledger row an operator's adjustment wrote. */
export interface OperatorLedgerEntry {
  id: number;
  kind: 'operator_adjustment';
  amount: number;
  created_at: Date;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function isoDate(value: string | Date | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  return value.toISOString().slice(0, 10);
}

function toProfile(row: UserRow): Profile {
  const images = (row.images ?? []).map(({ position: _position, ...photo }) => photo);
  const birthdate = isoDate(row.birthdate);
  return {
    id: row.profile_id,
    name: row.name,
    age: birthdate ? ageOn(birthdate, new Date()) : null,
    city: row.city,
    country: row.country,
    countryregion: row.region,
    language: row.language,
    gender: row.gender,
    date_of_birth: birthdate,
    main_image: mainOf(images, row.main_image_id),
    images,
    personal: row.personal,
    lastSignupStep: row.last_signup_step,
    fictional: row.fictional,
    fields: row.fields,
  };
}

export interface ProfileChanges {
  name?: string;
  country?: string;
  region?: number;
  city?: string;
  gender?: 'male' | 'female' | null;
  birthdate?: string | null;
  fields?: Record<string, string>;
  personal?: boolean;
  lastSignupStep?: boolean;
}

export interface NewMember {
  siteId: number;
  email: string;
  passwordHash: string;
  name: string;
  country: string;
  language: string;
  nonce: string | null;
  tracking: Record<string, string>;
  timezone: string;
  formPath: string;
  referrer: string;
  ip: string;
  cameForProfileId: number | null;
  /** The experiment visitor who signed up (docs/experiments.md): later conversions are theirs. */
  visitorId: string | null;
}

/** Mail providers whose webmail the completion step can search for our mail: 2 is Gmail. */
export function mailProviderOf(email: string): number {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return domain === 'gmail.com' || domain === 'googlemail.com' ? 2 : 0;
}

export class MemberRepository {
  constructor(private readonly db: Database) {}

  /** A new, not yet confirmed member with an empty profile; null when the address is taken on this site. */
  async create(member: NewMember): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      const [created] = await tx.query<{ id: number }>(
        `insert into members (site_id, email, email_normalized, password_hash, status, signup_nonce, tracking, timezone, language,
                              form_path, referrer, signup_ip, came_for_profile_id, mailprovider, visitor_id)
         values ($1, $2, $3, $4, 'not_confirmed', $5, $6, $7, $8, $9, $10, $11,
                 (select id from profiles where id = $12 and site_id = $1 and status = 'active'), $13, $14)
         on conflict (site_id, email_normalized) do nothing
         returning id`,
        [
          member.siteId,
          member.email,
          normalizeEmail(member.email),
          member.passwordHash,
          member.nonce,
          JSON.stringify(member.tracking),
          member.timezone,
          member.language,
          member.formPath,
          member.referrer,
          member.ip,
          member.cameForProfileId,
          mailProviderOf(member.email),
          member.visitorId,
        ],
      );
      if (!created) return null;
      await recordVisitorConversion(tx, member.visitorId, 'signup');
      // Pending until the address is confirmed: nobody finds an unconfirmed account.
      await tx.query(
        `insert into profiles (site_id, member_id, name, country, language, status) values ($1, $2, $3, $4, $5, 'pending')`,
        [member.siteId, created.id, member.name, member.country, member.language],
      );
      return created.id;
    });
  }

  /** The member a repeated signup submission (same address, same submission id) already created. */
  async bySignupNonce(siteId: number, email: string, nonce: string): Promise<MemberCredentials | null> {
    return this.byAddress(siteId, email, nonce);
  }

  /** The member with this address on the site (login, e-mail status), whatever the account's status. */
  async credentialsByEmail(siteId: number, email: string): Promise<MemberCredentials | null> {
    return this.byAddress(siteId, email, null);
  }

  private async byAddress(siteId: number, email: string, nonce: string | null): Promise<MemberCredentials | null> {
    const [row] = await this.db.query<MemberCredentials>(
      'select id, password_hash, status, visitor_id from members where site_id = $1 and email_normalized = $2 and ($3::text is null or signup_nonce = $3)',
      [siteId, normalizeEmail(email), nonce],
    );
    return row ?? null;
  }

  /** The member as the client sees it (docs/product.md §3 "User"); null for a member that is gone. */
  async user(memberId: number, fictionalIcon: string): Promise<User | null> {
    const [row] = await this.db.query<UserRow>(
      `select m.id as member_id, m.email, m.status, m.mailprovider, m.paid_user, m.signup_date, m.credits, m.premium_until,
              exists (select 1 from push_subscriptions s where s.member_id = m.id) as push_subscribed,
              p.id as profile_id, p.name, p.gender, p.birthdate::text as birthdate, p.country, p.region, p.city,
              p.language, p.fields, p.personal, p.last_signup_step, p.fictional, p.main_image_id,
              (select json_agg(photo order by photo.position, photo.id)
                 from (select ${OWN_PHOTO_COLUMNS}, i.position from profile_images i where i.profile_id = p.id) photo) as images
         from members m join profiles p on p.member_id = m.id
        where m.id = $1 and m.status in ('active', 'not_confirmed')`,
      [memberId],
    );
    if (!row) return null;
    return {
      loggedIn: true,
      id: row.member_id,
      email: row.email,
      mailprovider: row.mailprovider,
      fictional_icon: fictionalIcon,
      profile: toProfile(row),
      paid_user: row.paid_user,
      signup_date: row.signup_date.toISOString(),
      push_subscribed: row.push_subscribed,
      email_confirmed: row.status === 'active',
      credits: row.credits,
      premium_until: row.premium_until?.toISOString() ?? null,
    };
  }

  /** Sets the given profile columns; `undefined` leaves a column as it is, `null` clears it. */
  async updateProfile(memberId: number, changes: ProfileChanges): Promise<void> {
    const columns: [string, unknown][] = [
      ['name', changes.name],
      ['country', changes.country],
      ['region', changes.region],
      ['city', changes.city],
      ['gender', changes.gender],
      ['birthdate', changes.birthdate],
      ['fields', changes.fields === undefined ? undefined : JSON.stringify(changes.fields)],
      ['personal', changes.personal],
      ['last_signup_step', changes.lastSignupStep],
    ];
    const set = columns.filter(([, value]) => value !== undefined);
    if (set.length === 0) return;
    await this.db.query(
      `update profiles set ${set.map(([column], index) => `${column} = $${index + 2}`).join(', ')} where member_id = $1`,
      [memberId, ...set.map(([, value]) => value as SqlValue)],
    );
  }

  /** Who the activation mail goes to: address, name and language, and whether the address is confirmed yet. */
  async activationTarget(
    memberId: number,
  ): Promise<{ email: string; name: string; language: string; status: string } | null> {
    const [row] = await this.db.query<{ email: string; name: string; language: string; status: string }>(
      'select m.email, p.name, m.language, m.status from members m join profiles p on p.member_id = m.id where m.id = $1',
      [memberId],
    );
    return row ?? null;
  }

  /**
   * Corrects the address of an account that has not confirmed it yet; links sent to the old address stop working.
   * False when another account of the site has that address.
   */
  async changeUnconfirmedEmail(memberId: number, email: string): Promise<boolean> {
    try {
      return await this.db.transaction(async (tx) => {
        const [changed] = await tx.query<{ id: number }>(
          `update members set email = $2, email_normalized = $3, mailprovider = $4 where id = $1 and status = 'not_confirmed' returning id`,
          [memberId, email, normalizeEmail(email), mailProviderOf(email)],
        );
        if (changed)
          await tx.query('delete from activation_tokens where member_id = $1 and used_at is null', [memberId]);
        return changed !== undefined;
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') return false;
      throw error;
    }
  }

  /** Locks the member's row to the end of `tx`: requests counted under it (links per hour) count each other. */
  async lock(tx: Queryable, memberId: number): Promise<void> {
    await tx.query('select id from members where id = $1 for update', [memberId]);
  }

  async passwordHash(memberId: number): Promise<string | null> {
    const [member] = await this.db.query<{ password_hash: string | null }>(
      'select password_hash from members where id = $1',
      [memberId],
    );
    return member?.password_hash ?? null;
  }

  async setPasswordHash(tx: Queryable, memberId: number, passwordHash: string): Promise<void> {
    await tx.query('update members set password_hash = $2 where id = $1', [memberId, passwordHash]);
  }

  /**
   * Sets the new hash only over the one that was verified, so two changes at once cannot both pass with the same old
   * password; false when the hash changed meanwhile.
   */
  async replacePasswordHash(
    tx: Queryable,
    memberId: number,
    passwordHash: string,
    verifiedHash: string | null,
  ): Promise<boolean> {
    const [changed] = await tx.query<{ id: number }>(
      'update members set password_hash = $2 where id = $1 and password_hash = $3 returning id',
      [memberId, passwordHash, verifiedHash],
    );
    return changed !== undefined;
  }

  /**
   * Moves the member to an address whose mailbox proved it is theirs (an e-mail change link): it counts as confirmed,
   * like an activation link (repositories/activation.ts), so the profile goes public and the activation links sent to
   * the old address end. Answers the new address, or null when another account of the site has it. A clash between
   * the check and the update throws the unique index's error (23505).
   */
  async moveToConfirmedAddress(tx: Queryable, memberId: number, email: string, siteId: number): Promise<string | null> {
    const [changed] = await tx.query<{ email: string }>(
      `update members set email = $2, email_normalized = $3, mailprovider = $4,
              activated_at = case when status = 'not_confirmed' then now() else activated_at end,
              status = case when status = 'not_confirmed' then 'active' else status end
        where id = $1
          and not exists (select 1 from members o where o.site_id = $5 and o.email_normalized = $3 and o.id <> $1)
       returning email`,
      [memberId, email, normalizeEmail(email), mailProviderOf(email), siteId],
    );
    if (!changed) return null;
    await tx.query(`update profiles set status = 'active' where member_id = $1 and status = 'pending'`, [memberId]);
    await tx.query('delete from activation_tokens where member_id = $1 and used_at is null', [memberId]);
    return changed.email;
  }

  /**
   * Sets the member's balance (the dev panel), under the member's row lock; a change is recorded in the ledger as an
   * adjustment, so the balance still sums up.
   */
  async setCredits(tx: Queryable, memberId: number, credits: number): Promise<void> {
    const [before] = await tx.query<{ credits: number }>('select credits from members where id = $1 for update', [
      memberId,
    ]);
    const change = credits - (before?.credits ?? 0);
    if (change === 0) return;
    await tx.query('update members set credits = $2 where id = $1', [memberId, credits]);
    await tx.query(`insert into credit_ledger (member_id, kind, amount) values ($1, 'adjustment', $2)`, [
      memberId,
      change,
    ]);
  }

  /**
   * An operator's credit adjustment (ledger kind `operator_adjustment`), under the member's row lock: the balance
   * before and after and the ledger row; `duplicate` when this request id was applied already (nothing changes),
   * `below_zero` when the balance would go negative (nothing changes), null for no such member.
   */
  async operatorAdjustment(
    tx: Queryable,
    memberId: number,
    amount: number,
    requestId: string,
  ): Promise<
    | { kind: 'adjusted'; before: number; after: number; entry: OperatorLedgerEntry }
    | { kind: 'duplicate'; after: number; entry: OperatorLedgerEntry }
    | { kind: 'below_zero'; before: number }
    | { kind: 'request_reused' }
    | null
  > {
    const [member] = await tx.query<{ credits: number }>('select credits from members where id = $1 for update', [
      memberId,
    ]);
    if (!member) return null;
    const [known] = await tx.query<OperatorLedgerEntry & { member_id: number }>(
      `select id, kind, amount, created_at, member_id from credit_ledger where request_id = $1`,
      [requestId],
    );
    if (known) {
      if (known.member_id !== memberId || known.amount !== amount) return { kind: 'request_reused' };
      return { kind: 'duplicate', after: member.credits, entry: known };
    }
    const after = member.credits + amount;
    if (after < 0) return { kind: 'below_zero', before: member.credits };
    await tx.query('update members set credits = $2 where id = $1', [memberId, after]);
    const [entry] = await tx.query<OperatorLedgerEntry>(
      `insert into credit_ledger (member_id, kind, amount, request_id) values ($1, 'operator_adjustment', $2, $3)
       returning id, kind, amount, created_at`,
      [memberId, amount, requestId],
    );
    return { kind: 'adjusted', before: member.credits, after, entry: entry as OperatorLedgerEntry };
  }

  async touchLastActive(memberId: number): Promise<void> {
    await this.db.query('update profiles set last_active = now() where member_id = $1', [memberId]);
  }
}
