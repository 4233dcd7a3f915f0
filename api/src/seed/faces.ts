import { createAvatar } from '@dicebear/core';
import * as openPeeps from '@dicebear/open-peeps';
import type { Gender } from 'shared-contracts/api';

export type AgeBucket = '18-29' | '30-44' | '45-59' | '60+';
export const AGE_BUCKETS: readonly AgeBucket[] = ['18-29', '30-44', '45-59', '60+'];

export function ageBucketOf(age: number): AgeBucket {
  if (age >= 60) return '60+';
  if (age >= 45) return '45-59';
  if (age >= 30) return '30-44';
  return '18-29';
}

type Head = NonNullable<openPeeps.Options['head']>[number];
type FacialHair = NonNullable<openPeeps.Options['facialHair']>[number];
type Expression = NonNullable<openPeeps.Options['face']>[number];

/**
 * What people of one gender and age look like; each list is taken in turn, one entry per portrait. Each gender's heads
 * are the ones that read as that gender's at a card's size: on a woman the short bantu knots and the bowl cut (medium1)
 * read as a boy's, on a young man without a beard the big curls (dreads1, afro) as a girl's.
 */
interface Casting {
  heads: Head[];
  /** Open Peeps draws most hair black; this colours the rest (the gray* heads, bangs, short4, mohawk, full4, …). */
  hair: string[];
  /** Null for a shaven face. */
  facialHair: (FacialHair | null)[];
  expressions: Expression[];
  /** Glasses on one portrait in so many. */
  glassesEvery: number;
}

const YOUNG_HAIR = ['d6b370', 'a55728', '724133', 'c93305', 'b58143', '4a312c'];
const GREYING_HAIR = ['8d8580', 'b58143', 'a9a29c', '724133', 'c9c3bd', '6e625c'];
const GREY_HAIR = ['e8e1e1', 'cfc9c2', 'b3ada6', 'f2efe9'];
const SHAVEN = [null];
/**
 * The friendly expressions: a profile photo smiles; the staring, fearful, sceptical, angry and monster ones are left
 * out, and so is the frowning "driven", which made a woman's face read as a man's at a card's size.
 */
const FRIENDLY: Expression[] = ['smile', 'calm', 'smileBig', 'cute', 'smileTeethGap', 'eatingHappy'];
/** With the lines from nose to mouth that come with age. */
const MATURE: Expression[] = [...FRIENDLY, 'old'];

const castings: Record<Gender, Record<AgeBucket, Casting>> = {
  female: {
    '18-29': {
      heads: [
        'long',
        'longBangs',
        'bun2',
        'mediumBangs2',
        'longCurly',
        'buns',
        'bangs',
        'mediumStraight',
        'cornrows2',
        'cornrows',
        'longAfro',
        'mediumBangs3',
      ],
      hair: YOUNG_HAIR,
      facialHair: SHAVEN,
      expressions: FRIENDLY,
      glassesEvery: 6,
    },
    '30-44': {
      heads: [
        'medium2',
        'grayMedium',
        'long',
        'bun',
        'mediumBangs',
        'bangs',
        'longCurly',
        'medium3',
        'grayBun',
        'hijab',
        'mediumStraight',
        'bun2',
      ],
      hair: YOUNG_HAIR,
      facialHair: SHAVEN,
      expressions: FRIENDLY,
      glassesEvery: 4,
    },
    '45-59': {
      heads: [
        'mediumBangs3',
        'grayMedium',
        'bun',
        'bangs2',
        'bangs',
        'grayBun',
        'medium3',
        'mediumBangs2',
        'grayMedium',
        'mediumStraight',
        'grayBun',
        'hijab',
      ],
      hair: GREYING_HAIR,
      facialHair: SHAVEN,
      expressions: MATURE,
      glassesEvery: 3,
    },
    '60+': {
      heads: ['grayBun', 'grayMedium', 'mediumBangs2', 'bangs', 'hijab'],
      hair: GREY_HAIR,
      facialHair: SHAVEN,
      expressions: MATURE,
      glassesEvery: 2,
    },
  },
  male: {
    '18-29': {
      heads: [
        'short2',
        'twists2',
        'pomp',
        'shaved3',
        'flatTop',
        'short4',
        'short1',
        'short5',
        'twists',
        'shaved2',
        'afro',
        'short3',
      ],
      hair: YOUNG_HAIR,
      facialHair: [null, null, 'chin', null, 'goatee1', null],
      expressions: FRIENDLY,
      glassesEvery: 6,
    },
    '30-44': {
      heads: [
        'short1',
        'pomp',
        'shaved1',
        'short5',
        'flatTopLong',
        'shaved3',
        'short4',
        'turban',
        'short3',
        'dreads2',
        'twists2',
        'shaved2',
      ],
      hair: YOUNG_HAIR,
      facialHair: [null, 'full', null, 'goatee2', 'full2', null, 'moustache6', 'chin'],
      expressions: FRIENDLY,
      glassesEvery: 4,
    },
    '45-59': {
      heads: [
        'grayShort',
        'noHair2',
        'short1',
        'shaved1',
        'short4',
        'grayShort',
        'noHair1',
        'turban',
        'short3',
        'noHair3',
        'grayShort',
        'short2',
      ],
      hair: GREYING_HAIR,
      facialHair: [null, 'full4', 'moustache9', null, 'full', 'goatee1', 'moustache7'],
      expressions: MATURE,
      glassesEvery: 3,
    },
    '60+': {
      heads: ['grayShort', 'noHair3', 'noHair2', 'turban', 'noHair1', 'grayShort'],
      hair: GREY_HAIR,
      facialHair: ['full4', null, 'moustache9', null],
      expressions: MATURE,
      glassesEvery: 2,
    },
  },
};

