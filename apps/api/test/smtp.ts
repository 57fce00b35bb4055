import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestContext } from './app.js';

export interface TestSmtp {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  messages: ParsedMail[];
  /** Settles once `count` messages have arrived in all (fails the test after 15 s). */
  received: (count: number) => Promise<ParsedMail[]>;
  close: () => Promise<void>;
}

/**
 * A real SMTP server on loopback, on a port the OS picks; it parses what it receives. Recipients
 * listed in `refuse` are refused with 550 (a permanent failure), as a real server does for an
 * unknown mailbox.
 */
export async function startSmtpServer({ refuse = [] as string[] } = {}): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.includes(address.address)) {
        const error = Object.assign(new Error('No such mailbox'), { responseCode: 550 });
        callback(error);
      } else callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          waiters.splice(0).forEach((wake) => wake());
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    received: async (count) => {
      const deadline = Date.now() + 15_000;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} emails, got ${messages.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The emails sent to `to` with that subject so far, once there is at least one. */
export async function mailsTo(smtp: TestSmtp, to: string, subject: string): Promise<ParsedMail[]> {
  const match = () => smtp.messages.filter((m) => (m.to as { text: string }).text === to && m.subject === subject);
  while (match().length === 0) await smtp.received(smtp.messages.length + 1);
  return match();
}

/**
 * A test app whose outbox is delivered to a real SMTP server on loopback; every link in its emails
 * starts with https://tradewise.test.
 */
export async function createMailTestApp(): Promise<{
  context: TestContext;
  smtp: TestSmtp;
  close: () => Promise<void>;
}> {
  const smtp = await startSmtpServer();
  const context = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://tradewise.test' });
  return {
    context,
    smtp,
    close: async () => {
      await context.close();
      await smtp.close();
    },
  };
}
