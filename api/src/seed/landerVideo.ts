// Makes the video lander's background loops and posters from the demo's own faces (DiceBear's Open Peeps, CC0, drawn
// as the seeded profiles' are: faces.ts; no third-party media): a canvas scene (soft evening gradient, drifting bokeh,
// portraits crossfading with a slow pan) recorded in headless Chromium with MediaRecorder to WebM. Run once, on a quiet
// machine (the recording is real time: a busy one drops frames), and commit the output; builds only import the files.
//   node --import tsx api/src/seed/landerVideo.ts [/usr/bin/chromium]
// Writes mfe-landers/src/assets/lander-{women,men}.webm and lander-{women,men}-poster.webp.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Gender } from 'shared-contracts/api';
import { portraitSvg, type AgeBucket } from './faces';

const outDir = path.resolve(import.meta.dirname, '../../../mfe-landers/src/assets');
const executablePath = process.argv[2] ?? '/usr/bin/chromium';
const WIDTH = 854;
const HEIGHT = 480;
const SECONDS = 7;

/** The page that draws and records; everything periodic in SECONDS, so the loop has no seam. */
const scene = String.raw`
const W = ${WIDTH}, H = ${HEIGHT}, T = ${SECONDS};
function load(svg) {
  return new Promise((resolve) => { const img = new Image(); img.onload = () => resolve(img); img.src = 'data:image/svg+xml,' + encodeURIComponent(svg); });
}
// A fixed pseudo-random sequence, so every run draws the same scene.
let seed = 7;
const rand = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
window.makeLoop = async (svgs, palette) => {
  const portraits = await Promise.all(svgs.map(load));
  const canvas = document.createElement('canvas');
  canvas.width = W; canvas.height = H; document.body.append(canvas);
  const ctx = canvas.getContext('2d');
  seed = 7;
  const bokeh = Array.from({ length: 26 }, () => ({
    x: rand() * W, y: rand() * H, r: 14 + rand() * 60, hue: palette[Math.floor(rand() * palette.length)],
    ax: 20 + rand() * 50, ay: 10 + rand() * 30, phase: rand() * Math.PI * 2, k: 1 + Math.floor(rand() * 2), a: 0.08 + rand() * 0.18,
  }));
  function draw(t) {
    const u = (t % T) / T; // 0..1 through the loop
    const sky = ctx.createLinearGradient(0, 0, W, H);
    sky.addColorStop(0, 'hsl(' + palette[0] + ',55%,14%)');
    sky.addColorStop(0.55, 'hsl(' + palette[1] + ',50%,20%)');
    sky.addColorStop(1, 'hsl(' + palette[2] + ',60%,12%)');
    ctx.globalCompositeOperation = 'source-over';
    ctx.globalAlpha = 1;
    ctx.fillStyle = sky; ctx.fillRect(0, 0, W, H);
    // Portraits: four cards on a slow carousel, each fading in and out in turn; the pan is periodic.
    const n = portraits.length;
    for (let i = 0; i < n; i++) {
      const local = ((u * n - i) % n + n) % n; // 0..n: where card i is in its turn
      const alpha = Math.max(0, Math.min(1, local < 1 ? local : local < 2 ? 1 : local < 3 ? 3 - local : 0));
      if (alpha <= 0) continue;
      const size = H * 0.56;
      const cx = W * [0.24, 0.62, 0.4, 0.78][i] + Math.sin(2 * Math.PI * (u + i / n)) * 26;
      const cy = H * [0.42, 0.58, 0.6, 0.4][i] + Math.cos(2 * Math.PI * (u + i / n)) * 12;
      const zoom = 1 + 0.06 * Math.sin(2 * Math.PI * u + i);
      ctx.save();
      ctx.globalAlpha = alpha * 0.85;
      ctx.translate(cx, cy); ctx.scale(zoom, zoom);
      ctx.beginPath(); ctx.roundRect(-size / 2, -size / 2, size, size, 28); ctx.clip();
      ctx.drawImage(portraits[i], -size / 2, -size / 2, size, size);
      const shade = ctx.createLinearGradient(0, -size / 2, 0, size / 2);
      shade.addColorStop(0.5, 'rgba(0,0,0,0)'); shade.addColorStop(1, 'rgba(10,0,20,0.55)');
      ctx.fillStyle = shade; ctx.fillRect(-size / 2, -size / 2, size, size);
      ctx.restore();
    }
    // Soft bokeh in front, drifting on closed paths.
    ctx.globalCompositeOperation = 'lighter';
    for (const b of bokeh) {
      const a = 2 * Math.PI * b.k * u + b.phase;
      const x = b.x + Math.cos(a) * b.ax, y = b.y + Math.sin(a) * b.ay;
      const glow = ctx.createRadialGradient(x, y, 0, x, y, b.r);
      glow.addColorStop(0, 'hsla(' + b.hue + ',90%,75%,' + (b.a * (0.75 + 0.25 * Math.sin(a * 2))) + ')');
      glow.addColorStop(0.7, 'hsla(' + b.hue + ',90%,65%,' + b.a * 0.5 + ')');
      glow.addColorStop(1, 'hsla(' + b.hue + ',90%,60%,0)');
      ctx.fillStyle = glow; ctx.beginPath(); ctx.arc(x, y, b.r, 0, Math.PI * 2); ctx.fill();
    }
    // A vignette keeps text on top readable.
    ctx.globalCompositeOperation = 'source-over';
    const v = ctx.createRadialGradient(W / 2, H / 2, H * 0.25, W / 2, H / 2, W * 0.7);
    v.addColorStop(0, 'rgba(0,0,0,0)'); v.addColorStop(1, 'rgba(0,0,0,0.55)');
    ctx.fillStyle = v; ctx.fillRect(0, 0, W, H);
  }
  draw(0);
  const poster = canvas.toDataURL('image/webp', 0.6);
  const stream = canvas.captureStream(30);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp9', videoBitsPerSecond: 520_000 });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const done = new Promise((resolve) => (recorder.onstop = resolve));
  const start = performance.now();
  recorder.start();
  await new Promise((resolve) => {
    const frame = () => {
      const t = (performance.now() - start) / 1000;
      if (t >= T) { draw(T); resolve(); return; }
      draw(t);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  recorder.stop();
  await done;
  const blob = new Blob(chunks, { type: 'video/webm' });
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  canvas.remove();
  return { video: btoa(binary), poster: poster.split(',')[1] };
};
`;

