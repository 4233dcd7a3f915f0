import sharp from 'sharp';
import type { Gender } from 'shared-contracts/api';
import { portraitSvg } from '../seed/faces';

/** Square, like the member photos the cards sit beside; sharp enough for a card at twice the pixel density. */
const SIZE = 320;
/** The scene is drawn at this size, then scaled down to SIZE. */
const SCENE = 600;
/** How large the performer stands in the scene: head and shoulders filling most of its height, as a webcam frames. */
const PERSON = 470;

const walls = ['#2b2238', '#1f2a36', '#33261f', '#24302a', '#3a2030', '#202840'];
const lamps = ['#ffb347', '#ff7eb3', '#8fd3ff', '#c39bff', '#ffd56b', '#7dffb0'];
const sofas = ['#5b2a3c', '#2d4a5e', '#6b4a2b', '#3b5b3b', '#4a3060', '#6a2f2f'];

const pick = (list: readonly string[], index: number) => list[index % list.length] as string;

/** A dim room lit by a coloured lamp, with a sofa along the bottom; `lampX` puts the lamp left or right. */
function roomSvg(index: number, lampX: number): string {
  const wall = pick(walls, index);
  const lamp = pick(lamps, index * 5 + 1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE}" height="${SCENE}" viewBox="0 0 600 600">
  <defs>
    <radialGradient id="lamp" cx="${lampX}" cy="150" r="420" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${lamp}" stop-opacity="0.85"/><stop offset="1" stop-color="${wall}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="600" height="600" fill="${wall}"/>
  <rect width="600" height="600" fill="url(#lamp)"/>
  <rect x="${lampX - 22}" y="120" width="44" height="60" rx="8" fill="${lamp}"/>
  <rect x="${lampX - 4}" y="180" width="8" height="250" fill="#111"/>
  <rect x="${lampX < 300 ? 400 : 60}" y="90" width="140" height="110" rx="6" fill="#000" opacity="0.25"/>
  <rect x="0" y="400" width="600" height="200" fill="${pick(sofas, index * 7 + 2)}"/>
  <rect x="0" y="400" width="600" height="22" fill="#000" opacity="0.2"/>
</svg>`;
}

/** The room's low light over everything: darker corners, and the person a little dimmed like the room. */
const dimLight = `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE}" height="${SCENE}" viewBox="0 0 600 600">
  <defs>
    <radialGradient id="vignette" cx="300" cy="300" r="430" gradientUnits="userSpaceOnUse">
      <stop offset="0.55" stop-color="#000" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0.7"/>
    </radialGradient>
  </defs>
  <rect width="600" height="600" fill="url(#vignette)"/>
</svg>`;

/**
 * A performer in a dim room lit by a coloured lamp, seen from the webcam: a person drawn like the member portraits
 * (DiceBear Open Peeps, api/src/seed/faces.ts) but in a room instead of before a bright backdrop, so an ONLINE card
 * never looks like the member beside it. `index` varies the room and the person; the same index always draws the same
 * picture. Performers are adults of 18 to 44.
 */
export async function renderCamPhoto(index: number, gender: Gender): Promise<Buffer> {
  const lampX = index % 2 === 0 ? 110 : 490;
  // The person sits a little off centre, away from the lamp, as a cam frames a room; near enough to the middle that a
  // card cropping the square to a portrait keeps the whole face.
  const left = (SCENE - PERSON) / 2 + (index % 2 === 0 ? 40 : -40) + ((index * 13) % 20) - 10;
  const person = await sharp(
    Buffer.from(portraitSvg(gender, index % 3 === 2 ? '30-44' : '18-29', index, PERSON, { backdrop: false })),
  )
    .png()
    .toBuffer();
  const scene = await sharp(Buffer.from(roomSvg(index, lampX)))
    .composite([
      { input: person, left: Math.round(left), top: SCENE - PERSON },
      { input: Buffer.from(dimLight), left: 0, top: 0 },
    ])
    .png()
    .toBuffer();
  return sharp(scene).resize(SIZE, SIZE).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
}
