import { CSRF_COOKIE, CSRF_HEADER } from 'shared-contracts';

/**
 * fetch against a server process, with the cookies of one browser and the CSRF header copied from its cookie as the
 * shell does. `port` may change: after a restart the same browser talks to the new process.
 */
export class HttpBrowser {
  private readonly cookies = new Map<string, string>();
  constructor(public port: number) {}

  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<Response> {
    return body === undefined
      ? this.send(method, url)
      : this.send(method, url, JSON.stringify(body), { 'content-type': 'application/json' });
  }

  /** A body of its own kind (a multipart photo upload), with its headers. */
  async send(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: string | Buffer,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const response = await fetch(`http://127.0.0.1:${this.port}${url}`, {
      method,
      headers: {
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(this.cookies.has(CSRF_COOKIE) ? { [CSRF_HEADER]: this.cookies.get(CSRF_COOKIE) as string } : {}),
        ...headers,
      },
      // A copy fetch's types take (a Buffer may share a larger ArrayBuffer).
      body: Buffer.isBuffer(body) ? new Uint8Array(body) : body,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }
}
