import type { Database } from '../db/database';
import { storeProfileImage } from '../media/profileImages';
import type { ImageStorage } from '../media/storage';
import { enqueueScoring } from '../repositories/photoScoring';
import type { Gender } from 'shared-contracts/api';
import { renderDemoFace, type DemoPhoto } from './demoFaces';

/** New uploads per site for the console's photo queue to show. */
const PER_SITE = 3;

/**
 * A few photos "uploaded" by demo members, as an upload leaves them: pending, with a scoring job, so the server's
 * classifier scores them after start like any upload (docs/operators.md "Demo"). The second site pre-moderates, so
 * its photos stay pending until a moderator decides; the first site's go public and wait for a look.
 */
export async function seedDemoPhotoReview(
  db: Database,
  options: {
    storage: ImageStorage;
    /** A face no profile has yet, as the seed deals them. */
    photoFor: (gender: Gender, age: number) => DemoPhoto;
    siteIds: number[];
    preModeratedSiteId: number | null;
  },
): Promise<void> {
  const { storage } = options;
  if (options.preModeratedSiteId !== null)
    await db.query(`update sites set moderation = '{"mode": "pre", "threshold": 0.8}' where id = $1`, [
      options.preModeratedSiteId,
    ]);
  for (const siteId of options.siteIds) {
    const profiles = await db.query<{ id: number; gender: Gender; age: number }>(
      `select p.id, p.gender, extract(year from age(p.birthdate))::int as age
         from profiles p
        where p.site_id = $1 and p.member_id is not null and not p.fictional and p.status = 'active'
        order by p.id limit $2`,
      [siteId, PER_SITE],
    );
    for (const [index, profile] of profiles.entries()) {
      // Someone of the profile's gender and age, and not its main photo over again: a face of its own.
      const face = options.photoFor(profile.gender, profile.age);
      await renderDemoFace(storage, face.filename);
      const source = await storage.read(face.filename);
      const stored = await storeProfileImage(storage, source);
      await db.transaction(async (tx) => {
        const [photo] = await tx.query<{ id: number }>(
          `insert into profile_images (profile_id, filename, thumb_filename, position, visibility, created_at)
           values ($1, $2, $3, 1, 'pending', now() - make_interval(mins => $4)) returning id`,
          [profile.id, stored.filename, stored.thumbFilename, (PER_SITE - index) * 7],
        );
        await enqueueScoring(tx, (photo as { id: number }).id, siteId);
      });
    }
  }
}
