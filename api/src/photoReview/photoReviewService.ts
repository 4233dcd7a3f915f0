import { PHOTO_NOT_IN_QUEUE, type PhotoDecision } from 'shared-contracts/api/admin';
import type { Queryable } from '../db/database';
import { HttpError } from '../lib/httpErrors';
import type { AuditRepository, OperatorAct } from '../repositories/audit';
import type { PhotoStateBefore } from '../repositories/moderationDecisions';
import type { PhotoReviewRepository, PhotoUnderReview, ReviewQueueRow } from '../repositories/photoReview';
import type { ClaimedScoring, PhotoScoringQueue } from '../repositories/photoScoring';
import type { InTransaction } from '../repositories/transactions';
import type { StatementService } from '../moderation/statements';
import type { NudityScore } from './classifier';

const SYSTEM = { actor: { kind: 'system' } } as const;
const stateOf = (photo: Pick<PhotoUnderReview, 'visibility' | 'needs_review'>) => ({
  visibility: photo.visibility,
  needs_review: photo.needs_review,
});

/**
 * Where a photo in the queue is (pending, or public and not reviewed yet): what reversing a decision on it restores.
 */
const queuedState = (photo: Pick<PhotoUnderReview, 'visibility' | 'needs_review'>): PhotoStateBefore => ({
  visibility: photo.visibility === 'public' ? 'public' : 'pending',
  needs_review: photo.needs_review,
});

/**
 * Photo review (docs/operators.md "Photo review"): what the classifier's score does under the site's settings, and
 * moderators' approvals and rejections. Each runs in one transaction with its decision and audit entry.
 */
export class PhotoReviewService {
  constructor(
    private readonly deps: {
      inTransaction: InTransaction;
      reviews: PhotoReviewRepository;
      queue: PhotoScoringQueue;
      audit: AuditRepository;
      /** Statements of reasons (moderation/statements.ts): one per restricting decision, in its transaction. */
      statements: Pick<StatementService, 'issue'>;
    },
  ) {}

  /**
   * Records a scored job's outcome under the site's settings as they are now: pre-moderation, the photo waits for a
   * moderator; post-moderation, under the threshold it goes public (main if the profile has none) and joins the
   * review queue, at or over it it waits, an automated decision that restricts the member (with its statement).
   * False when the job's claim had expired (another worker has it): then nothing is recorded.
   */
  async applyScore(job: ClaimedScoring, result: NudityScore): Promise<boolean> {
    const { inTransaction, reviews, queue, audit } = this.deps;
    return inTransaction(async (tx) => {
      const photo = await reviews.lock(tx, job.photo_id);
      if (!(await queue.complete(tx, job))) return false;
      if (!photo) return true;
      await reviews.recordScore(tx, photo.id, result);
      const settings = await reviews.moderationOf(tx, photo.site_id);
      const scored = { nudity_score: result.score, classifier: result.classifier };
      let outcome: 'waits' | 'published' | 'held' | 'decided_before' = 'waits';
      // A moderator may have decided before the classifier came round (pre-moderation): the score is kept, nothing else.
      if (photo.visibility !== 'pending' || photo.reviewed_at) outcome = 'decided_before';
      else if (settings.mode === 'post' && result.score < settings.threshold) {
        await reviews.setVisibility(tx, photo, { visibility: 'public', needsReview: true });
        outcome = 'published';
      } else if (settings.mode === 'post') {
        const decisionId = await reviews.recordDecision(tx, {
          siteId: photo.site_id,
          memberId: photo.member_id,
          profileId: photo.profile_id,
          action: 'hold_photo',
          ground: 'nudity',
          facts: `The automated classifier scored the photo ${result.score.toFixed(2)} for nudity, at or over this site's threshold of ${settings.threshold.toFixed(2)}; it stays visible only to its owner until a moderator has looked at it.`,
          operatorId: null,
          photoId: photo.id,
          removed: { photo_id: photo.id, before: queuedState(photo) },
        });
        await this.issueStatement(tx, decisionId);
        outcome = 'held';
      }
      const after = outcome === 'published' ? { visibility: 'public', needs_review: true } : { ...stateOf(photo) };
      await audit.append(tx, {
        ...SYSTEM,
        action: 'photo.scored',
        objectType: 'photo',
        objectId: photo.id,
        siteId: photo.site_id,
        before: stateOf(photo),
        after: { ...after, ...scored, outcome },
        reason: `${settings.mode}-moderation, threshold ${settings.threshold}`,
      });
      return true;
    });
  }

  /**
   * A moderator's decision on a photo in the queue: approve (public, main if the profile has none) or reject with a
   * ground and facts (not shown to others; the main photo passes to the next public one; a statement of reasons).
   * 404 for no such photo, 409 for one no longer waiting (decided meanwhile).
   */
  async decide(act: OperatorAct, decision: PhotoDecision): Promise<ReviewQueueRow> {
    const { inTransaction, reviews, audit } = this.deps;
    if (act.actor.kind !== 'operator') throw new Error('Only an operator decides on photos');
    const operatorId = act.actor.operatorId;
    return inTransaction(async (tx) => {
      const photo = await reviews.lock(tx, decision.photo);
      if (!photo) throw new HttpError(404, 'no_photo', 'No such photo (it may have been deleted by its member)');
      if (photo.visibility !== 'pending' && !photo.needs_review)
        throw new HttpError(409, PHOTO_NOT_IN_QUEUE, 'This photo has already been decided');
      const approved = decision.action === 'approve';
      const visibility = approved ? 'public' : 'rejected';
      await reviews.setVisibility(tx, photo, { visibility, needsReview: false, reviewedBy: operatorId });
      const decisionId = await reviews.recordDecision(tx, {
        siteId: photo.site_id,
        memberId: photo.member_id,
        profileId: photo.profile_id,
        action: approved ? 'approve_photo' : 'reject_photo',
        ground: approved ? '' : decision.ground,
        facts: approved ? '' : decision.facts,
        operatorId,
        photoId: photo.id,
        // What a reversal on appeal restores: the photo as it was, waiting for review (a reversal approves nothing).
        ...(approved ? {} : { removed: { photo_id: photo.id, before: queuedState(photo) } }),
      });
      if (!approved) await this.issueStatement(tx, decisionId);
      await audit.append(tx, {
        ...act,
        action: approved ? 'photo.approved' : 'photo.rejected',
        objectType: 'photo',
        objectId: photo.id,
        siteId: photo.site_id,
        before: stateOf(photo),
        after: { visibility, needs_review: false, decision_id: decisionId },
        reason: approved ? '' : `${decision.ground}: ${decision.facts}`,
      });
      return (await reviews.queueRow(tx, photo.id)) as ReviewQueueRow;
    });
  }

  /**
   * THE one place a photo decision's statement of reasons (DSA art. 17: facts, ground, automated or not, how to
   * appeal; by mail and in /notifications, in the member's language) is issued, inside the decision's transaction.
   * The outbox worker sends its mail at its next poll.
   */
  private async issueStatement(tx: Queryable, decisionId: number): Promise<void> {
    await this.deps.statements.issue(tx, decisionId);
  }
}
