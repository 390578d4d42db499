/** "%PDF-": how every PDF file begins, whatever its name or the type its sender claimed. */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d];

export const hasPdfSignature = (bytes: Uint8Array): boolean => bytes.length > PDF_MAGIC.length && PDF_MAGIC.every((byte, index) => bytes[index] === byte);
