import { createStaticPix, hasError } from 'pix-utils';

/**
 * The static Pix BR Code (the Banco Central's EMV 'copia e cola') of one amount to one key, written by pix-utils:
 * payload format, the br.gov.bcb.pix account template with the key, currency 986, the amount, country BR, the
 * receiver's name and city, the transaction id and the CRC16-CCITT. Kept by the library rather than by hand: its
 * field lengths and CRC are what every bank's app reads (and the sandbox's deposits were already made with it).
 */
export interface StaticPixRequest {
  key: string;
  receiverName: string;
  receiverCity: string;
  amountCents: number;
  /** The transaction id (field 62-05): letters and digits, at most 25. */
  reference: string;
}

/** BR Code fields take letters without accents: 'São Paulo' travels as 'Sao Paulo'; at most `max` characters. */
export const brCodeText = (text: string, max: number, fallback = 'SALAO') =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9 ]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, max) || fallback;

/** The 'copia e cola' text, or null when the library refuses the fields (a key it cannot carry). */
export function staticBrCode(request: StaticPixRequest): string | null {
  const pix = createStaticPix({
    merchantName: brCodeText(request.receiverName, 25),
    merchantCity: brCodeText(request.receiverCity, 15, 'BRASIL'),
    pixKey: request.key,
    txid: request.reference,
    // Cents to reais exactly: pix-utils writes the amount with two decimals.
    transactionAmount: request.amountCents / 100,
  });
  return hasError(pix) ? null : pix.toBRCode();
}
