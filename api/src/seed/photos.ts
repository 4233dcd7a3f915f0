import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Gender } from 'shared-contracts/api';

export interface DemoPhoto {
  gender: Gender;
  filename: string;
  thumbFilename: string;
}

const PER_GENDER = 24;

function portraitSvg(gender: Gender, index: number): string {
  const hue = (index * 47 + (gender === 'female' ? 320 : 200)) % 360;
  const skin = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac', '#d1a37a'][index % 6];
  const hair = ['#2c1b10', '#6a4e23', '#b8860b', '#1b1b1b', '#8b4513', '#a0522d', '#d2b48c'][index % 7];
  const longHair =
    gender === 'female'
      ? `<path d="M190 250 Q300 90 410 250 L430 470 Q300 430 170 470 Z" fill="${hair}"/>`
      : `<path d="M215 225 Q300 130 385 225 Q360 185 300 180 Q240 185 215 225 Z" fill="${hair}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},65%,72%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,45%)"/>
  </linearGradient></defs>
  <rect width="600" height="600" fill="url(#bg)"/>
  ${longHair}
  <ellipse cx="300" cy="600" rx="200" ry="150" fill="hsl(${(hue + 180) % 360},40%,35%)"/>
  <rect x="265" y="360" width="70" height="90" fill="${skin}"/>
  <ellipse cx="300" cy="280" rx="95" ry="115" fill="${skin}"/>
  ${gender === 'male' ? `<path d="M205 250 Q300 120 395 250 Q380 175 300 165 Q220 175 205 250 Z" fill="${hair}"/>` : ''}
</svg>`;
}

/** Generated portraits for the demo profiles: a few dozen images that many profiles share. */
export async function generateDemoPhotos(uploadsDir: string): Promise<DemoPhoto[]> {
  const folder = path.join(uploadsDir, 'demo');
  await mkdir(folder, { recursive: true });
  const photos: DemoPhoto[] = [];
  for (const gender of ['female', 'male'] as const) {
    for (let index = 0; index < PER_GENDER; index += 1) {
      const base = `${gender}-${index + 1}`;
      const image = sharp(Buffer.from(portraitSvg(gender, index)));
      await image
        .clone()
        .jpeg({ quality: 80, mozjpeg: true })
        .toFile(path.join(folder, `${base}.jpg`));
      await image
        .clone()
        .resize(240, 240)
        .jpeg({ quality: 78, mozjpeg: true })
        .toFile(path.join(folder, `${base}-thumb.jpg`));
      photos.push({ gender, filename: `demo/${base}.jpg`, thumbFilename: `demo/${base}-thumb.jpg` });
    }
  }
  return photos;
}
