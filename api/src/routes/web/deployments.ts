import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
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
  const { deploy } = app.ctx;

  api.get('/remotes.json', {
    schema: {
      tags: ['deployment'],
      summary: 'The live version and manifest of every remote',
      response: { 200: remoteRegistrySchema },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return (await deploy.live()).registry;
    },
  });

  api.get('/_build/latest.json', {
    schema: {
      tags: ['deployment'],
      summary: 'The live deployment, for stale-tab detection',
      response: { 200: latestBuildSchema },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return { deploymentId: (await deploy.live()).registry.deploymentId };
    },
  });

  api.get('/_i18n/:hash/:locale/messages.json', {
    schema: {
      tags: ['deployment'],
      summary: "Every live app's messages for one locale, one namespace per app",
      params: messagesParamsSchema,
      response: { 200: messagesResponseSchema },
    },
    handler: async (request, reply) => {
      const { hash, locale } = request.params;
      const current = (await deploy.live()).registry.deploymentId;
      const cacheable = isLocaleCode(locale) && hash === current;
      // An unknown locale gets English, and an old hash today's catalogs; neither answer may be cached under that URL.
      reply.header('cache-control', cacheable ? `public, max-age=${LOCALE_MESSAGES_MAX_AGE_S}` : NO_CACHE);
      return deploy.messagesFor(isLocaleCode(locale) ? locale : localeCodes[0]);
    },
  });

  for (const folder of ['shell', 'remotes']) {
    await app.register(fastifyStatic, {
      root: path.join(deploy.deployDir, folder),
      prefix: `/${folder}/`,
      decorateReply: false,
      index: false,
      // Release builds ship .br and .gz copies of every text asset (tools/deploy.mjs).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response) => response.setHeader('cache-control', IMMUTABLE),
    });
  }
}
