import {
  defaultModerationSettings,
  moderationSettingsSchema,
  type ModerationAction,
  type ModerationSettings,
  type PhotoVisibility,
} from 'shared-contracts/api';
import type { Queryable, SqlValue } from '../db/database';
import { isoOrNull } from '../lib/isoTime';
import type { Removed } from './moderationDecisions';
import { FIRST_PUBLIC_PHOTO } from './photos';

/** A photo and its profile, locked for a decision. */
export interface PhotoUnderReview {
  id: number;
  profile_id: number;
  site_id: number;
  member_id: number | null;
  main_image_id: number | null;
  visibility: PhotoVisibility;
  needs_review: boolean;
  nudity_score: number | null;
  reviewed_at: Date | null;
}

export interface ReviewQueueRow {
  id: number;
  site_id: number;
  visibility: PhotoVisibility;
  needs_review: boolean;
  nudity_score: number | null;
  nudity_classes: Record<string, number> | null;
  created_at: Date;
  scored_at: Date | null;
  scoring_error: string | null;
  profile_id: number;
  member_id: number | null;
  member_name: string;
  member_email: string | null;
  filename: string;
  thumb_filename: string;
}

export interface PhotoFiles {
  filename: string;
  thumb_filename: string;
  visibility: PhotoVisibility;
  profile_id: number;
  site_id: number;
}

export interface NewDecision {
  siteId: number;
  memberId: number | null;
  profileId: number;
  action: ModerationAction;
  ground: string;
  facts: string;
  operatorId: number | null;
  photoId: number;
  removed?: Removed;
}

/** What a queue page shows of a photo: waiting (pending) or public and not looked at yet. */
const QUEUE_STATES = {
  all: `(i.needs_review or i.visibility = 'pending')`,
  pending: `i.visibility = 'pending'`,
  needs_review: `i.needs_review`,
} as const;

const QUEUE_COLUMNS = `i.id, p.site_id, i.visibility, i.needs_review, i.nudity_score, i.nudity_classes, i.created_at,
  i.scored_at, case when j.status = 'failed' or j.attempts > 1 then nullif(j.error, '') end as scoring_error,
  p.id as profile_id, p.member_id, p.name as member_name, m.email as member_email, i.filename, i.thumb_filename`;
const QUEUE_FROM = `profile_images i join profiles p on p.id = i.profile_id left join members m on m.id = p.member_id
  left join photo_scoring_jobs j on j.photo_id = i.id`;

/** Narrows a count of the queue to a site's photos ($1), or to none of them: every site's. */
const onSite = (siteId: number | undefined) =>
  siteId === undefined ? '' : 'join profiles p on p.id = i.profile_id and p.site_id = $1';

/**
 * Photo review (docs/operators.md "Photo review"): the classifier's outcome, moderators' queue and decisions. Every
 * write takes the caller's transaction, where the audit entry (and the statement) are written too.
 */
