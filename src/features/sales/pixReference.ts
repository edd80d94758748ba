const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * A Pix payment's transaction id (the BR Code's field 62-05, letters and digits, at most 25): 'AG' and 20 random
 * capitals and digits from the browser's cryptographic generator, one per Pix payment of a checkout. The QR code
 * shown carries it (GET /salons/{id}/pix_code) and the sale sends it, so the receipt's code is the one paid.
 */
export function newPixReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  // 252 is the largest multiple of 36 below 256: a byte at or above it is drawn again, so each character is even.
  for (let i = 0; i < bytes.length; i++) {
    while (bytes[i] >= 252) bytes[i] = crypto.getRandomValues(new Uint8Array(1))[0];
  }
  return `AG${Array.from(bytes, (byte) => ALPHABET[byte % 36]).join('')}`;
}
