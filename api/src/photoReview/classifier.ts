import { Worker } from 'node:worker_threads';
import sharp from 'sharp';

/** The nsfwjs models the package ships (docs/operators.md "Photo review" says which one runs and why). */
export const classifierModels = ['mobilenet_v2', 'mobilenet_v2_mid', 'inception_v3'] as const;
export type ClassifierModel = (typeof classifierModels)[number];
/** TensorFlow.js backends that run here without a download: WebAssembly, or plain JavaScript. */
export const classifierBackends = ['wasm', 'cpu'] as const;
export type ClassifierBackend = (typeof classifierBackends)[number];

export interface ClassifierChoice {
  model: ClassifierModel;
  backend: ClassifierBackend;
}

/** Measured with `npm run bench:classifier`: the mid-sized MobileNet on WebAssembly (docs/operators.md). */
export const defaultClassifierChoice: ClassifierChoice = { model: 'mobilenet_v2_mid', backend: 'wasm' };

/** nsfwjs's five classes with their probabilities (they add up to 1). */
export type NsfwClasses = Record<'Drawing' | 'Hentai' | 'Neutral' | 'Porn' | 'Sexy', number>;

export interface NudityScore {
  /** The probability of nudity, 0–1: what the site's threshold is compared with. */
  score: number;
  classes: NsfwClasses;
  /** `<model>/<backend>`, so a score can be told from one a later model gives. */
  classifier: string;
}

/**
 * The nudity score of nsfwjs's classes: explicit content, photographed (Porn) or drawn (Hentai). "Sexy" (underwear,
 * swimwear) is not nudity; the moderator sees every class in the queue.
 */
export function nudityOf(classes: NsfwClasses): number {
  return Math.min(1, classes.Porn + classes.Hentai);
}

export interface NudityClassifier {
  score(image: Buffer): Promise<NudityScore>;
  close(): Promise<void>;
}

type ThreadMessage =
  | { type: 'ready'; size: number; loadMs: number }
  | { type: 'failed'; error: string }
  | { type: 'scored'; id: number; probabilities: NsfwClasses; ms: number }
  | { type: 'error'; id: number; error: string };

interface Running {
  worker: Worker;
  size: number;
  loadMs: number;
}

/** A whole photo is at most 1600 px a side (media/profileImages.ts); decoding a bomb is refused all the same. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * nsfwjs in a worker thread (classifierThread.mjs), started on the first photo: the model costs start-up time and
 * memory only in a process that scores, and an inference (synchronous TensorFlow.js work) never holds up the
 * server's event loop. Photos are decoded and resized here with sharp (libvips, off the event loop too) to the
 * model's square of raw RGB, and scored one after the other.
 */
export class NsfwClassifier implements NudityClassifier {
  private running: Promise<Running> | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (classes: NsfwClasses) => void; reject: (e: Error) => void }>();

  constructor(readonly choice: ClassifierChoice = defaultClassifierChoice) {}

  /** Starts the thread and loads the model (once); answers the model's input size and how long loading took. */
  start(): Promise<Running> {
    this.running ??= new Promise<Running>((resolve, reject) => {
      const worker = new Worker(new URL('./classifierThread.mjs', import.meta.url), { workerData: this.choice });
      // The thread alone never keeps a process alive; stopping the server closes it.
      worker.unref();
      worker.on('message', (message: ThreadMessage) => {
        switch (message.type) {
          case 'ready':
            resolve({ worker, size: message.size, loadMs: message.loadMs });
            return;
          case 'failed':
            reject(new Error(`The classifier did not start: ${message.error}`));
            return;
          case 'scored':
          case 'error': {
            const waiter = this.waiting.get(message.id);
            this.waiting.delete(message.id);
            if (message.type === 'scored') waiter?.resolve(message.probabilities);
            else waiter?.reject(new Error(message.error));
          }
        }
      });
      worker.on('error', (error) => this.fail(error, reject));
      worker.on('exit', (code) => this.fail(new Error(`The classifier thread ended (${code})`), reject));
    });
    return this.running;
  }

  /** A thread that died fails what it was doing; the next photo starts a new one. */
  private fail(error: Error, reject: (error: Error) => void): void {
    reject(error);
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
    this.running = null;
  }

  async score(image: Buffer): Promise<NudityScore> {
    const { worker, size } = await this.start();
    const pixels = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .removeAlpha()
      .resize(size, size, { fit: 'fill' })
      .raw()
      .toBuffer();
    const id = this.nextId++;
    const classes = await new Promise<NsfwClasses>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, pixels, size });
    });
    return { score: nudityOf(classes), classes, classifier: `${this.choice.model}/${this.choice.backend}` };
  }

  async close(): Promise<void> {
    const running = this.running;
    this.running = null;
    if (!running) return;
    const started = await running.catch(() => null);
    await started?.worker.terminate();
  }
}
