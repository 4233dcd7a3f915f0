import type { DecisionRow, ModeratedMember } from 'shared-contracts/api/admin';
import type { ModerationAction, PhotoVisibility, Restriction } from 'shared-contracts/api';
import { ageOn } from 'shared-contracts/api/signup';
import type { Database, Queryable } from '../db/database';
import { iso, isoOrNull } from '../lib/isoTime';

/** The profile a decision concerns, read under lock. */
interface TargetProfile {
  profile_id: number;
  site_id: number;
  profile_status: string;
  fields: Record<string, string>;
  main_image_id: number | null;
  member_id: number | null;
}

/** Its member's account, read under lock after the profile. */
interface TargetAccount {
  member_status: string | null;
  restriction: Restriction | null;
  restricted_until: Date | null;
  restriction_decision_id: number | null;
}

/** What a decision needs of the member it concerns, read under lock (the profile's row, then the member's). */
export type DecisionTarget = TargetProfile & TargetAccount;

/** Where a photo was before a decision took it out of sight or held it back: all that a reversal may put back. */
export interface PhotoStateBefore {
  visibility: 'pending' | 'public';
  needs_review: boolean;
}

/**
 * A photo waiting for a moderator: what a reversal restores when the decision did not record the state before (one
 * made before it did). Never public: a reversal must not publish a photo no moderator approved.
 */
export const PHOTO_WAITING: PhotoStateBefore = { visibility: 'pending', needs_review: false };

/** What a decision removed, kept so that a reversal can restore it (moderation_decisions.removed). */
export type Removed = { photo_id: number; before?: PhotoStateBefore } | { fields: Record<string, string> };

export interface NewDecision {
  siteId: number;
  caseId: number | null;
  memberId: number | null;
  profileId: number | null;
  action: ModerationAction;
  ground: string;
  facts: string;
  automated: boolean;
  operatorId: number | null;
  photoId: number | null;
  removed: Removed | null;
  suspendedUntil: Date | null;
  requestId: string | null;
}

/** A decision as its reversal and its statement read it. */
export interface StoredDecision {
  id: number;
  site_id: number;
  case_id: number | null;
  member_id: number | null;
  profile_id: number | null;
  action: ModerationAction;
  ground: string;
  facts: string;
  automated: boolean;
  operator_id: number | null;
  photo_id: number | null;
  removed: Removed | null;
  suspended_until: Date | null;
  created_at: Date;
  reversed_at: Date | null;
}

const DECISION_COLUMNS = `d.id, d.site_id, d.case_id, d.member_id, d.profile_id, d.action, d.ground, d.facts, d.automated,
  d.operator_id, d.photo_id, d.removed, d.suspended_until, d.created_at, d.reversed_at`;

/** The field names a decision's `removed` holds. */
export const removedFieldsOf = (removed: Removed | null): string[] =>
  removed && 'fields' in removed ? Object.keys(removed.fields) : [];

type DecisionRecord = StoredDecision & {
  operator_name: string | null;
  appeal_id: number | null;
  appeal_status: 'open' | 'upheld' | 'reversed' | null;
};

function toDecisionRow(row: DecisionRecord): DecisionRow {
  return {
    id: row.id,
    case_id: row.case_id,
    profile_id: row.profile_id,
    action: row.action,
    ground: row.ground,
    facts: row.facts,
    automated: row.automated,
    operator: row.operator_id === null ? null : { id: row.operator_id, name: row.operator_name ?? '' },
    created_at: iso(row.created_at),
    suspended_until: isoOrNull(row.suspended_until),
    photo_id: row.photo_id,
    removed_fields: removedFieldsOf(row.removed),
    reversed_at: isoOrNull(row.reversed_at),
    appeal:
      row.appeal_id === null || row.appeal_status === null ? null : { id: row.appeal_id, status: row.appeal_status },
  };
}

const DECISION_ROW_SELECT = `
  select ${DECISION_COLUMNS}, o.name as operator_name, a.id as appeal_id, a.status as appeal_status
    from moderation_decisions d
    left join operators o on o.id = d.operator_id
    left join moderation_statements st on st.decision_id = d.id
    left join moderation_appeals a on a.statement_id = st.id`;

/**
 * Moderation decisions and what they do to a member (docs/operators.md "Trust & safety: the model"): restrictions,
 * removed photos and texts, each kept so that a reversal restores it. Every write takes the decision's transaction.
 */
export class DecisionRepository {
  constructor(private readonly db: Database) {}

  /** Locks the profile and its member for a decision (in that order, as every decision does: no deadlock). */
  async lockTarget(tx: Queryable, profileId: number): Promise<DecisionTarget | null> {
    const [profile] = await tx.query<TargetProfile>(
      `select id as profile_id, site_id, status as profile_status, fields, main_image_id, member_id
         from profiles where id = $1 for update`,
      [profileId],
    );
    if (!profile) return null;
    const [member] =
      profile.member_id === null
        ? []
        : await tx.query<TargetAccount>(
            `select status as member_status, restriction, restricted_until, restriction_decision_id
               from members where id = $1 for update`,
            [profile.member_id],
          );
    const none: TargetAccount = {
      member_status: null,
      restriction: null,
      restricted_until: null,
      restriction_decision_id: null,
    };
    return { ...profile, ...(member ?? none) };
  }