const browser = await chromium.launch({ executablePath, args: ['--autoplay-policy=no-user-gesture-required'] });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  await page.setContent(`<!doctype html><body style="margin:0;background:#000"><script>${scene}</script></body>`);
  const loops: [string, Gender, number[]][] = [
    ['women', 'female', [330, 280, 350, 20]],
    ['men', 'male', [220, 260, 200, 190]],
  ];
  // Four faces of the ages the landers show most, two younger and two older, none of them in glasses.
  const faces: [AgeBucket, number][] = [
    ['18-29', 2],
    ['30-44', 2],
    ['18-29', 3],
    ['30-44', 6],
  ];
  for (const [name, gender, palette] of loops) {
    const svgs = faces.map(([bucket, index]) => portraitSvg(gender, bucket, index, 600));
    const { video, poster } = await page.evaluate(
      ([portraits, colours]) =>
        (
          window as unknown as {
            makeLoop: (svgs: string[], palette: number[]) => Promise<{ video: string; poster: string }>;
          }
        ).makeLoop(portraits, colours),
      [svgs, palette] as const,
    );
    const videoFile = path.join(outDir, `lander-${name}.webm`);
    const posterFile = path.join(outDir, `lander-${name}-poster.webp`);
    await writeFile(videoFile, Buffer.from(video, 'base64'));
    await writeFile(posterFile, Buffer.from(poster, 'base64'));
    console.log(
      `${videoFile}: ${Buffer.from(video, 'base64').length} bytes; poster ${Buffer.from(poster, 'base64').length} bytes`,
    );
  }
} finally {
  await browser.close();
}
