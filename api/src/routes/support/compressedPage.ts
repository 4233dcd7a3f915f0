import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What @fastify/compress does for the API's answers (app.ts): below 1 KiB compressing costs more than it saves. */
const THRESHOLD = 1024;
/** @fastify/compress's own Brotli settings: quality 4 compresses a 50 KiB page in about a millisecond. */
const BROTLI = {
  params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 },
};

/**
 * Sends a page compressed as the browser accepts it. Pages are answered by the not-found handler
 * (routes/web/pages.ts), which @fastify/compress never sees: it hooks routes as they are registered. A member's
 * /members is ~50 KiB of markup and state; sent as it was, that was most of its time to first byte on a phone.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  reply.header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding =
    Buffer.byteLength(html) >= THRESHOLD && typeof accepted === 'string' ? negotiate(accepted, ['br', 'gzip']) : null;
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(brotliCompressSync(html, BROTLI));
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}
