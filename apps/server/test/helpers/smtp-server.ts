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

/** A real SMTP server on a port (0: any free one), keeping what it receives. */
export async function startSmtp(port = 0): Promise<SmtpServer> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
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
