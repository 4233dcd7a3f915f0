import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/** What buildApp hands every route file's plugin; a plugin reads what it needs and ignores the rest. */
export interface RouteFileOptions {
  /** How often live sockets are checked for ended sessions (routes/api/live.ts). */
  sessionCheckMs?: number;
}

const isSourceFile = (name: string) => /\.ts$/.test(name) && !name.endsWith('.d.ts');

/**
 * Registers every file of `folder` as one Fastify plugin, in file-name order, so adding a call is adding its file:
 * nothing else lists it. A route file exports exactly one function, its plugin; a file that exports none or several
 * stops the start, as helpers belong in routes/support/ and would otherwise be registered as routes.
 */
export async function registerRouteFiles(
  app: FastifyInstance,
  folder: string,
  options: RouteFileOptions = {},
): Promise<void> {
  const files = (await readdir(folder)).filter(isSourceFile).sort();
  for (const file of files) {
    const module = (await import(path.join(folder, file))) as Record<string, unknown>;
    const plugins = Object.values(module).filter((value) => typeof value === 'function');
    const [plugin] = plugins;
    if (plugins.length !== 1 || !plugin)
      throw new Error(
        `${path.join(folder, file)} exports ${plugins.length} functions; a route file exports exactly its plugin (helpers go to routes/support/)`,
      );
    await app.register(plugin as FastifyPluginAsync<RouteFileOptions>, options);
  }
}
