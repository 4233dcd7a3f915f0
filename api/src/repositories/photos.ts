import type { Database, Queryable } from '../db/database';

export interface Photo {
  id: number;
  thumb_filename: string;
}

/** A member's photos in their order and the main one, as /profile shows them after a change. */
export interface MemberPhotos {
  images: Photo[];
  main_image: Photo | null;
}

/** Why a change to the photos was refused: a photo id that is not the member's, or an order list that is not exact. */
export type PhotoChangeRefusal = 'not_found' | 'bad_order';

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

  /**
   * Locks the member's profile row for the rest of `tx`: changes to one member's photos (upload, delete, main, order)
   * happen one after the other, so a delete and a "make main" of the same photo cannot cross (a foreign key error).
   */
  private async lockProfile(tx: Queryable, memberId: number): Promise<number | null> {
    const [profile] = await tx.query<{ id: number }>('select id from profiles where member_id = $1 for update', [
      memberId,
    ]);
    return profile?.id ?? null;
  }

  private async read(db: Queryable, memberId: number): Promise<MemberPhotos | null> {
    const [profile] = await db.query<{ id: number; main_image_id: number | null }>(
      'select id, main_image_id from profiles where member_id = $1',
      [memberId],
    );
    if (!profile) return null;
    const images = await db.query<Photo>(
      'select id, thumb_filename from profile_images where profile_id = $1 order by position, id',
      [profile.id],
    );
    return { images, main_image: images.find((image) => image.id === profile.main_image_id) ?? null };
  }

  /**
   * Deletes one of the member's photos; when it was the main one, the first remaining photo becomes main (or none).
   * Answers the file keys to remove from storage once committed, or 'not_found' for a photo that is not the member's
   * (another member's, or already deleted): then nothing changes.
   */
  async remove(memberId: number, imageId: number): Promise<{ photos: MemberPhotos; files: string[] } | 'not_found'> {
    return this.db.transaction(async (tx) => {
      if ((await this.lockProfile(tx, memberId)) === null) return 'not_found';
      const [deleted] = await tx.query<{ filename: string; thumb_filename: string }>(
        `delete from profile_images i using profiles p
          where i.id = $2 and i.profile_id = p.id and p.member_id = $1
          returning i.filename, i.thumb_filename`,
        [memberId, imageId],
      );
      if (!deleted) return 'not_found';
      // The foreign key has set main_image_id to null if this was the main photo; the first one left takes over.
      await tx.query(
        `update profiles p set main_image_id = (select id from profile_images where profile_id = p.id order by position, id limit 1)
          where p.member_id = $1 and p.main_image_id is null`,
        [memberId],
      );
      const photos = (await this.read(tx, memberId)) as MemberPhotos;
      return { photos, files: [deleted.filename, deleted.thumb_filename] };
    });
  }

  /** Makes one of the member's photos the main one; 'not_found' for any other id. */
  async setMain(memberId: number, imageId: number): Promise<MemberPhotos | 'not_found'> {
    return this.db.transaction(async (tx) => {
      if ((await this.lockProfile(tx, memberId)) === null) return 'not_found';
      const updated = await tx.query<{ id: number }>(
        `update profiles p set main_image_id = i.id from profile_images i
          where p.member_id = $1 and i.id = $2 and i.profile_id = p.id returning p.id`,
        [memberId, imageId],
      );
      if (!updated.length) return 'not_found';
      return (await this.read(tx, memberId)) as MemberPhotos;
    });
  }

  /**
   * Puts the member's photos in the given order. The list must hold every one of the member's photo ids exactly
   * once ('bad_order' otherwise), so a stale page cannot drop or duplicate a photo by accident.
   */
  async reorder(memberId: number, order: number[]): Promise<MemberPhotos | PhotoChangeRefusal> {
    return this.db.transaction(async (tx) => {
      const profileId = await this.lockProfile(tx, memberId);
      if (profileId === null) return 'bad_order';
      const own = await tx.query<{ id: number }>('select id from profile_images where profile_id = $1', [profileId]);
      const ownIds = new Set(own.map((row) => row.id));
      const exact =
        order.length === ownIds.size && new Set(order).size === order.length && order.every((id) => ownIds.has(id));
      if (!exact) return 'bad_order';
      await tx.query(
        `update profile_images i set position = o.position - 1
           from unnest($2::int[]) with ordinality as o(id, position)
          where i.id = o.id and i.profile_id = $1`,
        [profileId, order],
      );
      return (await this.read(tx, memberId)) as MemberPhotos;
    });
  }
}
