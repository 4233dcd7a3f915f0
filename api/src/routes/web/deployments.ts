import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { developerOnlyFiles } from '../../deploy/developerFiles';
import type { RemoteManifests } from '../../deploy/remoteManifests';
import { visitorIdOf } from '../support/visitor';
import { staticFileRoutes } from '../../plugins/requestContext';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LOCALE_MESSAGES_MAX_AGE_S, isLocaleCode, localeCodes } from 'shared-contracts';
import {
  latestBuildSchema,
  messagesParamsSchema,
  messagesResponseSchema,
  remoteRegistrySchema,
} from 'shared-contracts/api';

const NO_CACHE = 'no-cache';
/** Version folders never change once written, so browsers may keep their files for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The remote registry, deployment detection, message catalogs and the immutable build folders. */
export async function deploymentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deploy, experiments } = app.ctx;
  const visitorRegistry = async (request: FastifyRequest) =>
    experiments.registryFor(request.site, visitorIdOf(request), (await deploy.live()).registry);

  api.get('/remotes.json', {
    schema: {
      tags: ['deployment'],
      summary: 'The live version and manifest of every remote',
      response: { 200: remoteRegistrySchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return visitorRegistry(request);
    },
  });

  api.get('/_build/latest.json', {
    schema: {
      tags: ['deployment'],
      summary: 'The live deployment, for stale-tab detection',
      response: { 200: latestBuildSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', NO_CACHE);
      // A visitor in an experiment's variant has that variant's deployment id: theirs is not stale.
      return { deploymentId: (await visitorRegistry(request)).deploymentId };
    },
  });

  api.get('/_i18n/:hash/:locale/messages.json', {
    config: { staticFile: true },
    schema: {
      tags: ['deployment'],
      summary: "Every live app's messages for one locale, one namespace per app",
      params: messagesParamsSchema,
      response: { 200: messagesResponseSchema },
    },
    handler: async (request, reply) => {
      const { hash, locale } = request.params;
      const live = (await deploy.live()).registry;
      // The hash names a deployment: the live one, or one of a running experiment's variants (asked for by the
      // variant's visitors, whatever cookie the browser sends).
      const named =
        hash === live.deploymentId
          ? live
          : (await experiments.possibleRegistries(await app.ctx.sites.forHost(request.hostname), live)).find(
              (registry) => registry.deploymentId === hash,
            );
      const cacheable = isLocaleCode(locale) && named !== undefined;
      // An unknown locale gets English, and an old hash today's catalogs; neither answer may be cached under that URL.
      reply.header('cache-control', cacheable ? `public, max-age=${LOCALE_MESSAGES_MAX_AGE_S}` : NO_CACHE);
      return deploy.messagesFor(isLocaleCode(locale) ? locale : localeCodes[0], named);
    },
  });

  for (const folder of ['shell', 'remotes']) {
    await app.register(async (files) => {
      staticFileRoutes(files);
      if (folder === 'remotes' && !app.ctx.config.devTools) {
        files.addHook('onRequest', async (request, reply) => {
          if (await isDeveloperFile(deploy.manifests, request.url)) return reply.callNotFound();
        });
      }
      await files.register(fastifyStatic, {
        root: path.join(deploy.deployDir, folder),
        prefix: `/${folder}/`,
        decorateReply: false,
        index: false,
        // Release builds ship .br and .gz copies of every text asset (tools/deploy.mjs).
        preCompressed: true,
        // A path that climbs out of its folder is no file of ours: a 404, as any missing file (the file server would
        // answer 403). The edge refuses such spellings first (plugins/canonicalPaths.ts).
        allowedPath: (pathname) => !pathname.split('/').includes('..'),
        cacheControl: false,
        setHeaders: (response) => response.setHeader('cache-control', IMMUTABLE),
      });
    });
  }
}

/**
 * Whether a /remotes/{remote}/{version}/{file} URL is a file only developer modules need, or its compressed copy or
 * source map. The static server picks its file from the request's text, so this reads the same text the same way
 * (decoded, `..` and `//` resolved), although the edge has already refused such spellings (plugins/canonicalPaths.ts). A version whose
 * manifest is missing or unreadable serves nothing else: without it nobody can tell the developer modules' files from
 * the rest, and the federation runtime could not load that version anyway.
 */
async function isDeveloperFile(manifests: RemoteManifests, url: string): Promise<boolean> {
  let pathname: string;
  try {
    pathname = path.posix.normalize(decodeURIComponent(url.split('?')[0] ?? ''));
  } catch {
    return false;
  }
  const [remote, version, file, ...rest] = pathname.split('/').slice(2);
  if (!remote || !version || !file || rest.length) return false;
  const name = file.replace(/\.(br|gz|map)$/, '');
  const manifest = await manifests.of(remote, version);
  if (manifest === null) return name !== 'mf-manifest.json';
  return developerOnlyFiles(remote, manifest).has(name);
}
