/**
 * A reader of Pix BR Codes written for the tests from the Banco Central's EMV layout, on purpose apart from the
 * library the server writes them with (pix-utils): a test that read the code back with its own writer could not
 * catch that writer's mistakes. Each field is ID (2 digits), length (2 digits) and value; 26 (the Pix account
 * template) and 62 (additional data) nest fields of their own; 63 is the CRC16-CCITT (poly 0x1021, start 0xFFFF)
 * of everything before its value, in 4 upper-case hex digits.
 */
export interface BrCodeFields {
  /** Field 00. */
  payloadFormat: string;
  /** 26-00 and 26-01. */
  gui: string;
  key: string;
  /** 52, 53 (986 is the real), 54 (with a dot and two decimals), 58. */
  category: string;
  currency: string;
  amount: string | undefined;
  country: string;
  /** 59 and 60. */
  name: string;
  city: string;
  /** 62-05. */
  txid: string | undefined;
  crc: string;
  crcValid: boolean;
}

function fields(text: string): Map<string, string> {
  const out = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length)) throw new Error(`not an EMV field at ${at}: ${text.slice(at, at + 8)}`);
    out.set(id, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return out;
}

export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function readBrCode(code: string): BrCodeFields {
  const top = fields(code);
  const account = fields(top.get('26') ?? '');
  const extra = fields(top.get('62') ?? '');
  const crc = top.get('63') ?? '';
  return {
    payloadFormat: top.get('00') ?? '',
    gui: account.get('00') ?? '',
    key: account.get('01') ?? '',
    category: top.get('52') ?? '',
    currency: top.get('53') ?? '',
    amount: top.get('54'),
    country: top.get('58') ?? '',
    name: top.get('59') ?? '',
    city: top.get('60') ?? '',
    txid: extra.get('05'),
    crc,
    crcValid: code.endsWith(`6304${crc}`) && crc16(code.slice(0, -4)) === crc,
  };
}
