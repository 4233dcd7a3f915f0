import type { Queryable } from '../db/database';

export interface AccountRow {
  id: number;
  email: string;
  status: string;
  signup_date: Date;
  activated_at: Date | null;
  language: string;
  timezone: string;
  tracking: Record<string, unknown>;
  referrer: string;
  form_path: string;
  signup_ip: string;
  credits: number;
  premium_until: Date | null;
  paid_user: boolean;
  notify_messages: boolean;
  notify_likes: boolean;
  notify_newsletter: boolean;
}

export interface ProfileRow {
  id: number;
  name: string;
  gender: string | null;
  birthdate: string | null;
  country: string;
  region: number;
  city: string;
  language: string;
  fields: Record<string, unknown>;
  personal: boolean;
  status: string;
  created_at: Date;
  last_active: Date;
  main_image_id: number | null;
}

/** Another member the member's own data names: by profile id and name only. */
export interface PersonRow {
  profile_id: number;
  name: string;
  created_at: Date;
}

export interface MessageRow {
  conversation: number;
  other_id: number;
  other_name: string;
  mine: boolean;
  text: string;
  created_at: Date;
  read_at: Date | null;
}

export interface OrderRow {
  public_id: string;
  status: string;
  package_id: number | null;
  credits: number;
  premium_days: number;
  amount: number;
  currency: string;
  method: string;
  created_at: Date;
  paid_at: Date | null;
}

/**
 * "Download my data" (account/myData.ts): each part of what is stored about a member, oldest first. Secrets (password
 * hash, session and push keys, tokens) are never selected.
 */
export class MemberDataRepository {
  constructor(private readonly db: Queryable) {}

  async account(siteId: number, memberId: number): Promise<AccountRow | null> {
    const [account] = await this.db.query<AccountRow>(
      `select id, email, status, signup_date, activated_at, language, timezone, tracking, referrer, form_path, signup_ip,
              credits, premium_until, paid_user, notify_messages, notify_likes, notify_newsletter
         from members where id = $1 and site_id = $2`,
      [memberId, siteId],
    );
    return account ?? null;
  }

  async profile(memberId: number): Promise<ProfileRow | null> {
    const [profile] = await this.db.query<ProfileRow>(
      `select id, name, gender, birthdate::text as birthdate, country, region, city, language, fields, personal, status,
              created_at, last_active, main_image_id
         from profiles where member_id = $1`,
      [memberId],
    );
    return profile ?? null;
  }

  photos(profileId: number) {
    return this.db.query<{ id: number; filename: string; thumb_filename: string; created_at: Date }>(
      'select id, filename, thumb_filename, created_at from profile_images where profile_id = $1 order by position, id',
      [profileId],
    );
  }

  likesGiven(memberId: number) {
    return this.db.query<PersonRow>(
      `select l.profile_id, p.name, l.created_at from likes l join profiles p on p.id = l.profile_id
        where l.member_id = $1 order by l.created_at`,
      [memberId],
    );
  }

  likesReceived(profileId: number) {
    return this.db.query<PersonRow>(
      `select p.id as profile_id, p.name, l.created_at from likes l join profiles p on p.member_id = l.member_id
        where l.profile_id = $1 order by l.created_at`,
      [profileId],
    );
  }

  blocks(memberId: number) {
    return this.db.query<PersonRow>(
      `select b.profile_id, p.name, b.created_at from blocks b join profiles p on p.id = b.profile_id
        where b.member_id = $1 order by b.created_at`,
      [memberId],
    );
  }

  reports(memberId: number) {
    return this.db.query<PersonRow & { reason: string; message: string }>(
      `select r.profile_id, p.name, r.reason, r.message, r.created_at from reports r join profiles p on p.id = r.profile_id
        where r.member_id = $1 order by r.created_at`,
      [memberId],
    );
  }

  /** Every message of the profile's conversations, in and out, conversation by conversation. */
  messages(profileId: number) {
    return this.db.query<MessageRow>(
      `select c.id as conversation, o.id as other_id, o.name as other_name, m.sender_profile_id = $1 as mine, m.text,
              m.created_at, m.read_at
         from conversations c
         join profiles o on o.id = case when c.profile_low = $1 then c.profile_high else c.profile_low end
         join messages m on m.conversation_id = c.id
        where $1 in (c.profile_low, c.profile_high)
        order by c.id, m.seq`,
      [profileId],
    );
  }

  orders(memberId: number) {
    return this.db.query<OrderRow>(
      `select public_id, status, package_id, credits, premium_days, amount, currency, method, created_at, paid_at
         from orders where member_id = $1 order by created_at`,
      [memberId],
    );
  }

  creditLedger(memberId: number) {
    return this.db.query<{ kind: string; amount: number; order_id: string | null; created_at: Date }>(
      `select l.kind, l.amount, o.public_id as order_id, l.created_at
         from credit_ledger l left join orders o on o.id = l.order_id
        where l.member_id = $1 order by l.created_at, l.id`,
      [memberId],
    );
  }

  /** The sessions still open. */
  sessions(memberId: number) {
    return this.db.query<{ created_at: Date; last_seen_at: Date; user_agent: string }>(
      'select created_at, last_seen_at, user_agent from sessions where member_id = $1 and expires_at > now() order by created_at',
      [memberId],
    );
  }

  pushSubscriptions(memberId: number) {
    return this.db.query<{ endpoint: string; created_at: Date }>(
      'select endpoint, created_at from push_subscriptions where member_id = $1 order by created_at',
      [memberId],
    );
  }

  complaints(memberId: number) {
    return this.db.query<{ reference: string; topic: string; message: string; created_at: Date }>(
      'select reference, topic, message, created_at from complaints where member_id = $1 order by created_at',
      [memberId],
    );
  }
}
