import { access } from 'node:fs/promises';
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
  liveDeploymentId: string;
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

/** A render past its budget by this much is stopped with its worker, and the page goes out as the browser's to render. */
const HARD_STOP_GRACE_MS = 250;

/**
 * Renders pages on the server (docs/architecture.md, "First paint") in a pool of worker threads, off the event loop.
 * Each release or rollback starts a new generation of workers, which load the new versions' server builds; the old
 * generation finishes its renders and exits, so a worker's memory does not grow with every release.
 */
export class ServerRenderer {
  private pool: Piscina | null = null;
  private generation = '';
  private readonly builds = new Map<string, Promise<boolean>>();

  constructor(private readonly options: ServerRendererOptions) {}

  /** The page's markup and state, or null when it must be rendered in the browser (no server build, or past time). */
  async render(request: RenderRequest): Promise<ServerRenderOutput | null> {
    const shellModule = path.join(this.options.deployDir, serverFolder('shell', request.shellVersion), 'server.mjs');
    if (!(await this.exists(shellModule))) return null;
    const { port1, port2 } = new MessageChannel();
    answerCalls(port1, request.answerCall);
    const task: RenderTask = {
      input: { ...request.input, budgetMs: this.options.budgetMs },
      shellModule,
      pages: request.pages.map(({ remote, module, version }) => ({
        key: `${remote}/${module}`,
        file: path.join(this.options.deployDir, serverFolder(remote, version), `${module.replace(/^\.\//, '')}.mjs`),
      })),
      port: port2,
    };
    try {
      const output = (await this.poolFor(request.liveDeploymentId).run(task, {
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

  /** Workers that are not rendering, for the render benchmark's memory figure. */
  get threads() {
    return this.pool?.threads ?? [];
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }

  private poolFor(deploymentId: string): Piscina {
    if (this.pool && this.generation === deploymentId) return this.pool;
    const previous = this.pool;
    this.generation = deploymentId;
    this.pool = new Piscina({
      filename: pathToFileURL(path.join(import.meta.dirname, 'renderWorker.mjs')).href,
      workerData: {
        serverBuildsUrl: pathToFileURL(path.join(this.options.deployDir, 'ssr') + path.sep).href,
        packagesUrl: pathToFileURL(path.join(rootDir, 'package.json')).href,
      },
      // The workers register what they need themselves; the server's own flags (a test runner's) are not theirs.
      execArgv: [],
      minThreads: 0,
      maxThreads: this.options.workers ?? Math.max(1, Math.min(4, availableParallelism())),
      idleTimeout: 60_000,
    });
    // The previous generation finishes what it renders and exits.
    void previous?.close();
    return this.pool;
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
