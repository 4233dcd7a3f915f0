import type { Database, SqlValue } from '../db/database';

/** What a lander may show of a profile: the columns of a logged-out search card, and its photo files. */
export interface LanderRow {
  id: number;
  name: string;
  birthdate: string | null;
  city: string;
  region: number;
  gender: 'male' | 'female';
  fictional: boolean;
  filename: string;
  thumb_filename: string;
}

/** A member lander's profile: a search card's public part. */
export interface MemberLanderRow {
  id: number;
  name: string;
  birthdate: string;
  city: string;
  filename: string | null;
}

export interface LanderPick {
  siteId: number;
  /** null: any country of the site. */
  country: string | null;
  countries: string[];
  gender: 'male' | 'female';
  /** Birth dates from `oldest` to `youngest` (YYYY-MM-DD). */
  oldest: string;
  youngest: string;
  excludeIds: number[];
  /** Photo files already on the page: a face shows once. */
  excludeFiles: string[];
  limit: number;
}

/** Profiles for public landers (GET /api/lander_profiles.php). */
export class LanderRepository {
  constructor(private readonly db: Database) {}

  /**
   * Active profiles with a photo: real members first, then the operator's fictional ones, each most recently active
   * first (a stable order, so the server's render and the browser's agree). A member's profile needs an active account;
   * deleted and deactivated ones never appear.
   */
  async pick(query: LanderPick): Promise<LanderRow[]> {
    const params: SqlValue[] = [
      query.siteId,
      query.gender,
      query.oldest,
      query.youngest,
      query.excludeIds,
      query.excludeFiles,
    ];
    let where = `p.site_id = $1 and p.status = 'active' and p.has_photo and p.gender = $2
      and p.birthdate between $3 and $4 and p.id <> all($5::int[]) and i.filename <> all($6::text[])
      and (p.member_id is null or m.status = 'active')`;
    if (query.country) where += ` and p.country = $${params.push(query.country)}`;
    else where += ` and p.country = any($${params.push(query.countries)}::text[])`;
    return this.db.query<LanderRow>(
      `select p.id, p.name, p.birthdate::text as birthdate, p.city, p.region, p.gender, p.fictional,
              i.filename, i.thumb_filename
         from profiles p
         join profile_images i on i.id = p.main_image_id
         left join members m on m.id = p.member_id
        where ${where}
        order by p.fictional, p.last_active desc, p.id desc
        limit ${Math.max(1, Math.min(100, Math.trunc(query.limit)))}`,
      params,
    );
  }

  /**
   * A member lander's profile (landers/memberLander.ts): active, of the site, in one of `countries`, with the gender and
   * birth date the search filters on; its main photo's file, if any.
   */
  async member(siteId: number, countries: readonly string[], profileId: number): Promise<MemberLanderRow | null> {
    const [row] = await this.db.query<MemberLanderRow>(
      `select p.id, p.name, p.birthdate::text as birthdate, p.city, i.filename
         from profiles p left join profile_images i on i.id = p.main_image_id
        where p.id = $1 and p.site_id = $2 and p.status = 'active' and p.country = any($3::text[])
          and p.gender is not null and p.birthdate is not null`,
      [profileId, siteId, [...countries]],
    );
    return row ?? null;
  }
}
