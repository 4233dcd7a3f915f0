import path from 'node:path';
import {
  fakerDE,
  fakerDE_AT,
  fakerEN_AU,
  fakerEN_CA,
  fakerEN_GB,
  fakerEN_IE,
  fakerEN_US,
  fakerNL,
  fakerNL_BE,
  type Faker,
} from '@faker-js/faker';
import type { Gender } from 'shared-contracts/api';
import { hashPassword } from '../auth/passwords';
import type { Database, Queryable } from '../db/database';
import { StartRefusedError } from '../db/startRefused';
import { demoInterests, demoProfileFields, demoSettings, demoTemplate, DEMO_COUNTRIES } from './demoSite';
import { regionsOf, type RegionSeed } from './geodata';
import { generateDemoPhotos, type DemoPhoto } from './photos';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'demo-password';

const fakers: Record<string, Faker> = {
  NL: fakerNL,
  BE: fakerNL_BE,
  DE: fakerDE,
  AT: fakerDE_AT,
  GB: fakerEN_GB,
  IE: fakerEN_IE,
  US: fakerEN_US,
  CA: fakerEN_CA,
  AU: fakerEN_AU,
  NZ: fakerEN_AU,
};
const languages: Record<string, string> = { NL: 'nl', BE: 'nl', DE: 'de', AT: 'de' };
/** Most demo members live in the bigger markets, as on a real site. */
const countryWeights: [string, number][] = [
  ['NL', 24],
  ['BE', 8],
  ['DE', 20],
  ['AT', 5],
  ['GB', 14],
  ['IE', 3],
  ['US', 16],
  ['CA', 4],
  ['AU', 4],
  ['NZ', 2],
];

const DAY_MS = 86_400_000;

export interface SeedContext {
  siteId: number;
  regions: Map<string, RegionSeed[]>;
  photos: DemoPhoto[];
  fields: typeof demoProfileFields;
}

async function reserveIds(db: Queryable, sequence: string, count: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(`select nextval($1)::int as id from generate_series(1, $2)`, [
    sequence,
    count,
  ]);
  return rows.map((row) => row.id);
}

function pickWeighted<T>(faker: Faker, entries: [T, number][]): T {
  return faker.helpers.weightedArrayElement(entries.map(([value, weight]) => ({ value, weight })));
}

function birthdateForAge(faker: Faker, age: number, today: Date): string {
  const latest = new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate()));
  const date = new Date(latest.getTime() - faker.number.int({ min: 0, max: 364 }) * DAY_MS);
  return date.toISOString().slice(0, 10);
}

/**
 * Inserts `count` varied profiles (ages 18–80, both genders, every offered country, a share fictional), each with a
 * generated photo; non-fictional ones belong to a member account without a password. Batched, so it scales to
 * millions of rows for benchmarks.
 */
