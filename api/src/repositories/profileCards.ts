import { ageOn } from 'shared-contracts/api/signup';
import type { SearchProfile } from 'shared-contracts/api/search';

/** Columns a profile card needs; `p` is profiles, `i` its main image. */
export const CARD_COLUMNS = `p.id, p.name, p.birthdate::text as birthdate, p.city, p.country, p.region, p.language, p.gender, p.fictional,
  i.id as image_id, i.thumb_filename`;

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
  };
}