export class PhotoReviewRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * The site's moderation settings as they are now (not the request cache's copy), so a change in the console
   * applies to the next photo scored. A stored value the schema refuses counts as the default.
   */
  async moderationOf(tx: Queryable, siteId: number): Promise<ModerationSettings> {
    const [row] = await tx.query<{ moderation: unknown }>('select moderation from sites where id = $1', [siteId]);
    const parsed = moderationSettingsSchema.safeParse(row?.moderation);
    return parsed.success ? parsed.data : defaultModerationSettings;
  }

  /**
   * Locks the photo's profile, then the photo (the order PhotoRepository's changes lock in), so a decision and the
   * member's own change (delete, make main) come one after the other. Null when the photo is gone.
   */
  async lock(tx: Queryable, photoId: number): Promise<PhotoUnderReview | null> {
    const [profile] = await tx.query<{ id: number }>(
      'select p.id from profiles p where p.id = (select profile_id from profile_images where id = $1) for update',
      [photoId],
    );
    if (!profile) return null;
    const [row] = await tx.query<PhotoUnderReview>(
      `select i.id, i.profile_id, p.site_id, p.member_id, p.main_image_id, i.visibility, i.needs_review,
              i.nudity_score, i.reviewed_at
         from profile_images i join profiles p on p.id = i.profile_id
        where i.id = $1 and i.profile_id = $2 for update of i`,
      [photoId, profile.id],
    );
    return row ?? null;
  }

  async recordScore(
    tx: Queryable,
    photoId: number,
    score: { score: number; classes: Record<string, number>; classifier: string },
  ): Promise<void> {
    await tx.query(
      `update profile_images set nudity_score = $2, nudity_classes = $3, classifier = $4, scored_at = now() where id = $1`,
      [photoId, score.score, JSON.stringify(score.classes), score.classifier],
    );
  }

  /**
   * Sets who may see the photo; `reviewedBy` records the moderator who decided. A photo that is not public stops
   * being the main one (the first public photo left takes over); a public photo becomes main on a profile without one.
   */
  async setVisibility(
    tx: Queryable,
    photo: Pick<PhotoUnderReview, 'id' | 'profile_id'>,
    change: { visibility: PhotoVisibility; needsReview: boolean; reviewedBy?: number },
  ): Promise<void> {
    await tx.query(
      `update profile_images set visibility = $2, needs_review = $3,
              reviewed_by = coalesce($4, reviewed_by), reviewed_at = case when $4::int is null then reviewed_at else now() end
        where id = $1`,
      [photo.id, change.visibility, change.needsReview, change.reviewedBy ?? null],
    );
    if (change.visibility === 'public') {
      await tx.query('update profiles set main_image_id = $2 where id = $1 and main_image_id is null', [
        photo.profile_id,
        photo.id,
      ]);
    } else {
      await tx.query(
        `update profiles p set main_image_id = ${FIRST_PUBLIC_PHOTO('p.id')} where id = $1 and main_image_id = $2`,
        [photo.profile_id, photo.id],
      );
    }
  }

  /** Records a decision (migration 019: by an operator, or automated when `operatorId` is null); answers its id. */
  async recordDecision(tx: Queryable, decision: NewDecision): Promise<number> {
    const [row] = await tx.query<{ id: number }>(
      `insert into moderation_decisions (site_id, member_id, profile_id, action, ground, facts, automated, operator_id, photo_id, removed)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
      [
        decision.siteId,
        decision.memberId,
        decision.profileId,
        decision.action,
        decision.ground,
        decision.facts,
        decision.operatorId === null,
        decision.operatorId,
        decision.photoId,
        decision.removed === undefined ? null : JSON.stringify(decision.removed),
      ],
    );
    return (row as { id: number }).id;
  }

  /** The queue of a site, or of every site (`siteId` undefined), oldest first, by keyset (`after`: the last id before). */
  async queue(
    siteId: number | undefined,
    options: { state?: 'pending' | 'needs_review'; after?: number; limit: number },
  ): Promise<ReviewQueueRow[]> {
    const params: SqlValue[] = [options.after ?? 0, options.limit, ...(siteId === undefined ? [] : [siteId])];
    return this.db.query<ReviewQueueRow>(
      `select ${QUEUE_COLUMNS} from ${QUEUE_FROM}
        where ${QUEUE_STATES[options.state ?? 'all']} and i.id > $1 ${siteId === undefined ? '' : 'and p.site_id = $3'}
        order by i.id limit $2`,
      params,
    );
  }

  /** One photo as the queue shows it (after a decision), or null. */
  async queueRow(tx: Queryable, photoId: number): Promise<ReviewQueueRow | null> {
    const [row] = await tx.query<ReviewQueueRow>(`select ${QUEUE_COLUMNS} from ${QUEUE_FROM} where i.id = $1`, [
      photoId,
    ]);
    return row ?? null;
  }

  /** What waits in the queue of a site, or of every site (`siteId` undefined), in each of its two states. */
  async counts(siteId: number | undefined): Promise<{ pending: number; needs_review: number }> {
    const [row] = await this.db.query<{ pending: number; needs_review: number }>(
      `select count(*) filter (where i.visibility = 'pending')::int as pending,
              count(*) filter (where i.needs_review)::int as needs_review
         from profile_images i ${onSite(siteId)}
        where ${QUEUE_STATES.all}`,
      siteId === undefined ? [] : [siteId],
    );
    return row ?? { pending: 0, needs_review: 0 };
  }

  /**
   * The photos waiting on a site or on every site, and since when the oldest (its upload): the queue's own filter,
   * which the partial index profile_images_review holds, so the count reads only the queue.
   */
  async waiting(siteId: number | undefined): Promise<{ waiting: number; oldest_at: string | null }> {
    const [row] = await this.db.query<{ waiting: number; oldest_at: Date | null }>(
      `select count(*)::int as waiting, min(i.created_at) as oldest_at
         from profile_images i ${onSite(siteId)}
        where ${QUEUE_STATES.all}`,
      siteId === undefined ? [] : [siteId],
    );
    return { waiting: row?.waiting ?? 0, oldest_at: isoOrNull(row?.oldest_at ?? null) };
  }

  /** A photo's files, and whose it is and who may see it: the console reads any, and audits those not public. */
  async files(photoId: number): Promise<PhotoFiles | null> {
    const [row] = await this.db.query<PhotoFiles>(
      `select i.filename, i.thumb_filename, i.visibility, i.profile_id, p.site_id
         from profile_images i join profiles p on p.id = i.profile_id where i.id = $1`,
      [photoId],
    );
    return row ?? null;
  }
}
