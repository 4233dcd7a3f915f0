import type { ModerationGround, PhotoVisibility } from 'shared-contracts/api';
import type { Database, Queryable } from '../db/database';
import { enqueueScoring } from './photoScoring';

export interface Photo {
  id: number;
  thumb_filename: string;
}

/** One of the member's own photos with its state, as only its owner sees it (shared-contracts ownPhotoSchema). */
export interface OwnPhoto extends Photo {
  visibility: PhotoVisibility;
  reason: ModerationGround | null;
}

/** A member's photos in their order and the main one, as /profile shows them after a change. */
export interface MemberPhotos {
  images: OwnPhoto[];
  main_image: Photo | null;
}

/** Why a change to the photos was refused: a photo id that is not the member's, or an order list that is not exact. */
export type PhotoChangeRefusal = 'not_found' | 'bad_order';

/**
 * The columns of an own photo (alias `i`): the reason of a rejected or removed photo is the ground of the latest
 * decision on it that still stands.
 */
export const OWN_PHOTO_COLUMNS = `i.id, i.thumb_filename, i.visibility,
  case when i.visibility in ('rejected', 'removed') then
    (select nullif(d.ground, '') from moderation_decisions d
      where d.photo_id = i.id and d.action in ('reject_photo', 'remove_photo') and d.reversed_at is null
      order by d.created_at desc limit 1)
  end as reason`;

/** The main photo among the member's own, as a card shows it; null when there is none (or it is not among them). */
export function mainOf(images: OwnPhoto[], mainImageId: number | null): Photo | null {
  const main = images.find((image) => image.id === mainImageId);
  return main ? { id: main.id, thumb_filename: main.thumb_filename } : null;
}

/**
 * The first public photo of a profile in the member's order, for main_image_id: the main photo is only ever a
 * public one, so search, cards, landers and chats show only what may be seen.
 */
export const FIRST_PUBLIC_PHOTO = (profileRef: string) =>
  `(select id from profile_images where profile_id = ${profileRef} and visibility = 'public' order by position, id limit 1)`;

/** Profile photos: the files are in ImageStorage, their rows here. */
export class PhotoRepository {
  constructor(private readonly db: Database) {}

  /**
   * Adds a photo to the member's profile, pending, with its scoring job (docs/operators.md "Photo review"): in one
   * transaction, so no photo waits without a job. It becomes public, and main if the profile has none, only when
   * the classifier or a moderator says so. Answers the new photo and all of them, or null for a member without a
   * profile.
   */
  async add(
    memberId: number,
    image: { filename: string; thumbFilename: string },
  ): Promise<{ photoId: number; photos: MemberPhotos } | null> {
    return this.db.transaction(async (tx) => {
      const [profile] = await tx.query<{ id: number; site_id: number }>(
        'select id, site_id from profiles where member_id = $1 for update',
        [memberId],
      );
      if (!profile) return null;
      const [created] = await tx.query<{ id: number }>(
        `insert into profile_images (profile_id, filename, thumb_filename, position, visibility)
         values ($1, $2, $3, (select coalesce(max(position), -1) + 1 from profile_images where profile_id = $1), 'pending')
         returning id`,
        [profile.id, image.filename, image.thumbFilename],
      );
      const photoId = (created as { id: number }).id;
      await enqueueScoring(tx, photoId, profile.site_id);
      return { photoId, photos: (await this.read(tx, memberId)) as MemberPhotos };
    });
  }

  /** Every public photo of a profile with its full-size file, the main one first, for the profile page. */
  async forProfilePage(profileId: number, mainImageId: number | null): Promise<(Photo & { filename: string })[]> {
    return this.db.query<Photo & { filename: string }>(
      `select id, thumb_filename, filename from profile_images where profile_id = $1 and visibility = 'public'
        order by id = $2 desc, position, id`,
      [profileId, mainImageId ?? 0],
    );
  }

  /**
   * Who may fetch a photo's file (routes/web/cdn.ts): anyone when it is public, otherwise only its owner. Found by the
   * full-size file's key; null when no photo has it.
   */
  async fileAccess(filename: string): Promise<{ visibility: PhotoVisibility; memberId: number | null } | null> {
    const [row] = await this.db.query<{ visibility: PhotoVisibility; member_id: number | null }>(
      `select i.visibility, p.member_id from profile_images i join profiles p on p.id = i.profile_id
        where i.filename = $1 order by i.visibility = 'public' desc limit 1`,
      [filename],
    );
    return row ? { visibility: row.visibility, memberId: row.member_id } : null;
  }

  /** The member's photos as read by `read`, for the upload's answer. */
  async own(memberId: number): Promise<MemberPhotos | null> {
    return this.read(this.db, memberId);
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
    const images = await db.query<OwnPhoto>(
      `select ${OWN_PHOTO_COLUMNS} from profile_images i where i.profile_id = $1 order by i.position, i.id`,
      [profile.id],
    );
    return { images, main_image: mainOf(images, profile.main_image_id) };
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
      // The foreign key has set main_image_id to null if this was the main photo; the first public one left takes over.
      await tx.query(
        `update profiles p set main_image_id = ${FIRST_PUBLIC_PHOTO('p.id')}
          where p.member_id = $1 and p.main_image_id is null`,
        [memberId],
      );
      const photos = (await this.read(tx, memberId)) as MemberPhotos;
      return { photos, files: [deleted.filename, deleted.thumb_filename] };
    });
  }

  /**
   * Makes one of the member's public photos the main one; 'not_found' for any other id, 'not_public' for one of
   * theirs that others may not see (yet).
   */
  async setMain(memberId: number, imageId: number): Promise<MemberPhotos | 'not_found' | 'not_public'> {
    return this.db.transaction(async (tx) => {
      const profileId = await this.lockProfile(tx, memberId);
      if (profileId === null) return 'not_found';
      const [photo] = await tx.query<{ visibility: PhotoVisibility }>(
        'select visibility from profile_images where id = $1 and profile_id = $2',
        [imageId, profileId],
      );
      if (!photo) return 'not_found';
      if (photo.visibility !== 'public') return 'not_public';
      await tx.query('update profiles set main_image_id = $2 where id = $1', [profileId, imageId]);
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
