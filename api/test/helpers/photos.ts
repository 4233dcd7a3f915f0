import sharp from 'sharp';
import type { z } from 'zod/mini';
import { profileImageUploadResponseSchema } from 'shared-contracts/api';
import type { BrowserClient } from './browserClient';
import type { TestApp } from './testApp';

/** A one-file multipart body, as a browser's photo upload sends it. */
export function photoMultipart(content: Buffer, filename = 'me.png', contentType = 'image/png') {
  const boundary = `----test${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads a plain 300 × 300 PNG of `colour` as the member's photo; fails the test unless it is accepted. */
export async function uploadPhoto(
  client: BrowserClient,
  colour = '#c2185b',
): Promise<z.infer<typeof profileImageUploadResponseSchema>> {
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const response = await client.request({ method: 'POST', url: '/api/profileimage.php', ...photoMultipart(png) });
  expect(response.statusCode).toBe(200);
  return profileImageUploadResponseSchema.parse(response.json());
}

/**
 * Waits until the scoring worker has scored the photo and the site's settings have been applied (the first photo of
 * a test file also loads the classifier's model); answers its visibility then.
 */
export async function scoredVisibility(t: TestApp, photoId: number): Promise<string> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const [row] = await t.db.query<{ visibility: string; scored_at: Date | null }>(
      'select visibility, scored_at from profile_images where id = $1',
      [photoId],
    );
    if (row?.scored_at) return row.visibility;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`photo ${photoId} was not scored`);
}

/** Uploads a photo as uploadPhoto does and waits until others may see it (the demo site post-moderates). */
export async function uploadVisiblePhoto(t: TestApp, client: BrowserClient, colour = '#c2185b') {
  const answer = await uploadPhoto(client, colour);
  expect(await scoredVisibility(t, answer.image.id)).toBe('public');
  return answer;
}
