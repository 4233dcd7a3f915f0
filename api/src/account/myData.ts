import type { MyData } from 'shared-contracts/api/account';
import type { Database } from '../db/database';
import { mailOrigin } from '../mail/links';
import type { Site } from '../repositories/sites';
import { deviceOf } from './sessionDevices';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * "Download my data" (docs/product.md "Privacy rights"): everything stored about the member, for GDPR access and
 * portability. Other members appear only by profile id and name, and only where the member's own data names them
 * (likes, blocks, reports, conversations); secrets (password hash, session and push keys, tokens) never.
 */
export async function exportMemberData(
  db: Database,
  site: Site,
  memberId: number,
  publicOrigin: string | undefined,
): Promise<MyData | null> {
  const [account] = await db.query<{
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
  }>(
    `select id, email, status, signup_date, activated_at, language, timezone, tracking, referrer, form_path, signup_ip,
            credits, premium_until, paid_user, notify_messages, notify_likes, notify_newsletter
       from members where id = $1 and site_id = $2`,
    [memberId, site.id],
  );
  if (!account) return null;
  const [profile] = await db.query<{
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
  }>(
    `select id, name, gender, birthdate::text as birthdate, country, region, city, language, fields, personal, status,
            created_at, last_active, main_image_id
       from profiles where member_id = $1`,
    [memberId],
  );
  const profileId = profile?.id ?? 0;
  const origin = mailOrigin(site, publicOrigin);
  const link = (file: string) => new URL(`${site.settings.cdn_prefix}${file}`, origin).toString();

  const photos = await db.query<{ id: number; filename: string; thumb_filename: string; created_at: Date }>(
    'select id, filename, thumb_filename, created_at from profile_images where profile_id = $1 order by position, id',
    [profileId],
  );
  type Person = { profile_id: number; name: string; created_at: Date };
  const likesGiven = await db.query<Person>(
    `select l.profile_id, p.name, l.created_at from likes l join profiles p on p.id = l.profile_id
      where l.member_id = $1 order by l.created_at`,
    [memberId],
  );
  const likesReceived = await db.query<Person>(
    `select p.id as profile_id, p.name, l.created_at from likes l join profiles p on p.member_id = l.member_id
      where l.profile_id = $1 order by l.created_at`,
    [profileId],
  );
  const blocks = await db.query<Person>(
    `select b.profile_id, p.name, b.created_at from blocks b join profiles p on p.id = b.profile_id
      where b.member_id = $1 order by b.created_at`,
    [memberId],
  );
  const reports = await db.query<Person & { reason: string; message: string }>(
    `select r.profile_id, p.name, r.reason, r.message, r.created_at from reports r join profiles p on p.id = r.profile_id
      where r.member_id = $1 order by r.created_at`,
    [memberId],
  );
  const messages = await db.query<{
    conversation: number;
    other_id: number;
    other_name: string;
    mine: boolean;
    text: string;
    created_at: Date;
    read_at: Date | null;
  }>(
    `select c.id as conversation, o.id as other_id, o.name as other_name, m.sender_profile_id = $1 as mine, m.text,
            m.created_at, m.read_at
       from conversations c
       join profiles o on o.id = case when c.profile_low = $1 then c.profile_high else c.profile_low end
       join messages m on m.conversation_id = c.id
      where $1 in (c.profile_low, c.profile_high)
      order by c.id, m.seq`,
    [profileId],
  );
  const orders = await db.query<{
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
  }>(
    `select public_id, status, package_id, credits, premium_days, amount, currency, method, created_at, paid_at
       from orders where member_id = $1 order by created_at`,
    [memberId],
  );
  const ledger = await db.query<{ kind: string; amount: number; order_id: string | null; created_at: Date }>(
    `select l.kind, l.amount, o.public_id as order_id, l.created_at
       from credit_ledger l left join orders o on o.id = l.order_id
      where l.member_id = $1 order by l.created_at, l.id`,
    [memberId],
  );
  const sessions = await db.query<{ created_at: Date; last_seen_at: Date; user_agent: string }>(
    'select created_at, last_seen_at, user_agent from sessions where member_id = $1 and expires_at > now() order by created_at',
    [memberId],
  );
  const pushSubscriptions = await db.query<{ endpoint: string; created_at: Date }>(
    'select endpoint, created_at from push_subscriptions where member_id = $1 order by created_at',
    [memberId],
  );
  const complaints = await db.query<{ reference: string; topic: string; message: string; created_at: Date }>(
    'select reference, topic, message, created_at from complaints where member_id = $1 order by created_at',
    [memberId],
  );

  const person = (row: Person) => ({ profile_id: row.profile_id, name: row.name, created_at: iso(row.created_at) });
  return {
    exported_at: new Date().toISOString(),
    site: { name: site.settings.name, domain: site.settings.domain },
    account: {
      id: account.id,
      email: account.email,
      status: account.status,
      signup_date: iso(account.signup_date),
      activated_at: isoOrNull(account.activated_at),
      language: account.language,
      timezone: account.timezone,
      tracking: account.tracking,
      referrer: account.referrer,
      form_path: account.form_path,
      signup_address: account.signup_ip,
      credits: account.credits,
      premium_until: isoOrNull(account.premium_until),
      paid_user: account.paid_user,
      notification_preferences: {
        messages: account.notify_messages,
        likes: account.notify_likes,
        newsletter: account.notify_newsletter,
      },
    },
    profile: profile
      ? {
          id: profile.id,
          name: profile.name,
          gender: profile.gender,
          date_of_birth: profile.birthdate,
          country: profile.country,
          countryregion: profile.region,
          city: profile.city,
          language: profile.language,
          fields: profile.fields,
          personal: profile.personal,
          status: profile.status,
          created_at: iso(profile.created_at),
          last_active: iso(profile.last_active),
        }
      : null,
    photos: photos.map((photo) => ({
      id: photo.id,
      url: link(photo.filename),
      thumbnail_url: link(photo.thumb_filename),
      main: photo.id === profile?.main_image_id,
      uploaded_at: iso(photo.created_at),
    })),
    likes_given: likesGiven.map(person),
    likes_received: likesReceived.map(person),
    blocks: blocks.map(person),
    reports: reports.map((row) => ({ ...person(row), reason: row.reason, message: row.message })),
    messages: messages.map((row) => ({
      conversation: row.conversation,
      with: { profile_id: row.other_id, name: row.other_name },
      direction: row.mine ? ('sent' as const) : ('received' as const),
      text: row.text,
      created_at: iso(row.created_at),
      read_at: isoOrNull(row.read_at),
    })),
    orders: orders.map((order) => ({
      id: order.public_id,
      status: order.status,
      product: order.package_id === null ? ('premium' as const) : ('credits' as const),
      credits: order.credits,
      premium_days: order.premium_days,
      amount: order.amount,
      currency: order.currency,
      method: order.method,
      created_at: iso(order.created_at),
      paid_at: isoOrNull(order.paid_at),
    })),
    credit_ledger: ledger.map((row) => ({
      kind: row.kind,
      amount: row.amount,
      order_id: row.order_id,
      created_at: iso(row.created_at),
    })),
    sessions: sessions.map((session) => ({
      created_at: iso(session.created_at),
      last_used_at: iso(session.last_seen_at),
      ...deviceOf(session.user_agent),
    })),
    push_subscriptions: pushSubscriptions.map((subscription) => ({
      endpoint_host: URL.canParse(subscription.endpoint) ? new URL(subscription.endpoint).host : '',
      created_at: iso(subscription.created_at),
    })),
    complaints: complaints.map((complaint) => ({ ...complaint, created_at: iso(complaint.created_at) })),
  };
}