/** Open Peeps' own five skin tones, light to dark. */
const SKIN = ['ffdbb4', 'edb98a', 'd08b5b', 'ae5d29', '694d3d'];
/** Everyday clothes: a few bright pastels and the navy, grey, white and denim most people wear. */
const CLOTHING = [
  '8fa7df',
  '3d5a80',
  'e78276',
  'f4f1ea',
  '4a4e69',
  '78e185',
  '9b2335',
  'ffcf77',
  '5b7db1',
  'd8c3a5',
  'e279c7',
  '6b7b3a',
];
/** Soft two-colour backdrops, as behind a portrait taken outdoors or against a painted wall. */
const BACKDROPS = [
  ['fde2e4', 'fad2e1'],
  ['e2ece9', 'bee1e6'],
  ['fff1e6', 'f0d9c8'],
  ['dfe7fd', 'c5d3f6'],
  ['e9f5db', 'c7ddb0'],
  ['f8edeb', 'f5cac3'],
  ['eae4e9', 'd8e2dc'],
  ['fefae0', 'e9edc9'],
];
const GLASSES = ['glasses', 'glasses2', 'glasses3', 'glasses4', 'glasses5'] as const;

const nth = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

/**
 * The `index`th portrait (from 0) of someone of this gender and age bucket, as a `size` px square SVG, on a soft
 * backdrop unless told otherwise. The lists are stepped through at different strides, so neighbouring portraits
 * differ in head, skin, clothes, expression and backdrop alike, and the two genders and the buckets are offset from
 * each other. Each round through the heads moves the other lists on, so a head that comes round again comes with
 * another skin, expression, hair colour, clothes and backdrop, turned the other way: another face.
 */
export function portraitSvg(
  gender: Gender,
  bucket: AgeBucket,
  index: number,
  size: number,
  { backdrop = true }: { backdrop?: boolean } = {},
): string {
  const casting = castings[gender][bucket];
  const round = Math.floor(index / casting.heads.length);
  const offset = AGE_BUCKETS.indexOf(bucket) * 3 + (gender === 'male' ? 1 : 0) + round * 2;
  const turn = index + offset;
  const head = nth(casting.heads, index);
  // Under a turban a shaven face read as a woman's: those men keep their beards.
  const beard = head === 'turban' ? 'full' : nth(casting.facialHair, index);
  return createAvatar(openPeeps, {
    seed: `${gender}-${bucket}-${index}`,
    size,
    head: [head],
    headContrastColor: [nth(casting.hair, turn)],
    skinColor: [nth(SKIN, index * 2 + offset)],
    face: [nth(casting.expressions, index * 5 + offset)],
    clothingColor: [nth(CLOTHING, index * 5 + offset)],
    facialHair: beard ? [beard] : [],
    facialHairProbability: beard ? 100 : 0,
    accessories: [nth(GLASSES, turn)],
    accessoriesProbability: turn % casting.glassesEvery === 0 ? 100 : 0,
    maskProbability: 0,
    backgroundType: ['gradientLinear'],
    // Without one, the person stands on nothing, for a scene of its own (a cam's room).
    backgroundColor: backdrop ? nth(BACKDROPS, index * 5 + offset) : [],
    backgroundRotation: [(turn * 53) % 360],
    flip: (index + round) % 2 === 1,
  }).toString();
}
