import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/** One message as a real SMTP server received it, decoded just enough to read it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The decoded text of every MIME part (text/plain and text/html), joined. */
  body: string;
  raw: string;
}

export interface SmtpSink {
  url: string;
  messages: ReceivedMail[];
  /** While set, every RCPT TO is refused with this error. */
  reject: Error | null;
  close(): Promise<void>;
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  // Runs of %XX become UTF-8 bytes; any literal % would break decodeURIComponent, so escape it first.
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

function decodePart(part: string): string {
  const split = part.search(/\r?\n\r?\n/);
  if (split < 0) return '';
  const headers = part.slice(0, split).toLowerCase();
  const content = part.slice(split).trim();
  if (headers.includes('content-transfer-encoding: base64')) return Buffer.from(content, 'base64').toString('utf8');
  if (headers.includes('content-transfer-encoding: quoted-printable')) return decodeQuotedPrintable(content);
  return content;
}

function decodeHeader(value: string): string {
  // Whitespace between two adjacent encoded words is folding, not content (RFC 2047 section 6.2).
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

/** Minimal MIME reading: the subject header and the decoded leaf parts of a (multipart) message. */
export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const headerEnd = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, headerEnd).replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeHeader(/^subject: (.*)$/im.exec(head)?.[1] ?? '');
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]);
  let parts = [raw];
  for (const boundary of boundaries) parts = parts.flatMap((part) => part.split(`--${boundary}`));
  const body = parts
    .filter((part) => /content-type: text\//i.test(part) && !/content-type: multipart\//i.test(part))
    .map(decodePart)
    .join('\n');
  return { ...envelope, subject, body, raw };
}

/** An in-process SMTP server on a random local port (or `port`): no auth, no TLS, every message kept in memory. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const sink: SmtpSink = { url: '', messages, reject: null, close: async () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(_address: SMTPServerAddress, _session, callback) {
      callback(sink.reject ?? undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((r) => r.address);
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), { from, to }));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  sink.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  sink.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}