  /** The decision a form's request id made, if it was sent before. */
  async byRequestId(tx: Queryable, requestId: string): Promise<StoredDecision | null> {
    const [row] = await tx.query<StoredDecision>(
      `select ${DECISION_COLUMNS} from moderation_decisions d where d.request_id = $1`,
      [requestId],
    );
    return row ?? null;
  }

  async insert(tx: Queryable, decision: NewDecision): Promise<number> {
    const [row] = await tx.query<{ id: number }>(
      `insert into moderation_decisions (site_id, case_id, member_id, profile_id, action, ground, facts, automated,
                                         operator_id, photo_id, removed, suspended_until, request_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
      [
        decision.siteId,
        decision.caseId,
        decision.memberId,
        decision.profileId,
        decision.action,
        decision.ground,
        decision.facts,
        decision.automated,
        decision.operatorId,
        decision.photoId,
        decision.removed === null ? null : JSON.stringify(decision.removed),
        decision.suspendedUntil,
        decision.requestId,
      ],
    );
    return (row as { id: number }).id;
  }

  /** A decision locked for its reversal. */
  async lock(tx: Queryable, decisionId: number): Promise<StoredDecision | null> {
    const [row] = await tx.query<StoredDecision>(
      `select ${DECISION_COLUMNS} from moderation_decisions d where d.id = $1 for update`,
      [decisionId],
    );
    return row ?? null;
  }

  async markReversed(tx: Queryable, decisionId: number): Promise<void> {
    await tx.query('update moderation_decisions set reversed_at = now() where id = $1', [decisionId]);
  }

  /** The profile texts a decision removed, as they were (an appeal's reviewer reads them again). */
  async removedTexts(decisionId: number): Promise<Record<string, string>> {
    const [row] = await this.db.query<{ removed: Removed | null }>(
      'select removed from moderation_decisions where id = $1',
      [decisionId],
    );
    return row?.removed && 'fields' in row.removed ? row.removed.fields : {};
  }

  async row(decisionId: number, db: Queryable = this.db): Promise<DecisionRow | null> {
    const [row] = await db.query<DecisionRecord>(`${DECISION_ROW_SELECT} where d.id = $1`, [decisionId]);
    return row ? toDecisionRow(row) : null;
  }

  /** Every decision on the profile or its member, newest first (the case page's history). */
  async history(profileId: number, memberId: number | null, limit = 100): Promise<DecisionRow[]> {
    const rows = await this.db.query<DecisionRecord>(
      `${DECISION_ROW_SELECT}
        where d.profile_id = $1 or ($2::int is not null and d.member_id = $2)
        order by d.created_at desc, d.id desc limit $3`,
      [profileId, memberId, limit],
    );
    return rows.map(toDecisionRow);
  }

  /**
   * Suspends or bans the member, and takes the profile out of search, likes, landers and chats (status 'restricted'),
   * remembering what lifting it restores. A suspension replacing another keeps the first one's remembered status.
   */
  async restrict(
    tx: Queryable,
    target: { memberId: number; profileId: number },
    restriction: { kind: Restriction; until: Date | null; decisionId: number },
  ): Promise<void> {
    await tx.query(
      `update members set restriction = $2, restricted_until = $3, restriction_decision_id = $4 where id = $1`,
      [target.memberId, restriction.kind, restriction.until, restriction.decisionId],
    );
    await tx.query(
      `update profiles set status_before_restriction = case when status = 'restricted' then status_before_restriction else status end,
              status = 'restricted'
        where id = $1 and status in ('active', 'pending', 'restricted')`,
      [target.profileId],
    );
  }

  /** Lifts the member's restriction: the profile is what it was before (pending or active). */
  async lift(tx: Queryable, target: { memberId: number; profileId: number | null }): Promise<void> {
    await tx.query(
      'update members set restriction = null, restricted_until = null, restriction_decision_id = null where id = $1',
      [target.memberId],
    );
    await tx.query(
      `update profiles set status = coalesce(status_before_restriction, 'active'), status_before_restriction = null
        where member_id = $1 and status = 'restricted'`,
      [target.memberId],
    );
  }

  /**
   * Suspensions whose time is up, locked for lifting: SKIP LOCKED lets every process sweep at once without taking
   * the same member twice.
   */
  async expiredSuspensions(tx: Queryable, limit: number): Promise<{ member_id: number; site_id: number }[]> {
    return tx.query<{ member_id: number; site_id: number }>(
      `select id as member_id, site_id from members
        where restriction = 'suspended' and restricted_until <= now()
        order by restricted_until limit $1 for update skip locked`,
      [limit],
    );
  }

  /**
   * Takes a photo out of sight ('removed'), answering where it was (for a reversal): 'not_found' when it is not the
   * profile's, 'unchanged' when it is removed or rejected already. A removed main photo hands over to the next public
   * one, or to none.
   */
  async removePhoto(
    tx: Queryable,
    profileId: number,
    photoId: number,
  ): Promise<{ before: PhotoStateBefore } | 'unchanged' | 'not_found'> {
    const [photo] = await tx.query<{ visibility: PhotoVisibility; needs_review: boolean }>(
      'select visibility, needs_review from profile_images where id = $1 and profile_id = $2 for update',
      [photoId, profileId],
    );
    if (!photo) return 'not_found';
    if (photo.visibility !== 'pending' && photo.visibility !== 'public') return 'unchanged';
    await tx.query(`update profile_images set visibility = 'removed', needs_review = false where id = $1`, [photoId]);
    await tx.query(
      `update profiles p set main_image_id = (
         select id from profile_images where profile_id = p.id and visibility = 'public' order by position, id limit 1)
        where p.id = $1 and p.main_image_id = $2`,
      [profileId, photoId],
    );
    return { before: { visibility: photo.visibility, needs_review: photo.needs_review } };
  }

  /**
   * Puts a photo that a decision left `left` (removed, rejected, or held pending) back where it was before: public
   * (main when the profile has none) or pending, with its review mark; a photo waiting for review again has no
   * reviewer (a rejection's review was undone with it). False when the photo is no longer as the decision left it (its
   * member deleted it, or a moderator decided on it since): then nothing changes.
   */
  async restorePhoto(
    tx: Queryable,
    photo: { profileId: number; photoId: number; left: PhotoVisibility },
    before: PhotoStateBefore,
  ): Promise<boolean> {
    const restored = await tx.query(
      `update profile_images set visibility = $4, needs_review = $5,
              reviewed_by = case when $4 = 'pending' or $5 then null else reviewed_by end,
              reviewed_at = case when $4 = 'pending' or $5 then null else reviewed_at end
        where id = $1 and profile_id = $2 and visibility = $3 returning id`,
      [photo.photoId, photo.profileId, photo.left, before.visibility, before.needs_review],
    );
    if (!restored.length) return false;
    if (before.visibility === 'public')
      await tx.query('update profiles set main_image_id = coalesce(main_image_id, $2) where id = $1', [
        photo.profileId,
        photo.photoId,
      ]);
    return true;
  }

  /** Sets the profile's about-me texts (the decision's lock is held). */
  async setFields(tx: Queryable, profileId: number, fields: Record<string, string>): Promise<void> {
    await tx.query('update profiles set fields = $2 where id = $1', [profileId, JSON.stringify(fields)]);
  }

  /** The member as the case and appeal pages show them: account, profile, every photo with its state. */
  async moderatedMember(profileId: number): Promise<ModeratedMember | null> {
    const [row] = await this.db.query<{
      id: number;
      site_id: number;
      name: string;
      status: string;
      gender: string | null;
      birthdate: string | null;
      country: string;
      city: string;
      language: string;
      fictional: boolean;
      fields: Record<string, string>;
      main_image_id: number | null;
      member_id: number | null;
      email: string | null;
      member_status: string | null;
      restriction: Restriction | null;
      restricted_until: Date | null;
      signup_date: Date | null;
      text_fields: string[] | null;
    }>(
      `select p.id, p.site_id, p.name, p.status, p.gender, p.birthdate::text as birthdate, p.country, p.city, p.language,
              p.fictional, p.fields, p.main_image_id, m.id as member_id, m.email, m.status as member_status,
              m.restriction, m.restricted_until, m.signup_date, s.settings -> 'visible_profile_notes' as text_fields
         from profiles p join sites s on s.id = p.site_id left join members m on m.id = p.member_id
        where p.id = $1`,
      [profileId],
    );
    if (!row) return null;
    const photos = await this.db.query<{
      id: number;
      thumb_filename: string;
      filename: string;
      visibility: ModeratedMember['profile']['photos'][number]['visibility'];
      needs_review: boolean;
      nudity_score: number | null;
    }>(
      `select id, thumb_filename, filename, visibility, needs_review, nudity_score from profile_images
        where profile_id = $1 order by position, id`,
      [profileId],
    );
    return {
      profile: {
        id: row.id,
        site_id: row.site_id,
        name: row.name,
        status: row.status,
        gender: row.gender,
        age: row.birthdate ? ageOn(row.birthdate, new Date()) : null,
        country: row.country,
        city: row.city,
        language: row.language,
        fictional: row.fictional,
        fields: row.fields,
        text_fields: row.text_fields ?? [],
        photos: photos.map((photo) => ({ ...photo, main: photo.id === row.main_image_id })),
      },
      account:
        row.member_id === null || row.signup_date === null
          ? null
          : {
              id: row.member_id,
              email: row.email ?? '',
              status: row.member_status ?? '',
              restriction: row.restriction,
              restricted_until: isoOrNull(row.restricted_until),
              signup_date: iso(row.signup_date),
            },
    };
  }
}
