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
import { LocalDiskStorage, type ImageStorage } from '../media/storage';
import { insertRegions, type StoredSettings } from '../repositories/sites';
import {
  demoInterests,
  demoProfileFields,
  demoSettings,
  demoTemplate,
  DEMO_COUNTRIES,
  SECOND_SITE_HOST,
  SECOND_SITE_PROFILES,
  secondSiteSettings,
} from './demoSite';
import { seedDemoCatalog } from './demoCatalog';
import { seedDemoOperators } from './demoOperators';
import { ReportRepository } from '../repositories/reports';
import { regionsOf, type RegionSeed } from '../geo/regions';
import { demoFaceDealer, renderDemoFace, type DemoPhoto } from './demoFaces';
import { seedDemoPhotoReview } from './demoPhotoReview';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'demo-password';
/** A second demo member (same site, the other gender, NL), so two browsers can chat with each other. */
export const DEMO2_EMAIL = 'demo2@example.com';

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
  /** A face of someone of this gender and age that no profile of this seed has yet. */
  photoFor: (gender: Gender, age: number) => DemoPhoto;
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
        const photo = seed.photoFor(gender, age);
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
export async function seedContextFor(db: Database, siteId: number): Promise<SeedContext> {
  const regions = new Map<string, RegionSeed[]>();
  for (const region of await db.query<RegionSeed>('select country, id, code, name from regions')) {
    regions.set(region.country, [...(regions.get(region.country) ?? []), region]);
  }
  return { siteId, regions, photoFor: demoFaceDealer(), fields: demoProfileFields };
}

/** The demo site, or null when another instance seeding the same new server database created one first. */
async function createDemoSite(db: Database): Promise<number | null> {
  return db.transaction(async (tx) => {
    // Instances starting together on one new PostgreSQL database take turns; the first one seeds.
    await tx.query('select pg_advisory_xact_lock(727275)');
    const [existing] = await tx.query<{ count: number }>('select count(*)::int as count from sites');
    if ((existing?.count ?? 0) > 0) return null;
    const regions = DEMO_COUNTRIES.flatMap(regionsOf);
    await insertRegions(tx, regions);
    return insertSite(tx, { key: 'demo', hosts: ['localhost', '127.0.0.1'], isDefault: true, settings: demoSettings });
  });
}