export async function seedProfiles(
  db: Database,
  seed: SeedContext,
  count: number,
  options: { batchSize?: number; onProgress?: (done: number) => void } = {},
): Promise<void> {
  const batchSize = options.batchSize ?? 5000;
  const today = new Date();
  const selectFields = seed.fields.filter((field) => field.type === 'select');
  for (let done = 0; done < count; done += batchSize) {
    const size = Math.min(batchSize, count - done);
    await db.transaction(async (tx) => {
      const profileIds = await reserveIds(tx, 'profiles_id_seq', size);
      const imageIds = await reserveIds(tx, 'profile_images_id_seq', size);
      const rows = profileIds.map((profileId) => {
        const country = pickWeighted(fakers.NL as Faker, countryWeights);
        const faker = fakers[country] as Faker;
        const gender: Gender = faker.datatype.boolean({ probability: 0.55 }) ? 'female' : 'male';
        const age = pickWeighted(faker, [
          [faker.number.int({ min: 18, max: 30 }), 30],
          [faker.number.int({ min: 31, max: 50 }), 40],
          [faker.number.int({ min: 51, max: 80 }), 30],
        ]);
        const regions = seed.regions.get(country) ?? [];
        const photos = seed.photos.filter((photo) => photo.gender === gender);
        const photo = faker.helpers.arrayElement(photos);
        const fields: Record<string, string> = {};
        for (const field of selectFields) {
          if (faker.datatype.boolean({ probability: 0.8 }))
            fields[field.name] = faker.helpers.arrayElement(field.allowed_values);
        }
        fields.about_me = faker.person.bio();
        const signup = new Date(today.getTime() - faker.number.int({ min: 0, max: 720 }) * DAY_MS);
        return {
          profileId,
          fictional: faker.datatype.boolean({ probability: 0.25 }),
          name: faker.person.firstName(gender),
          gender,
          birthdate: birthdateForAge(faker, age, today),
          country,
          region: regions.length ? faker.helpers.arrayElement(regions).id : 0,
          city: faker.location.city(),
          language: languages[country] ?? 'en',
          fields: JSON.stringify(fields),
          lastActive: new Date(
            today.getTime() - faker.number.int({ min: 0, max: 60 * 24 * 60 }) * 60_000,
          ).toISOString(),
          signup: signup.toISOString(),
          photo,
        };
      });
      const members = rows.filter((row) => !row.fictional);
      const memberIds = await reserveIds(tx, 'members_id_seq', members.length);
      const memberOf = new Map(members.map((row, index) => [row.profileId, memberIds[index] as number]));
      await tx.query(
        `insert into members (id, site_id, email, email_normalized, status, signup_date)
         select id, $1, email, email, 'active', signup from unnest($2::int[], $3::text[], $4::timestamptz[]) as t(id, email, signup)`,
        [seed.siteId, memberIds, memberIds.map((id) => `member${id}@demo.example`), members.map((row) => row.signup)],
      );
      await tx.query(
        `insert into profiles (id, site_id, member_id, name, gender, birthdate, country, region, city, language, fields, personal, fictional, last_active, created_at)
         select id, $1, member_id, name, gender, birthdate, country, region, city, language, fields::jsonb, true, fictional, last_active, created_at
           from unnest($2::int[], $3::int[], $4::text[], $5::text[], $6::date[], $7::text[], $8::int[], $9::text[], $10::text[], $11::text[], $12::bool[], $13::timestamptz[], $14::timestamptz[])
             as t(id, member_id, name, gender, birthdate, country, region, city, language, fields, fictional, last_active, created_at)`,
        [
          seed.siteId,
          rows.map((row) => row.profileId),
          rows.map((row) => memberOf.get(row.profileId) ?? null),
          rows.map((row) => row.name),
          rows.map((row) => row.gender),
          rows.map((row) => row.birthdate),
          rows.map((row) => row.country),
          rows.map((row) => row.region),
          rows.map((row) => row.city),
          rows.map((row) => row.language),
          rows.map((row) => row.fields),
          rows.map((row) => row.fictional),
          rows.map((row) => row.lastActive),
          rows.map((row) => row.signup),
        ],
      );
      await tx.query(
        `insert into profile_images (id, profile_id, filename, thumb_filename)
         select * from unnest($1::int[], $2::int[], $3::text[], $4::text[])`,
        [imageIds, profileIds, rows.map((row) => row.photo.filename), rows.map((row) => row.photo.thumbFilename)],
      );
      await tx.query(
        `update profiles p set main_image_id = t.image_id from unnest($1::int[], $2::int[]) as t(profile_id, image_id) where p.id = t.profile_id`,
        [profileIds, imageIds],
      );
    });
    options.onProgress?.(done + size);
  }
}

/** Loads what seedProfiles needs about an existing site. */
export async function seedContextFor(db: Database, siteId: number, uploadsDir: string): Promise<SeedContext> {
  const regions = new Map<string, RegionSeed[]>();
  for (const region of await db.query<RegionSeed>('select country, id, code, name from regions')) {
    regions.set(region.country, [...(regions.get(region.country) ?? []), region]);
  }
  return { siteId, regions, photos: await generateDemoPhotos(uploadsDir), fields: demoProfileFields };
}

