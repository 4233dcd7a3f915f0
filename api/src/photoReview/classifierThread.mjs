// The nudity classifier's thread (photoReview/classifier.ts starts it): nsfwjs on TensorFlow.js, kept off the
// server's event loop, because one inference is tens to hundreds of milliseconds of synchronous computation.
// Plain JavaScript: a worker thread is a fresh Node.js instance, which neither tsx nor Jest transforms.
import { parentPort, workerData } from 'node:worker_threads';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** nsfwjs's model definitions (their weights are modules inside the npm package: nothing is fetched). */
const MODELS = {
  mobilenet_v2: { module: 'nsfwjs/models/mobilenet_v2', name: 'MobileNetV2Model' },
  mobilenet_v2_mid: { module: 'nsfwjs/models/mobilenet_v2_mid', name: 'MobileNetV2MidModel' },
  inception_v3: { module: 'nsfwjs/models/inception_v3', name: 'InceptionV3Model' },
};

/**
 * A tf.io handler from nsfwjs's bundled model: its JSON topology and base64 weight shards, decoded with Buffer
 * (nsfwjs's own handler decodes byte by byte, seconds for Inception's 27 MB).
 */
function bundledModel(definition) {
  return {
    load: async () => {
      const json = (await definition.modelJson()).default;
      const shards = {};
      for (const [index, load] of definition.weightBundles.entries()) {
        shards[`group1-shard${index + 1}of${definition.numOfWeightBundles}`] = (await load()).default;
      }
      const buffers = json.weightsManifest.flatMap((group) =>
        group.paths.map((name) => {
          if (!shards[name]) throw new Error(`nsfwjs weight shard ${name} missing`);
          return Buffer.from(shards[name], 'base64');
        }),
      );
      const weights = Buffer.concat(buffers);
      return {
        modelTopology: json.modelTopology,
        format: json.format,
        generatedBy: json.generatedBy,
        convertedBy: json.convertedBy,
        weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
        weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
      };
    },
  };
}

async function open({ model, backend }) {
  const started = performance.now();
  const tf = await import('@tensorflow/tfjs');
  // Production mode skips the per-operation debug checks, and with them the console advice to install the native
  // Node.js backend (which downloads a library at install: not an option here).
  tf.enableProdMode();
  if (backend === 'wasm') {
    const wasm = await import('@tensorflow/tfjs-backend-wasm');
    wasm.setWasmPaths(`${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'))}/`);
  }
  if (!(await tf.setBackend(backend))) throw new Error(`TensorFlow.js backend ${backend} did not start`);
  await tf.ready();
  const choice = MODELS[model];
  if (!choice) throw new Error(`Unknown nsfwjs model ${model}`);
  const definition = (await import(choice.module))[choice.name];
  const { NSFWJS } = await import('nsfwjs/core');
  const size = definition.options?.size ?? 224;
  const classifier = new NSFWJS(bundledModel(definition), { size, type: definition.options?.type });
  await classifier.load();
  return { tf, classifier, size, loadMs: performance.now() - started };
}

const opened = open(workerData);
opened.then(
  ({ size, loadMs }) => parentPort.postMessage({ type: 'ready', size, loadMs }),
  (error) => parentPort.postMessage({ type: 'failed', error: String(error?.stack ?? error) }),
);

parentPort.on('message', async ({ id, pixels, size }) => {
  try {
    const { tf, classifier } = await opened;
    const image = tf.tensor3d(new Uint8Array(pixels), [size, size, 3], 'int32');
    const started = performance.now();
    const classes = await classifier.classify(image, 5);
    image.dispose();
    const probabilities = Object.fromEntries(classes.map((entry) => [entry.className, entry.probability]));
    parentPort.postMessage({ type: 'scored', id, probabilities, ms: performance.now() - started });
  } catch (error) {
    parentPort.postMessage({ type: 'error', id, error: String(error?.stack ?? error) });
  }
});
