import type { Database } from '../db/database';

export interface Photo {
  id: number;
  thumb_filename: string;
}

/** Profile photos: the files are in ImageStorage, their rows here. */
export class PhotoRepository {
  constructor(private readonly db: Database) {}

  /** Adds a photo to the member's profile, as main photo when it has none; answers all photos, the new one last. */
  async add(memberId: number, image: { filename: string; thumbFilename: string }): Promise<Photo[]> {
    return this.db.transaction(async (tx) => {
      const [profile] = await tx.query<{ id: number }>('select id from profiles where member_id = $1 for update', [
        memberId,
      ]);
      if (!profile) return [];
      const [created] = await tx.query<{ id: number }>(
        `insert into profile_images (profile_id, filename, thumb_filename, position)
         values ($1, $2, $3, (select coalesce(max(position), -1) + 1 from profile_images where profile_id = $1)) returning id`,
        [profile.id, image.filename, image.thumbFilename],
      );
      await tx.query('update profiles set main_image_id = coalesce(main_image_id, $2) where id = $1', [
        profile.id,
        (created as { id: number }).id,
      ]);
      return tx.query<Photo>(
        'select id, thumb_filename from profile_images where profile_id = $1 order by position, id',
        [profile.id],
      );
    });
  }

  /** Every photo of a profile with its full-size file, the main one first, for the profile page. */
  async forProfilePage(profileId: number, mainImageId: number | null): Promise<(Photo & { filename: string })[]> {
    return this.db.query<Photo & { filename: string }>(
      'select id, thumb_filename, filename from profile_images where profile_id = $1 order by id = $2 desc, position, id',
      [profileId, mainImageId ?? 0],
    );
  }
}
