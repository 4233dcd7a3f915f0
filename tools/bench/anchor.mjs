// The one-bundle anchor the page-speed benchmarks measure beside the site in the same run (a noisy 2-core machine
// gives other figures every hour): tools/bench/anchor/LoginPage.tsx with react and react-dom in one minified script,
// served gzip from this machine.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';
import { root } from './startSite.mjs';

async function build(outputDir) {
  const compiler = rspack({
    mode: 'production',
    context: root,
    entry: path.join(import.meta.dirname, 'anchor', 'LoginPage.tsx'),
    output: { path: outputDir, filename: 'anchor.js', clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx$/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
          },
          type: 'javascript/auto',
        },
      ],
    },
    optimization: { splitChunks: false, runtimeChunk: false },
  });
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
}

/** Builds the anchor and serves it on `port`; answers its page's URL and a stop(). */
export async function startAnchor(port) {
  const outputDir = path.join(root, '.tmp', 'bench-anchor');
  await build(outputDir);
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Log in</title><script src="/anchor.js" defer></script></head><body><div id="root"></div></body></html>';
  const files = {
    '/': { type: 'text/html; charset=utf-8', body: gzipSync(html) },
    '/anchor.js': { type: 'text/javascript', body: gzipSync(await readFile(path.join(outputDir, 'anchor.js'))) },
  };
  const server = createServer((request, response) => {
    const file = files[request.url ?? ''];
    if (!file) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file.type, 'content-encoding': 'gzip', 'cache-control': 'no-store' });
    response.end(file.body);
  });
  await new Promise((resolve) => server.listen(port, resolve));
  return { url: `http://localhost:${port}/`, stop: () => server.close() };
}
