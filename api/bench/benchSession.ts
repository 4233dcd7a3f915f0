// A logged-in demo member for the benchmarks that call the server over HTTP, as the member's browser is.
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/seed/demo';

/** Logs the demo member in on the server at `base` and returns the cookie header their browser then sends. */
export async function logInDemoMember(base: string): Promise<string> {
  const first = await fetch(`${base}/api/settings.php`);
  const csrf = /csrf_token=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const login = await fetch(`${base}/api/login.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `csrf_token=${csrf}`, 'x-csrf-token': csrf },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  const sid = /sid=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  if (!sid) throw new Error(`Login failed: ${login.status}`);
  return `csrf_token=${csrf}; sid=${sid}`;
}
