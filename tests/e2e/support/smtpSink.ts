import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** Undoes quoted-printable (soft breaks and =XX bytes) so links in the message can be read. */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * A received message's readable text: the raw message with quoted-printable undone, plus every base64 part
 * decoded (the mailer picks either transfer encoding, depending on the content).
 */
export function mailText(raw: string): string {
  const parts = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi)].map((m) =>
    Buffer.from(m[1].replace(/\s/g, ''), 'base64').toString('utf8'),
  );
  return [decodeQuotedPrintable(raw), ...parts].join('\n');
}

/** A real SMTP server in the test process: the app's outbox worker delivers to it over TCP. */
export async function startSmtpSink() {
  const messages: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('latin1')));
      stream.on('end', () => {
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Resolves with the first message to `to` that matches, waiting up to `ms`. */
    async waitFor(to: string, match: (mail: ReceivedMail) => boolean = () => true, ms = 20_000): Promise<ReceivedMail> {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = messages.find((m) => m.to.includes(to) && match(m));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no e-mail to ${to} within ${ms} ms (got ${messages.length})`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 500);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
