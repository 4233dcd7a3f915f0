import sharp from 'sharp';
import type { Gender } from 'shared-contracts/api';

/** Square, like the member photos the cards sit beside; sharp enough for a card at twice the pixel density. */
const SIZE = 320;

const walls = ['#2b2238', '#1f2a36', '#33261f', '#24302a', '#3a2030', '#202840'];
const lamps = ['#ffb347', '#ff7eb3', '#8fd3ff', '#c39bff', '#ffd56b', '#7dffb0'];
const sofas = ['#5b2a3c', '#2d4a5e', '#6b4a2b', '#3b5b3b', '#4a3060', '#6a2f2f'];
const tops = ['#c2185b', '#00897b', '#f4511e', '#3949ab', '#fdd835', '#8e24aa', '#e0e0e0'];
const skins = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac', '#d1a37a'];
const hairs = ['#2c1b10', '#6a4e23', '#b8860b', '#1b1b1b', '#8b4513', '#a0522d', '#d2b48c'];

const pick = (list: readonly string[], index: number) => list[index % list.length] as string;

/**
 * A performer in a dim room lit by a coloured lamp, seen from the webcam: unlike the member portraits (a face close up
 * on a bright gradient), so an ONLINE card never looks like the member beside it. `index` varies the room and the
 * person; the same index always draws the same picture.
 */
export function camPhotoSvg(index: number, gender: Gender): string {
  const wall = pick(walls, index);
  const lamp = pick(lamps, index * 5 + 1);
  const sofa = pick(sofas, index * 7 + 2);
  const skin = pick(skins, index * 3 + 1);
  const hair = pick(hairs, index * 2 + 3);
  const lampX = index % 2 === 0 ? 110 : 490;
  // The person sits off centre, away from the lamp, as a cam frames a room.
  const x = (index % 2 === 0 ? 340 : 260) + ((index * 13) % 30) - 15;
  const longHair =
    gender === 'female'
      ? `<path d="M${x - 78} 250 Q${x} 120 ${x + 78} 250 L${x + 92} 420 Q${x} 395 ${x - 92} 420 Z" fill="${hair}"/>`
      : '';
  const shortHair =
    gender === 'male'
      ? `<path d="M${x - 70} 235 Q${x} 130 ${x + 70} 235 Q${x + 55} 185 ${x} 178 Q${x - 55} 185 ${x - 70} 235 Z" fill="${hair}"/>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
  <defs>
    <radialGradient id="lamp" cx="${lampX}" cy="150" r="420" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${lamp}" stop-opacity="0.85"/><stop offset="1" stop-color="${wall}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="vignette" cx="300" cy="300" r="430" gradientUnits="userSpaceOnUse">
      <stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.65"/>
    </radialGradient>
  </defs>
  <rect width="600" height="600" fill="${wall}"/>
  <rect width="600" height="600" fill="url(#lamp)"/>
  <rect x="${lampX - 22}" y="120" width="44" height="60" rx="8" fill="${lamp}"/>
  <rect x="${lampX - 4}" y="180" width="8" height="250" fill="#111"/>
  <rect x="${lampX < 300 ? 400 : 60}" y="90" width="140" height="110" rx="6" fill="#000" opacity="0.25"/>
  <rect x="0" y="400" width="600" height="200" fill="${sofa}"/>
  <rect x="0" y="400" width="600" height="22" fill="#000" opacity="0.2"/>
  ${longHair}
  <ellipse cx="${x}" cy="570" rx="165" ry="150" fill="${pick(tops, index * 3 + 2)}" stroke="#000" stroke-opacity="0.3"/>
  <rect x="${x - 30}" y="330" width="60" height="80" fill="${skin}"/>
  <ellipse cx="${x}" cy="280" rx="72" ry="90" fill="${skin}"/>
  ${shortHair}
  <rect width="600" height="600" fill="url(#vignette)"/>
</svg>`;
}

/** The picture as a JPEG, as a partner's thumbnail would be. */
export function renderCamPhoto(index: number, gender: Gender): Promise<Buffer> {
  return sharp(Buffer.from(camPhotoSvg(index, gender)))
    .resize(SIZE, SIZE)
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();
}
