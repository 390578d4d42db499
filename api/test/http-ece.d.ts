/** http_ece (a dependency of web-push) ships no types: the one call the push proof test makes. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  const ece: {
    decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer | string }): Buffer;
  };
  export default ece;
}
