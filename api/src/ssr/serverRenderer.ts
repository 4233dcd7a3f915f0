import { access, readdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { ServerRenderInput, ServerRenderOutput } from 'shared-contracts';
import { serverFolder } from '../../../tools/deployRegistry.mjs';
import type { RenderTask } from './renderTask';
import type { CallAnswer, CallRequest } from './workerCalls';

const rootDir = path.resolve(import.meta.dirname, '../../..');

/** A GET the page's render makes, answered by the server's own routes for the visitor of the page. */
export type AnswerCall = (path: string, headers: Record<string, string>) => Promise<Omit<CallAnswer, 'id'>>;

export interface RenderRequest {
  /** The live deployment: a new one starts a new generation of workers. */
  live: Deployment;
  /** The shell version the page names (a variant's, in an experiment). */
  shellVersion: string;
  /** The remote pages the page may show, with the versions the visitor's registry names. */
  pages: { remote: string; module: string; version: string }[];
  input: Omit<ServerRenderInput, 'budgetMs'>;
  answerCall: AnswerCall;
}

export interface ServerRendererOptions {
  deployDir: string;
  /** Render workers; each holds the server builds it has rendered with. */
  workers?: number;
  /** Past this, what the render still waits for is left to the browser. */
  budgetMs: number;
  warn: (message: string) => void;
}

/**
 * A render past its budget by this much is stopped with its worker, and the page goes out as the browser's to render.
 * The budget counts from when the render starts; this also covers loading a version's server build into a worker
 * while a new generation warms up beside it (on 2 cores a quarter second was not enough then).
 */
const HARD_STOP_GRACE_MS = 2_000;

/** A set of versions: the live registry's deployment, its shell and its remote versions. */
export interface Deployment {
  deploymentId: string;
  shellVersion: string;
  remotes: { remote: string; version: string }[];
}

/**
 * Renders pages on the server (docs/architecture.md, "First paint") in a pool of worker threads, off the event loop.
 * Each release or rollback starts a new generation of workers, which load the new versions' server builds before they
 * take over; the old generation renders until then, finishes what it renders and exits, so a worker's memory does not
 * grow with every release, and nobody waits for a cold worker.
 */
export class ServerRenderer {
  private pool: Piscina | null = null;
  private generation = '';
  private next: { deploymentId: string; ready: Promise<void> } | null = null;
  private readonly builds = new Map<string, Promise<boolean>>();
  private closed = false;

  constructor(private readonly options: ServerRendererOptions) {}

  private get workers(): number {
    return this.options.workers ?? Math.max(1, Math.min(4, availableParallelism()));
  }

  /**
   * Starts a generation of workers for the live deployment, each with the shell's and every live page's server build
   * loaded; resolves once it renders (or at once, if it already does or the shell has no server build).
   */
  prepare(live: Deployment): Promise<void> {
    if (this.generation === live.deploymentId) return Promise.resolve();
    // Set before anything is awaited: a second call for the same deployment (a page asked for during the first
    // warm-up) waits for this generation instead of starting another.
    if (this.next?.deploymentId !== live.deploymentId)
      this.next = { deploymentId: live.deploymentId, ready: this.startGeneration(live) };
    return this.next.ready;
  }

  private async startGeneration(live: Deployment): Promise<void> {
    const shellModule = this.shellModule(live.shellVersion);
    if (!(await this.exists(shellModule))) return;
    const pages = (
      await Promise.all(live.remotes.map(({ remote, version }) => this.serverPages(remote, version)))
    ).flat();
    const pool = this.newPool();
    try {
      await Promise.all(Array.from({ length: this.workers }, () => pool.run({ warm: true, shellModule, pages })));
    } catch (error) {
      this.options.warn(`render workers for ${live.deploymentId} did not start: ${String(error)}`);
      await pool.destroy();
      return;
    }
    // A server that closed while the generation warmed up has no use for it.
    if (this.closed) await pool.destroy();
    else this.takeOver(live.deploymentId, pool);
  }

  /** Whether the current generation of workers renders this deployment. */
  renders(deploymentId: string): boolean {
    return this.generation === deploymentId;
  }

  /** The page's markup and state, or null when it must be rendered in the browser (no server build, or past time). */
  async render(request: RenderRequest): Promise<ServerRenderOutput | null> {
    const shellModule = this.shellModule(request.shellVersion);
    if (!(await this.exists(shellModule))) return null;
    const pool = await this.poolFor(request.live);
    if (!pool) return null;
    const { port1, port2 } = new MessageChannel();
    answerCalls(port1, request.answerCall);
    const task: RenderTask = {
      input: { ...request.input, budgetMs: this.options.budgetMs },
      shellModule,
      pages: request.pages.map(({ remote, module, version }) => ({
        key: `${remote}/${module}`,
        file: this.serverModule(remote, version, module),
      })),
      port: port2,
    };
    try {
      const output = (await pool.run(task, {
        transferList: [port2],
        signal: AbortSignal.timeout(this.options.budgetMs + HARD_STOP_GRACE_MS),
      })) as ServerRenderOutput;
      if (output.errors.length) this.options.warn(`server render of ${request.input.url}: ${output.errors.join('; ')}`);
      return output;
    } catch (error) {
      this.options.warn(`server render of ${request.input.url} failed: ${String(error)}`);
      return null;
    } finally {
      port1.close();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = null;
    this.generation = '';
    await Promise.allSettled([pool?.destroy(), this.next?.ready]);
  }

  /** The current generation; a new deployment is prepared beside it and takes over once its workers are warm. */
  private async poolFor(live: Deployment): Promise<Piscina | null> {
    if (this.generation !== live.deploymentId) {
      const ready = this.prepare(live);
      // Only the very first generation is waited for: later, the previous one renders until the new one is warm.
      if (!this.pool) await ready;
    }
    return this.pool;
  }

  private takeOver(deploymentId: string, pool: Piscina): void {
    const previous = this.pool;
    this.pool = pool;
    this.generation = deploymentId;
    if (this.next?.deploymentId === deploymentId) this.next = null;
    // The previous generation finishes what it renders and exits.
    void previous?.close();
  }

  private newPool(): Piscina {
    return new Piscina({
      filename: pathToFileURL(path.join(import.meta.dirname, 'renderWorker.mjs')).href,
      workerData: {
        serverBuildsUrl: pathToFileURL(path.join(this.options.deployDir, 'ssr') + path.sep).href,
        packagesUrl: pathToFileURL(path.join(rootDir, 'package.json')).href,
      },
      // The workers register what they need themselves; the server's own flags (a test runner's) are not theirs.
      execArgv: [],
      // React, RTK and the rest in their production builds, as the browser runs them: development checks made a
      // render several times slower, whatever the server's own mode.
      env: { ...process.env, NODE_ENV: 'production' },
      minThreads: this.workers,
      maxThreads: this.workers,
      // One render at a time per worker: a render owns the worker's store connection and i18next instance.
      concurrentTasksPerWorker: 1,
    });
  }

  private shellModule(version: string): string {
    return path.join(this.options.deployDir, serverFolder('shell', version), 'server.mjs');
  }

  private serverModule(remote: string, version: string, module: string): string {
    return path.join(this.options.deployDir, serverFolder(remote, version), `${module.replace(/^\.\//, '')}.mjs`);
  }

  /** Every page module of a remote version's server build. */
  private async serverPages(remote: string, version: string): Promise<{ key: string; file: string }[]> {
    const folder = path.join(this.options.deployDir, serverFolder(remote, version));
    const files = await readdir(folder).catch(() => [] as string[]);
    return files
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => ({ key: `${remote}/./${file.slice(0, -4)}`, file: path.join(folder, file) }));
  }

  private exists(file: string): Promise<boolean> {
    let known = this.builds.get(file);
    if (!known) {
      known = access(file).then(
        () => true,
        () => false,
      );
      this.builds.set(file, known);
    }
    return known;
  }
}

function answerCalls(port: MessagePort, answerCall: AnswerCall): void {
  port.on('message', (call: CallRequest) => {
    void answerCall(call.path, call.headers).then(
      (answer) => port.postMessage({ id: call.id, ...answer }),
      () => port.postMessage({ id: call.id, status: 503, contentType: undefined, body: new Uint8Array() }),
    );
  });
}
