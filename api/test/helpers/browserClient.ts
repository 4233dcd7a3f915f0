import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from 'shared-contracts';

const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

/**
 * Calls the app the way the shell does: keeps cookies between calls and copies the CSRF cookie into the header.
 * `withCsrf: false` behaves like a forged cross-site form instead.
 */
export class BrowserClient {
  readonly cookies = new Map<string, string>();
  private static clients = 0;
  /** Each client is its own visitor, with its own address, as rate limits count per address. */
  readonly remoteAddress = `198.51.100.${(BrowserClient.clients += 1) % 250}`;

  constructor(
    private readonly app: FastifyInstance,
    private readonly host = 'localhost',
  ) {}

  async request(options: InjectOptions & { withCsrf?: boolean }): Promise<LightMyRequestResponse> {
    const { withCsrf = true, ...inject } = options;
    if (!this.cookies.has(CSRF_COOKIE)) await this.send({ method: 'GET', url: '/api/settings.php' });
    const headers: Record<string, string> = {
      host: this.host,
      ...(inject.headers as Record<string, string> | undefined),
    };
    if (withCsrf) headers[CSRF_HEADER] = this.cookies.get(CSRF_COOKIE) ?? '';
    return this.send({ ...inject, headers });
  }

  private async send(options: InjectOptions): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app.inject({
      remoteAddress: this.remoteAddress,
      ...options,
      headers: {
        host: this.host,
        'user-agent': BROWSER_USER_AGENT,
        ...(options.headers as Record<string, string> | undefined),
        ...(cookie ? { cookie } : {}),
      },
    });
    for (const set of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired =
        set.maxAge === 0 || (set.expires !== undefined && set.expires.getTime() <= Date.now()) || set.value === '';
      if (expired) this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value);
    }
    return response;
  }

  login(email = 'demo@example.com', password = 'demo-password') {
    return this.request({ method: 'POST', url: '/api/login.php', payload: { email, password } });
  }
}
