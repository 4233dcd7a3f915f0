import { NsfwClassifier } from '../photoReview/classifier';
import { PhotoReviewService } from '../photoReview/photoReviewService';
import { defaultScoringTiming, PhotoScoringWorker } from '../photoReview/scoringWorker';
import { PhotoReviewRepository } from '../repositories/photoReview';
import { PhotoScoringQueue } from '../repositories/photoScoring';
import { PhotoRepository } from '../repositories/photos';
import { DemoFaceFiles } from '../seed/demoFaceFiles';
import { coreDomain, type CoreServices } from './core';
import { defineDomain, warnUnlessSilent } from './domain';
import { moderationDomain, type ModerationServices } from './moderation';

/** Members' photos, their review (docs/operators.md "Photo review") and the demo's faces. */
export interface PhotosServices {
  photos: PhotoRepository;
  /** Photo review: the queue and decisions, and the classifier's worker (started and stopped with the app). */
  photoReviews: PhotoReviewRepository;
  photoReview: PhotoReviewService;
  photoScoring: PhotoScoringWorker;
  /** The demo's faces, drawn when first asked for (routes/web/cdn.ts). */
  demoFaces: DemoFaceFiles;
}

export const photosDomain = defineDomain<CoreServices & ModerationServices, PhotosServices>({
  name: 'photos',
  dependencies: [coreDomain, moderationDomain],
  create: ({ config, db, inTransaction, audit, storage, statements }, options) => {
    const photos = new PhotoRepository(db);
    const photoReviews = new PhotoReviewRepository(db);
    const queue = new PhotoScoringQueue(db);
    const photoReview = new PhotoReviewService({ inTransaction, reviews: photoReviews, queue, audit, statements });
    return {
      photos,
      photoReviews,
      photoReview,
      // The classifier's model loads on the first photo.
      photoScoring: new PhotoScoringWorker({
        queue,
        storage,
        classifier: new NsfwClassifier(),
        reviews: photoReview,
        timing: { ...defaultScoringTiming, ...options.scoring },
        recoverClaims: db.kind === 'pglite',
        warn: warnUnlessSilent(config),
      }),
      demoFaces: new DemoFaceFiles(storage, async (filename) => (await photos.fileAccess(filename)) !== null),
    };
  },
  // Every server process scores queued photos (docs/operators.md "Photo review").
  start: ({ photoScoring }) => {
    photoScoring.start();
    return () => photoScoring.stop();
  },
});
