import type { FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, detectLocale, parseAcceptLanguage, type LocaleCode } from 'shared-contracts';

/** The visitor's locale as the shell detects it: the locale cookie, else Accept-Language, else English. */
export function requestLocale(request: FastifyRequest): LocaleCode {
  return detectLocale(request.cookies[LOCALE_COOKIE], parseAcceptLanguage(request.headers['accept-language']));
}
