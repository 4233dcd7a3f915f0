import path from 'node:path';
import Fastify from 'fastify';
import { registerRouteFiles } from '../src/routes/registerRouteFiles';

const fixtures = path.join(import.meta.dirname, 'fixtures', 'routeFiles');

describe('registerRouteFiles', () => {
  it('registers every file of the folder, handing each the options', async () => {
    const app = Fastify({ logger: false });
    await registerRouteFiles(app, path.join(fixtures, 'calls'), { sessionCheckMs: 250 });
    expect((await app.inject({ method: 'GET', url: '/first' })).json()).toEqual({ answer: 'first' });
    expect((await app.inject({ method: 'GET', url: '/second' })).json()).toEqual({ sessionCheckMs: 250 });
    await app.close();
  });

  it('refuses to start on a file that exports a helper beside its plugin', async () => {
    const app = Fastify({ logger: false });
    await expect(registerRouteFiles(app, path.join(fixtures, 'withHelper'))).rejects.toThrow(
      /withHelper\/call\.ts exports 2 functions.*routes\/support/,
    );
    await app.close();
  });
});
