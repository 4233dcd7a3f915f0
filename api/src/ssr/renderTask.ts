import { pathToFileURL } from 'node:url';
import type { MessagePort } from 'node:worker_threads';
import type { ServerPage, ServerRenderInput, ServerRenderOutput } from 'shared-contracts';
import { withCallsThrough } from './workerCalls';

/** Loads a generation's server builds into a worker before it renders for visitors (serverRenderer.ts). */
export interface WarmTask {
  warm: true;
  shellModule: string;
  pages: { key: string; file: string }[];
}

/** One render, as the main thread hands it to a worker (serverRenderer.ts). */
export interface RenderTask {
  input: ServerRenderInput;
  /** The shell version's server build. */
  shellModule: string;
  /** The server builds of the remote pages the page may show, by `remote/module`. */
  pages: { key: string; file: string }[];
  port: MessagePort;
}

interface ShellServerBuild {
  renderPage: (input: ServerRenderInput, pages: ReadonlyMap<string, ServerPage>) => Promise<ServerRenderOutput>;
}

/**
 * Renders a page in this worker with the server builds of the versions the page names. A page whose server module
 * cannot be loaded is left out: its slot is rendered by the browser, the rest here.
 */
export async function renderTask(task: RenderTask | WarmTask): Promise<ServerRenderOutput | null> {
  if ('warm' in task) {
    await loadBuilds(task.shellModule, task.pages);
    return null;
  }
  return withCallsThrough(task.port, async () => {
    const { shell, loaded, failed } = await loadBuilds(task.shellModule, task.pages);
    const output = await shell.renderPage(task.input, loaded);
    return { ...output, errors: [...failed, ...output.errors] };
  });
}

async function loadBuilds(shellModule: string, pages: { key: string; file: string }[]) {
  const shell = (await import(pathToFileURL(shellModule).href)) as ShellServerBuild;
  const loaded = new Map<string, ServerPage>();
  const failed: string[] = [];
  await Promise.all(
    pages.map(async ({ key, file }) => {
      try {
        const { default: Page, loadFirstView } = (await import(pathToFileURL(file).href)) as Partial<ServerPage> & {
          default?: ServerPage['Page'];
        };
        if (Page) loaded.set(key, { Page, loadFirstView });
      } catch (error) {
        failed.push(`${key}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }),
  );
  return { shell, loaded, failed };
}
