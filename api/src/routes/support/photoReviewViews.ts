import type { ModerationSettings } from 'shared-contracts/api';
import type { ReviewPhoto } from 'shared-contracts/api/admin';
import type { ReviewQueueRow } from '../../repositories/photoReview';

/** A queue row as the console gets it: dates as ISO strings, the score judged by the site's threshold. */
export function reviewPhotoView(row: ReviewQueueRow, moderation: ModerationSettings | null): ReviewPhoto {
  return {
    id: row.id,
    site_id: row.site_id,
    visibility: row.visibility,
    needs_review: row.needs_review,
    nudity_score: row.nudity_score,
    classes: row.nudity_classes,
    over_threshold: row.nudity_score !== null && moderation !== null && row.nudity_score >= moderation.threshold,
    uploaded_at: row.created_at.toISOString(),
    scored_at: row.scored_at?.toISOString() ?? null,
    scoring_error: row.scoring_error,
    profile_id: row.profile_id,
    member_id: row.member_id,
    member_name: row.member_name,
    member_email: row.member_email,
  };
}
