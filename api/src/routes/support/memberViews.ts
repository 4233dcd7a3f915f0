import { ageOn } from 'shared-contracts/api/signup';
import type { LedgerKind, MemberDetails, MemberOrder, MemberRow } from 'shared-contracts/api/admin';
import type { ModerationAction } from 'shared-contracts/api';
import type {
  LedgerPageRow,
  MemberAccountRow,
  MemberDecisionRow,
  MemberOrderRow,
  MemberPhotoRow,
  MemberProfileRow,
  MemberReportRow,
} from '../../repositories/memberDetails';
import type { MemberSearchRow } from '../../repositories/memberSearch';
import type { Site } from '../../repositories/sites';
import { accountView } from '../../account/myData';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** A member in the console's list. */
export function memberRowView(row: MemberSearchRow): MemberRow {
  return {
    id: row.id,
    profile_id: row.profile_id,
    site_id: row.site_id,
    site_name: row.site_name,
    email: row.email,
    name: row.name,
    country: row.country,
    status: row.status,
    restriction: row.restriction,
    signup_date: iso(row.signup_date),
    last_active: iso(row.last_active),
    credits: row.credits,
    paid_user: row.paid_user,
  };
}

function reportView(row: MemberReportRow) {
  return {
    id: row.id,
    case_id: row.case_id,
    case_status: row.case_status,
    other: { profile_id: row.other_profile_id, member_id: row.other_member_id, name: row.other_name },
    reason: row.reason,
    message: row.message,
    conversation_id: row.conversation_id,
    created_at: iso(row.created_at),
  };
}

function decisionView(row: MemberDecisionRow): MemberDetails['moderation'][number] {
  return {
    id: row.id,
    case_id: row.case_id,
    action: row.action as ModerationAction,
    ground: row.ground,
    facts: row.facts,
    automated: row.automated,
    operator: row.operator,
    photo_id: row.photo_id,
    suspended_until: isoOrNull(row.suspended_until),
    created_at: iso(row.created_at),
    reversed_at: isoOrNull(row.reversed_at),
    statement:
      row.statement_id === null
        ? null
        : {
            id: row.statement_id,
            locale: row.statement_locale ?? '',
            created_at: iso(row.statement_at as Date),
            appeal_until: iso(row.appeal_until as Date),
            seen_at: isoOrNull(row.seen_at),
          },
    appeal:
      row.appeal_id === null || row.appeal_status === null
        ? null
        : {
            id: row.appeal_id,
            status: row.appeal_status,
            created_at: iso(row.appeal_at as Date),
            decided_at: isoOrNull(row.appeal_decided_at),
          },
  };
}

/**
 * The member page. Photo links are the site's CDN's, as its pages show them; the CDN serves a photo that is not public
 * only to its member, so the console shows those through GET /api/admin/photofile.php.
 */
export function memberDetailsView(
  site: Site,
  parts: {
    account: MemberAccountRow;
    profile: MemberProfileRow | null;
    photos: MemberPhotoRow[];
    filed: MemberReportRow[];
    received: MemberReportRow[];
    decisions: MemberDecisionRow[];
  },
): MemberDetails {
  const { account, profile } = parts;
  const link = (file: string) => `${site.settings.cdn_prefix}${file}`;
  return {
    account: {
      ...accountView(account),
      site: { id: account.site_id, name: account.site_name },
      status: account.status,
      restriction: account.restriction,
      restricted_until: isoOrNull(account.restricted_until),
      confirmed: account.status !== 'not_confirmed',
      open_sessions: account.open_sessions,
    },
    profile: profile && {
      id: profile.id,
      name: profile.name,
      gender: profile.gender,
      date_of_birth: profile.birthdate,
      age: profile.birthdate ? ageOn(profile.birthdate, new Date()) : null,
      country: profile.country,
      region: profile.region,
      region_name: profile.region_name,
      city: profile.city,
      language: profile.language,
      fields: profile.fields,
      personal: profile.personal,
      status: profile.status,
      last_active: iso(profile.last_active),
      created_at: iso(profile.created_at),
    },
    photos: parts.photos.map((photo) => ({
      id: photo.id,
      url: link(photo.filename),
      thumbnail_url: link(photo.thumb_filename),
      main: photo.id === profile?.main_image_id,
      visibility: photo.visibility,
      needs_review: photo.needs_review,
      nudity_score: photo.nudity_score,
      uploaded_at: iso(photo.created_at),
      reviewed_at: isoOrNull(photo.reviewed_at),
    })),
    reports_filed: { items: parts.filed.map(reportView), total: parts.filed[0]?.total ?? 0 },
    reports_received: { items: parts.received.map(reportView), total: parts.received[0]?.total ?? 0 },
    moderation: parts.decisions.map(decisionView),
    totals: { ledger: account.ledger_total, orders: account.orders_total },
  };
}

export function ledgerEntryView(row: LedgerPageRow) {
  return {
    id: row.id,
    kind: row.kind as LedgerKind,
    amount: row.amount,
    order_id: row.order_id,
    balance_after: row.balance_after,
    created_at: iso(row.created_at),
  };
}

/** An order on the member page (what is refundable counts the refunds still pending); `isTest` says whether its provider takes test payments. */
export function memberOrderView(row: MemberOrderRow, isTest: (provider: string) => boolean): MemberOrder {
  const pending = row.refunds.filter((refund) => refund.status === 'pending').reduce((sum, r) => sum + r.amount, 0);
  return {
    row: row.row,
    id: row.public_id,
    status: row.status as MemberOrder['status'],
    product: row.plan_id === null ? 'credits' : 'premium',
    credits: row.credits,
    premium_days: row.premium_days,
    amount: row.amount,
    currency: row.currency,
    country: row.country,
    method: row.method,
    provider: row.provider,
    test: isTest(row.provider),
    discount_code: row.discount_code,
    created_at: iso(row.created_at),
    paid_at: isoOrNull(row.paid_at),
    refunded_amount: row.refunded_amount,
    charged_back_amount: row.charged_back_amount,
    refundable:
      row.status === 'paid' ? Math.max(0, row.amount - row.refunded_amount - row.charged_back_amount - pending) : 0,
    refunds: row.refunds.map((refund) => ({ ...refund, created_at: new Date(refund.created_at).toISOString() })),
  };
}
