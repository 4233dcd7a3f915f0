import type { ComponentType } from 'react';
import { pathToFileURL } from 'node:url';
import type { MessagePort } from 'node:worker_threads';
import type { ServerRenderInput, ServerRenderOutput } from 'shared-contracts';
import { callThrough, endCalls } from './workerCalls';

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
  renderPage: (input: ServerRenderInput, pages: ReadonlyMap<string, ComponentType>) => Promise<ServerRenderOutput>;
}

/**
 * Renders a page in this worker with the server builds of the versions the page names. A page whose server module
 * cannot be loaded is left out: its slot is rendered by the browser, the rest here.
 */
export async function renderTask({ input, shellModule, pages, port }: RenderTask): Promise<ServerRenderOutput> {
  callThrough(port);
  try {
    const shell = (await import(pathToFileURL(shellModule).href)) as ShellServerBuild;
    const loaded = new Map<string, ComponentType>();
    const failed: string[] = [];
    await Promise.all(
      pages.map(async ({ key, file }) => {
        try {
          const page = ((await import(pathToFileURL(file).href)) as { default?: ComponentType }).default;
          if (page) loaded.set(key, page);
        } catch (error) {
          failed.push(`${key}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }),
    );
    const output = await shell.renderPage(input, loaded);
    return { ...output, errors: [...failed, ...output.errors] };
  } finally {
    endCalls();
  }
}