/** The demo site, or null when another instance seeding the same new server database created one first. */
async function createDemoSite(db: Database): Promise<number | null> {
  return db.transaction(async (tx) => {
    // Instances starting together on one new PostgreSQL database take turns; the first one seeds.
    await tx.query('select pg_advisory_xact_lock(727275)');
    const [existing] = await tx.query<{ count: number }>('select count(*)::int as count from sites');
    if ((existing?.count ?? 0) > 0) return null;
    const [site] = await tx.query<{ id: number }>(
      `insert into sites (key, hosts, is_default, settings, template) values ('demo', $1, true, $2, $3) returning id`,
      [['localhost', '127.0.0.1'], JSON.stringify(demoSettings), JSON.stringify(demoTemplate)],
    );
    const siteId = (site as { id: number }).id;
    const regions = DEMO_COUNTRIES.flatMap(regionsOf);
    await tx.query(
      `insert into regions (country, id, code, name) select * from unnest($1::text[], $2::int[], $3::text[], $4::text[]) on conflict do nothing`,
      [regions.map((r) => r.country), regions.map((r) => r.id), regions.map((r) => r.code), regions.map((r) => r.name)],
    );
    for (const [position, field] of demoProfileFields.entries()) {
      await tx.query(
        `insert into profile_fields (site_id, name, type, allowed_values, visible, searchable, position) values ($1, $2, $3, $4, true, $5, $6)`,
        [siteId, field.name, field.type, JSON.stringify(field.allowed_values), field.searchable, position],
      );
    }
    await tx.query(`insert into interests (site_id, name) select $1, unnest($2::text[])`, [siteId, demoInterests]);
    return siteId;
  });
}

async function createDemoMember(db: Database, seed: SeedContext): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const photo = seed.photos.find((candidate) => candidate.gender === 'male') as DemoPhoto;
  const region = seed.regions.get('NL')?.find((candidate) => candidate.code === 'NH')?.id ?? 0;
  await db.transaction(async (tx) => {
    const [member] = await tx.query<{ id: number }>(
      `insert into members (site_id, email, email_normalized, password_hash, status, signup_date)
       values ($1, $2, $2, $3, 'active', now() - interval '30 days') returning id`,
      [seed.siteId, DEMO_EMAIL, passwordHash],
    );
    const [profile] = await tx.query<{ id: number }>(
      `insert into profiles (site_id, member_id, name, gender, birthdate, country, region, city, language, fields, personal, last_signup_step, created_at)
       values ($1, $2, 'Demo', 'male', (now() - interval '35 years')::date, 'NL', $3, 'Amsterdam', 'en', $4, true, true, now() - interval '30 days')
       returning id`,
      [
        seed.siteId,
        (member as { id: number }).id,
        region,
        JSON.stringify({ looking_for: 'dating', about_me: 'Just here to try things out.' }),
      ],
    );
    const [image] = await tx.query<{ id: number }>(
      `insert into profile_images (profile_id, filename, thumb_filename) values ($1, $2, $3) returning id`,
      [(profile as { id: number }).id, photo.filename, photo.thumbFilename],
    );
    await tx.query('update profiles set main_image_id = $2 where id = $1', [
      (profile as { id: number }).id,
      (image as { id: number }).id,
    ]);
  });
}

/**
 * On the first start with a new database (Database.created): the demo site, its demo member and `profiles` demo
 * profiles. A database that was not new and has no site is refused rather than seeded: its tables were emptied or
 * replaced by something, and a fresh demo site on top would hide that, with uploads and ids no longer matching.
 */
export async function seedDemoIfEmpty(
  db: Database,
  options: { dataDir: string; profiles: number },
): Promise<{ profiles: number } | null> {
  const [existing] = await db.query<{ count: number }>('select count(*)::int as count from sites');
  if ((existing?.count ?? 0) > 0) {
    // A first start interrupted after its site was made; what it seeded so far stays.
    if (db.created) await db.markCreated();
    return null;
  }
  if (!db.created) {
    const where =
      db.kind === 'pglite'
        ? `in ${path.join(options.dataDir, 'pglite')}`
        : 'on the PostgreSQL server DATABASE_URL names';
    throw new StartRefusedError(
      `The database ${where} has tables but no site. Only a new, empty database is given the demo site, so this server stops ` +
        'without changing anything. Restore the database from a backup, or start with an empty one.',
    );
  }
  const siteId = await createDemoSite(db);
  if (siteId === null) return null;
  const seed = await seedContextFor(db, siteId, path.join(options.dataDir, 'uploads'));
  await createDemoMember(db, seed);
  await seedProfiles(db, seed, options.profiles);
  await db.markCreated();
  return { profiles: options.profiles };
}
