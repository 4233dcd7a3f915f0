import type { MyData } from 'shared-contracts/api/account';
import { mailOrigin } from '../mail/links';
import type { AccountRow, MemberDataRepository, PersonRow } from '../repositories/memberData';
import type { Site } from '../repositories/sites';
import { deviceOf } from './sessionDevices';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** The account as the download has it (the console's member page shows the same, and more). */
export function accountView(account: AccountRow): MyData['account'] {
  return {
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
  };
}

/**
 * "Download my data" (docs/product.md "Privacy rights"): everything stored about the member, for GDPR access and
 * portability. Other members appear only by profile id and name, and only where the member's own data names them
 * (likes, blocks, reports, conversations); secrets (password hash, session and push keys, tokens) never.
 */
export async function exportMemberData(
  data: MemberDataRepository,
  site: Site,
  memberId: number,
  publicOrigin: string | undefined,
): Promise<MyData | null> {
  const account = await data.account(site.id, memberId);
  if (!account) return null;
  const profile = await data.profile(memberId);
  const profileId = profile?.id ?? 0;
  const origin = mailOrigin(site, publicOrigin);
  const link = (file: string) => new URL(`${site.settings.cdn_prefix}${file}`, origin).toString();

  const photos = await data.photos(profileId);
  const likesGiven = await data.likesGiven(memberId);
  const likesReceived = await data.likesReceived(profileId);
  const blocks = await data.blocks(memberId);
  const reports = await data.reports(memberId);
  const messages = await data.messages(profileId);
  const orders = await data.orders(memberId);
  const ledger = await data.creditLedger(memberId);
  const sessions = await data.sessions(memberId);
  const pushSubscriptions = await data.pushSubscriptions(memberId);
  const complaints = await data.complaints(memberId);

  const person = (row: PersonRow) => ({ profile_id: row.profile_id, name: row.name, created_at: iso(row.created_at) });
  return {
    exported_at: new Date().toISOString(),
    site: { name: site.settings.name, domain: site.settings.domain },
    account: accountView(account),
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