/** A site with the demo's profile fields, interests and price list. */
async function insertSite(
  tx: Queryable,
  site: { key: string; hosts: string[]; isDefault: boolean; settings: StoredSettings },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into sites (key, hosts, is_default, settings, template) values ($1, $2, $3, $4, $5) returning id`,
    [site.key, site.hosts, site.isDefault, JSON.stringify(site.settings), JSON.stringify(demoTemplate)],
  );
  const siteId = (row as { id: number }).id;
  for (const [position, field] of demoProfileFields.entries()) {
    await tx.query(
      `insert into profile_fields (site_id, name, type, allowed_values, visible, searchable, position) values ($1, $2, $3, $4, true, $5, $6)`,
      [siteId, field.name, field.type, JSON.stringify(field.allowed_values), field.searchable, position],
    );
  }
  await tx.query(`insert into interests (site_id, name) select $1, unnest($2::text[])`, [siteId, demoInterests]);
  await seedDemoCatalog(tx, siteId, site.settings);
  return siteId;
}

interface DemoMember {
  email: string;
  name: string;
  gender: 'male' | 'female';
  city: string;
  regionCode: string;
  aboutMe: string;
}

const demoMembers: DemoMember[] = [
  {
    email: DEMO_EMAIL,
    name: 'Demo',
    gender: 'male',
    city: 'Amsterdam',
    regionCode: 'NH',
    aboutMe: 'Just here to try things out.',
  },
  {
    email: DEMO2_EMAIL,
    name: 'Demi',
    gender: 'female',
    city: 'Utrecht',
    regionCode: 'UT',
    aboutMe: 'The other half of the demo: chat with Demo from a second browser.',
  },
];
/** Credits each demo member starts with, enough to try chatting (a message costs settings.message_credits). */
const DEMO_CREDITS = 200;
const DEMO_MEMBER_AGE = 35;

async function createDemoMember(
  db: Database,
  seed: SeedContext,
  demo: DemoMember,
  storage: ImageStorage,
): Promise<number> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const photo = seed.photoFor(demo.gender, DEMO_MEMBER_AGE);
  // Every other face is drawn when first asked for; the demo members' are what a developer sees first (their header,
  // profile and chats), and drawing them makes the storage's folder, which the CDN tells from one gone missing.
  await renderDemoFace(storage, photo.filename);
  const region = seed.regions.get('NL')?.find((candidate) => candidate.code === demo.regionCode)?.id ?? 0;
  return db.transaction(async (tx) => {
    const [member] = await tx.query<{ id: number }>(
      `insert into members (site_id, email, email_normalized, password_hash, status, signup_date, credits)
       values ($1, $2, $2, $3, 'active', now() - interval '30 days', $4) returning id`,
      [seed.siteId, demo.email, passwordHash, DEMO_CREDITS],
    );
    const memberId = (member as { id: number }).id;
    await tx.query(`insert into credit_ledger (member_id, kind, amount) values ($1, 'grant', $2)`, [
      memberId,
      DEMO_CREDITS,
    ]);
    const [profile] = await tx.query<{ id: number }>(
      `insert into profiles (site_id, member_id, name, gender, birthdate, country, region, city, language, fields, personal, last_signup_step, created_at)
       values ($1, $2, $3, $4, (now() - make_interval(years => $8))::date, 'NL', $5, $6, 'en', $7, true, true, now() - interval '30 days')
       returning id`,
      [
        seed.siteId,
        memberId,
        demo.name,
        demo.gender,
        region,
        demo.city,
        JSON.stringify({ looking_for: 'dating', about_me: demo.aboutMe }),
        DEMO_MEMBER_AGE,
      ],
    );
    const profileId = (profile as { id: number }).id;
    const [image] = await tx.query<{ id: number }>(
      `insert into profile_images (profile_id, filename, thumb_filename) values ($1, $2, $3) returning id`,
      [profileId, photo.filename, photo.thumbFilename],
    );
    await tx.query('update profiles set main_image_id = $2 where id = $1', [profileId, (image as { id: number }).id]);
    return profileId;
  });
}

/** A conversation of the two profiles with a short history, messages taking turns, an hour apart. */
async function seedConversation(db: Database, siteId: number, [first, second]: [number, number], lines: string[]) {
  const [low, high] = first < second ? [first, second] : [second, first];
  await db.transaction(async (tx) => {
    const [conversation] = await tx.query<{ id: number }>(
      `insert into conversations (site_id, profile_low, profile_high, last_seq, last_message_at) values ($1, $2, $3, $4, now() - interval '1 hour') returning id`,
      [siteId, low, high, lines.length],
    );
    const id = (conversation as { id: number }).id;
    for (const [index, text] of lines.entries()) {
      await tx.query(
        `insert into messages (conversation_id, seq, sender_profile_id, client_id, text, created_at)
         values ($1, $2, $3, gen_random_uuid(), $4, now() - make_interval(hours => $5))`,
        [id, index + 1, index % 2 ? second : first, text, lines.length - index],
      );
    }
    // Each side has read up to its own last message; the other side's later ones are unread.
    const lastBy = (profile: number) =>
      Math.max(0, ...lines.map((_, index) => ((index % 2 ? second : first) === profile ? index + 1 : 0)));
    await tx.query(
      `insert into conversation_sides (conversation_id, profile_id, read_seq) values ($1, $2, $3), ($1, $4, $5)`,
      [id, first, lastBy(first), second, lastBy(second)],
    );
  });
}

async function seedDemoChats(db: Database, seed: SeedContext, [demo, demi]: number[]): Promise<void> {
  if (demo === undefined || demi === undefined) return;
  await seedConversation(
    db,
    seed.siteId,
    [demi, demo],
    [
      'Hi Demo! Fancy a coffee in Utrecht some time?',
      'Hi Demi, I would love to. Saturday?',
      'Saturday works. Send me a message from the other browser to try the chat!',
    ],
  );
  const others = await db.query<{ id: number }>(
    `select id from profiles where site_id = $1 and id not in ($2, $3) and status = 'active' order by id limit 2`,
    [seed.siteId, demo, demi],
  );
  for (const [index, other] of others.entries()) {
    await seedConversation(
      db,
      seed.siteId,
      [other.id, demo],
      index ? ['Hey, nice profile :)'] : ['Hello there!', 'Hi! How are you?', 'Great, thanks. And you?'],
    );
  }
}

/**
 * Open reports for the console's queue (docs/operators.md "Demo"): Demo reports the profile he chats with from that
 * chat, both demo members report one profile (one case, two reports), Demi another.
 */
async function seedDemoReports(db: Database, seed: SeedContext, demoProfiles: number[]): Promise<void> {
  const members = await db.query<{ member_id: number; profile_id: number }>(
    'select member_id, id as profile_id from profiles where id = any($1::int[]) order by id',
    [demoProfiles],
  );
  const [demo, demi] = members;
  if (!demo || !demi) return;
  const [chat] = await db.query<{ id: number; other: number }>(
    `select c.id, case when c.profile_low = $1 then c.profile_high else c.profile_low end as other
       from conversations c where $1 in (c.profile_low, c.profile_high) and c.profile_low <> $2 and c.profile_high <> $2
      order by c.id limit 1`,
    [demo.profile_id, demi.profile_id],
  );
  const targets = await db.query<{ id: number }>(
    `select id from profiles where site_id = $1 and status = 'active' and member_id is null and id <> $2
      order by id desc limit 2`,
    [seed.siteId, chat?.other ?? 0],
  );
  const reports = new ReportRepository(db);
  const file = (reporter: { member_id: number }, profileId: number, reason: string, message: string, chatId?: number) =>
    db.transaction((tx) =>
      reports.file(tx, {
        siteId: seed.siteId,
        memberId: reporter.member_id,
        profileId,
        reason,
        message,
        conversationId: chatId ?? null,
      }),
    );
  if (chat) await file(demo, chat.other, 'harassment', 'Keeps asking for my phone number after I said no.', chat.id);
  const [fake, scam] = targets;
  if (fake) {
    await file(demi, fake.id, 'fake', 'These photos are of a model from a magazine.');
    await file(demo, fake.id, 'fake', 'Same photos as on another site under a different name.');
  }
  if (scam) await file(demi, scam.id, 'scam', 'Asked me to pay for a train ticket before we could meet.');
}

/**
 * On the first start with a new database (Database.created): the demo site, its demo member and `profiles` demo
 * profiles. A database that was not new and has no site is refused rather than seeded: its tables were emptied or
 * replaced by something, and a fresh demo site on top would hide that, with uploads and ids no longer matching.
 */
export async function seedDemoIfEmpty(
  db: Database,
  options: {
    dataDir: string;
    /** Where the demo images go: createImageStorage(config), so a bucket gets them; DATA_DIR/uploads without it. */
    storage?: ImageStorage;
    profiles: number;
    secondSite?: boolean;
    demoOperators?: boolean;
  },
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
  const storage = options.storage ?? new LocalDiskStorage(path.join(options.dataDir, 'uploads'));
  const seed = await seedContextFor(db, siteId);
  const demoProfiles: number[] = [];
  for (const demo of demoMembers) demoProfiles.push(await createDemoMember(db, seed, demo, storage));
  await seedProfiles(db, seed, options.profiles);
  await seedDemoChats(db, seed, demoProfiles);
  await seedDemoReports(db, seed, demoProfiles);
  if (options.demoOperators) await db.transaction((tx) => seedDemoOperators(tx));
  let secondSite: number | null = null;
  if (options.secondSite) {
    secondSite = await db.transaction((tx) =>
      insertSite(tx, { key: 'nightlane', hosts: [SECOND_SITE_HOST], isDefault: false, settings: secondSiteSettings }),
    );
    await seedProfiles(db, { ...seed, siteId: secondSite }, Math.min(options.profiles, SECOND_SITE_PROFILES));
  }
  // Something for the console's photo queue (with the demo operators who look at it).
  if (options.demoOperators)
    await seedDemoPhotoReview(db, {
      storage,
      photoFor: seed.photoFor,
      siteIds: secondSite === null ? [siteId] : [siteId, secondSite],
      preModeratedSiteId: secondSite,
    });
  await db.markCreated();
  return { profiles: options.profiles };
}
