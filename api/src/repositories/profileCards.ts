import { ageOn } from 'shared-contracts/api/signup';
import type { Activity, SearchProfile } from 'shared-contracts/api/search';

/** A live socket's presence row is refreshed every minute (migration 009); older than this, its process is gone. */
const PRESENCE_FRESH = "interval '3 minutes'";
const ACTIVE_TODAY_MS = 24 * 60 * 60 * 1000;

/**
 * Columns a profile card needs; `p` is profiles, `i` its main image. `online` reads the live presence through its
 * (member_id, seen_at) index.
 */
export const CARD_COLUMNS = `p.id, p.name, p.birthdate::text as birthdate, p.city, p.country, p.region, p.language, p.gender, p.fictional,
  i.id as image_id, i.thumb_filename, p.last_active,
  exists (select 1 from live_presence lp where lp.member_id = p.member_id and lp.seen_at > now() - ${PRESENCE_FRESH}) as online`;

export interface CardRow {
  id: number;
  name: string;
  birthdate: string | null;
  city: string;
  country: string;
  region: number;
  language: string;
  gender: 'male' | 'female' | null;
  fictional: boolean;
  image_id: number | null;
  thumb_filename: string | null;
  last_active: Date;
  online: boolean;
}

/** The card's hint of how recently the member was here (docs/product.md "Cards"); none for a fictional profile. */
function activity(row: CardRow, today: Date): Activity {
  if (row.fictional) return null;
  if (row.online) return 'now';
  if (today.getTime() - row.last_active.getTime() < ACTIVE_TODAY_MS) return 'today';
  return null;
}

export function toCard(row: CardRow, today = new Date()): SearchProfile {
  return {
    id: row.id,
    name: row.name,
    age: row.birthdate ? ageOn(row.birthdate, today) : null,
    city: row.city,
    country: row.country,
    countryregion: row.region,
    language: row.language,
    gender: row.gender,
    main_image:
      row.image_id !== null && row.thumb_filename !== null
        ? { id: row.image_id, thumb_filename: row.thumb_filename }
        : null,
    fictional: row.fictional,
    active: activity(row, today),
  };
}
