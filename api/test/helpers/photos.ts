import sharp from 'sharp';
import type { z } from 'zod/mini';
import { profileImageUploadResponseSchema } from 'shared-contracts/api';
import type { BrowserClient } from './browserClient';

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
