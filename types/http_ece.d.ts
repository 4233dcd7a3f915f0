/** The part of http_ece (RFC 8188 / RFC 8291 content encoding) the push tests use to decrypt like a browser. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm';
    privateKey: ECDH;
    authSecret: string;
  }

  const ece: { decrypt(content: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
