import { afterAll, beforeAll } from 'vitest';
import { SMTPServer } from 'smtp-server';

export interface Received {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpServer {
  port: number;
  received: Received[];
  stop(): Promise<void>;
}

/** A reply the stand-in gives instead of accepting: an SMTP code (4xx temporary, 5xx permanent) and its text. */
export interface SmtpRefusal {
  code: number;
  text: string;
}

export interface SmtpOptions {
  /** Answers RCPT TO for this address with a refusal (null: accepted). */
  refuseRecipient?: (address: string) => SmtpRefusal | null;
  /** Answers the end of DATA for these recipients with a refusal (null: accepted). */
  refuseData?: (recipients: string[]) => SmtpRefusal | null;
}

const refusalError = ({ code, text }: SmtpRefusal) => Object.assign(new Error(text), { responseCode: code });

/** A real SMTP server on a port (0: any free one), keeping what it receives; it can refuse as a real one does. */
export async function startSmtp(port = 0, options: SmtpOptions = {}): Promise<SmtpServer> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuseRecipient?.(address.address);
      callback(refusal ? refusalError(refusal) : undefined);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const refusal = options.refuseData?.(session.envelope.rcptTo.map((r) => r.address));
        if (refusal) return callback(refusalError(refusal));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An RFC 2047 encoded word (=?UTF-8?B?…?= or =?UTF-8?Q?…?=) as text. */
function decodeWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => `%${h}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

/** The readable text of a MIME message as the SMTP server received it (encoded headers, quoted-printable and base64 parts decoded). */
export function decodeMime(raw: string): string {
  return raw
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .map((part) => {
      const [headers = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (/content-transfer-encoding:\s*base64/i.test(headers)) {
        return `${decodeWords(headers)}\n${Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')}`;
      }
      if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
        return `${decodeWords(headers)}\n${decodeQuotedPrintable(body)}`;
      }
      return `${decodeWords(headers)}\n${body}`;
    })
    .join('\n');
}

/** The SMTP server of a test file: started before its tests (beforeAll), stopped after them (afterAll). */
export function smtpServerForFile(): SmtpServer {
  const smtp = {} as SmtpServer;
  beforeAll(async () => {
    Object.assign(smtp, await startSmtp());
  });
  afterAll(async () => {
    if (typeof smtp.stop === 'function') await smtp.stop();
  });
  return smtp;
}
