// npm run bench:classifier [-- --photos N --seconds S --only model/backend,…]
// Scores the same local test photos with every nsfwjs model on both TensorFlow.js backends that run here without a
// download (WebAssembly and plain JavaScript), each candidate in a process of its own so its memory is its own, beside
// an anchor in the same run: sharp decoding and resizing the same photos, which every candidate does first. Prints,
// per candidate, the start-up (thread + model load), the time per photo (decode + inference, p50 and p95), the
// process's memory (RSS) before and at its peak, and the server's event-loop delay while scoring (the classifier runs
// in a worker thread, so this stays near zero). No network: the photos are generated here, the weights are in the
// nsfwjs package.
import { execFile } from 'node:child_process';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs, promisify } from 'node:util';
import sharp from 'sharp';
import {
  classifierBackends,
  classifierModels,
  NsfwClassifier,
  type ClassifierBackend,
  type ClassifierModel,
} from '../src/photoReview/classifier';
import { renderDemoFaceSet } from '../src/seed/demoFaces';
import { LocalDiskStorage } from '../src/media/storage';

const { values } = parseArgs({
  options: {
    child: { type: 'string' },
    photos: { type: 'string', default: '24' },
    seconds: { type: 'string', default: '20' },
    only: { type: 'string' },
  },
});
const root = path.resolve(import.meta.dirname, '..', '..');
const folder = path.join(root, '.tmp', 'bench-classifier');
const maxPhotos = Number(values.photos);
const maxMs = Number(values.seconds) * 1000;

interface Result {
  candidate: string;
  startupMs: number;
  photos: number;
  p50Ms: number;
  p95Ms: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  loopDelayMaxMs: number;
  meanNudity: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const mb = (bytes: number) => bytes / 1024 / 1024;

/** The test photos: the demo's generated portraits (600 px) and camera-sized images (1600 × 1200) made here. */
async function testPhotos(): Promise<string[]> {
  const uploads = path.join(folder, 'uploads');
  const existing = await readdir(path.join(uploads, 'demo', 'faces')).catch(() => []);
  if (!existing.length) {
    await renderDemoFaceSet(new LocalDiskStorage(uploads), 12);
    await mkdir(path.join(uploads, 'camera'), { recursive: true });
    for (let index = 0; index < 8; index += 1) {
      // Smooth colour fields with grain, as a phone photo has, re-encoded the way uploads are stored.
      const noise = Buffer.alloc(400 * 300 * 3);
      for (let i = 0; i < noise.length; i += 1) noise[i] = (i * (index + 7) * 2654435761) % 251;
      await sharp(noise, { raw: { width: 400, height: 300, channels: 3 } })
        .resize(1600, 1200, { kernel: 'cubic' })
        .modulate({ hue: index * 40 })
        .blur(1 + index)
        .jpeg({ quality: 85, mozjpeg: true })
        .toFile(path.join(uploads, 'camera', `photo-${index + 1}.jpg`));
    }
  }
  const files: string[] = [];
  for (const sub of ['camera', 'demo/faces']) {
    for (const name of (await readdir(path.join(uploads, sub))).sort())
      if (!name.includes('-thumb')) files.push(path.join(uploads, sub, name));
  }
  return files;
}

/** One candidate, in this (child) process: start-up, then photos until the count or the time runs out. */
async function measure(candidate: string): Promise<Result> {
  const files = await testPhotos();
  const images = await Promise.all(files.map((file) => readFile(file)));
  let rssPeak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 20);
  const rssBefore = process.memoryUsage().rss;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const times: number[] = [];
  let nudity = 0;
  let startupMs: number;
  const deadline = () => times.length >= 3 && (times.length >= maxPhotos || performance.now() - begun > maxMs);
  let begun = performance.now();
  if (candidate === 'anchor') {
    startupMs = 0;
    for (let index = 0; !deadline(); index += 1) {
      const started = performance.now();
      await sharp(images[index % images.length])
        .rotate()
        .removeAlpha()
        .resize(224, 224, { fit: 'fill' })
        .raw()
        .toBuffer();
      times.push(performance.now() - started);
    }
  } else {
    const [model, backend] = candidate.split('/') as [ClassifierModel, ClassifierBackend];
    const classifier = new NsfwClassifier({ model, backend });
    const started = performance.now();
    await classifier.start();
    startupMs = performance.now() - started;
    begun = performance.now();
    for (let index = 0; !deadline(); index += 1) {
      const photoStarted = performance.now();
      nudity += (await classifier.score(images[index % images.length] as Buffer)).score;
      times.push(performance.now() - photoStarted);
    }
    await classifier.close();
  }
  loop.disable();
  clearInterval(sampler);
  const sorted = [...times].sort((a, b) => a - b);
  return {
    candidate,
    startupMs,
    photos: times.length,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    rssBeforeMb: mb(rssBefore),
    rssPeakMb: mb(rssPeak),
    loopDelayMaxMs: loop.max / 1e6,
    meanNudity: nudity / times.length,
  };
}

if (values.child) {
  console.log(JSON.stringify(await measure(values.child)));
} else {
  const files = await testPhotos();
  const all = ['anchor', ...classifierModels.flatMap((model) => classifierBackends.map((b) => `${model}/${b}`))];
  const candidates = values.only ? ['anchor', ...values.only.split(',')] : all;
  console.log(
    `\nNudity classifier benchmark: ${files.length} local test photos (demo portraits 600 px, camera-sized 1600 × 1200), ` +
      `each candidate in its own process, at most ${maxPhotos} photos or ${maxMs / 1000} s each\n`,
  );
  console.log(
    `${'candidate'.padEnd(26)}${'start-up'.padStart(10)}${'photos'.padStart(8)}${'p50/photo'.padStart(11)}${'p95/photo'.padStart(11)}` +
      `${'RSS before'.padStart(12)}${'RSS peak'.padStart(10)}${'loop delay'.padStart(12)}${'mean score'.padStart(12)}`,
  );
  for (const candidate of candidates) {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        import.meta.filename,
        '--child',
        candidate,
        '--photos',
        String(maxPhotos),
        '--seconds',
        String(maxMs / 1000),
      ],
      { cwd: root, maxBuffer: 1 << 20 },
    );
    const result = JSON.parse(stdout.trim().split('\n').at(-1) as string) as Result;
    const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(11);
    console.log(
      `${(candidate === 'anchor' ? 'anchor: sharp decode+resize' : candidate).padEnd(26)}${`${result.startupMs.toFixed(0)} ms`.padStart(10)}` +
        `${String(result.photos).padStart(8)}${ms(result.p50Ms)}${ms(result.p95Ms)}` +
        `${`${result.rssBeforeMb.toFixed(0)} MB`.padStart(12)}${`${result.rssPeakMb.toFixed(0)} MB`.padStart(10)}` +
        `${`${result.loopDelayMaxMs.toFixed(0)} ms`.padStart(12)}${(candidate === 'anchor' ? '' : result.meanNudity.toFixed(3)).padStart(12)}`,
    );
  }
  console.log(
    '\nstart-up: the worker thread starting, TensorFlow.js and the model loading, one warm-up inference; ' +
      'p50/p95: decode + resize + inference per photo; loop delay: the longest the event loop waited meanwhile.',
  );
}
