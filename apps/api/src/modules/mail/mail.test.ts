import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.js';
import { startSmtpServer, type TestSmtp } from '../../../test/smtp.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { renderEmail, type Email } from './render.js';
import { claimDue, listEmails } from './repository.js';

const open: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  for (const item of open.splice(0).reverse()) await item.close();
});

async function smtp(options?: Parameters<typeof startSmtpServer>[0]): Promise<TestSmtp> {
  const server = await startSmtpServer(options);
  open.push(server);
  return server;
}

async function appWith(env: Record<string, string>): Promise<TestContext> {
  const context = await createTestApp(env);
  open.push(context);
  return context;
}

const approved = (to: string, language: Email['language'] = 'en'): Email => ({
  kind: 'tradespersonApproved',
  to,
  language,
  name: 'Jack Thompson',
  actionUrl: 'http://127.0.0.1:3000/dashboard',
});

const waitFor = async (check: () => Promise<boolean>, what: string) => {
  for (let i = 0; i < 150; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting: ${what}`);
};

describe('rendering', () => {
  it('writes each email in its recipient language, with a text and an HTML part', () => {
    const en = renderEmail(approved('a@example.com', 'en'));
    const fr = renderEmail(approved('a@example.com', 'fr'));
    const es = renderEmail(approved('a@example.com', 'es'));
    expect(en.subject).toBe('Your Tradewise account is approved');
    expect(fr.subject).toBe('Votre compte Tradewise est approuvé');
    expect(es.subject).toBe('Tu cuenta de Tradewise está aprobada');
    expect(fr.text).toContain('Bonjour Jack Thompson,');
    expect(fr.html).toContain('lang="fr"');
    expect(en.text).toContain('See matching jobs: http://127.0.0.1:3000/dashboard');
    expect(en.html).toContain('href="http://127.0.0.1:3000/dashboard"');
  });

  it('picks the plural from the count', () => {
    const email = (count: number): Email => ({
      kind: 'quotationReceived',
      to: 'a@example.com',
      language: 'en',
      values: { trade: 'plumber', business: 'Pipes Ltd', city: 'Leeds', price: '£80.00', count },
    });
    expect(renderEmail(email(1)).text).toContain('You have 1 quotation so far.');
    expect(renderEmail(email(3)).text).toContain('You have 3 quotations so far.');
  });

  it('escapes what people typed in the HTML part and keeps it literal in the text part', () => {
    const rendered = renderEmail({
      kind: 'hired',
      to: 'a@example.com',
      language: 'en',
      name: '<b>Eve</b>',
      values: { trade: 'plumber', city: 'Leeds', client: '<script>alert(1)</script>' },
      facts: ['<img src=x onerror=alert(1)>'],
    });
    expect(rendered.html).not.toMatch(/<script>|<img|<b>/);
    expect(rendered.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(rendered.text).toContain('<script>alert(1)</script> accepted your quotation.');
  });

  it('gives optional emails a one-click unsubscribe (RFC 8058) and essential ones none', () => {
    const optional = renderEmail({
      ...approved('a@example.com'),
      kind: 'notChosen',
      values: { trade: 'plumber', city: 'Leeds' },
      optional: { unsubscribeUrl: 'http://x.test/u?t=1', preferencesUrl: 'http://x.test/account' },
    });
    expect(optional.headers).toEqual({
      'List-Unsubscribe': '<http://x.test/u?t=1>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(optional.text).toContain('Unsubscribe: http://x.test/u?t=1');
    expect(renderEmail({ ...approved('a@example.com'), kind: 'passwordReset' }).headers).toEqual({});
  });
});

describe('the outbox', () => {
  it('delivers a queued email through SMTP, marks it sent, and shows it to administrators', async () => {
    const server = await smtp();
    const { app, database } = await appWith({ SMTP_URL: server.url, MAIL_FROM: 'hello@tradewise.test' });
    await app.mailer.queue(database.db, {
      ...approved('jack@example.com', 'es'),
      kind: 'notChosen',
      values: { trade: 'fontanero', city: 'Leeds' },
      optional: { unsubscribeUrl: 'http://x.test/u?t=1', preferencesUrl: 'http://x.test/account' },
    });
    const [mail] = await server.received(1);
    expect(mail!.subject).toBe('Tu presupuesto no fue elegido');
    expect(mail!.to).toMatchObject({ text: 'jack@example.com' });
    expect(mail!.from?.value[0]).toEqual({ address: 'hello@tradewise.test', name: 'Tradewise' });
    expect(mail!.text).toContain('El cliente eligió otro presupuesto para el trabajo de fontanero en Leeds.');
    expect(mail!.html).toContain('El cliente eligió otro presupuesto');
    const header = (name: string) => mail!.headerLines.find((line) => line.key === name)?.line;
    expect(header('list-unsubscribe')).toBe('List-Unsubscribe: <http://x.test/u?t=1>');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail!.messageId).toMatch(/@tradewise\.test>?$/);
    await waitFor(
      async () => (await listEmails(database.db, { page: 1, limit: 10 })).items[0]?.status === 'sent',
      'sent',
    );
  });

  it('keeps unsent emails across a restart and sends them when the next server starts', async () => {
    const server = await smtp();
    // First run: no SMTP server configured, so the emails wait in the outbox.
    const first = await appWith({});
    for (const to of ['a@example.com', 'b@example.com', 'c@example.com'])
      await first.app.mailer.queue(first.database.db, approved(to));
    await first.app.close();
    expect((await listEmails(first.database.db, { page: 1, limit: 10 })).items.map((e) => e.status)).toEqual([
      'pending',
      'pending',
      'pending',
    ]);

    // Next start, same database, SMTP configured: all three go out, once each.
    const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', LOG_LEVEL: 'silent', SMTP_URL: server.url });
    const second = await buildApp({ config, database: first.database, logger: false });
    open.push({ close: () => second.close() });
    await second.ready();
    const received = await server.received(3);
    expect(received.map((mail) => (mail.to as { text: string }).text).sort()).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ]);
  });

  it('keeps trying while the SMTP server is down, and records a permanent refusal as failed', async () => {
    const server = await smtp({ refuse: ['gone@example.com'] });
    const down = await smtp();
    const downUrl = down.url;
    await down.close();
    open.splice(open.indexOf(down), 1);

    const { app, database } = await appWith({ SMTP_URL: downUrl });
    await app.mailer.queue(database.db, approved('later@example.com'));
    await waitFor(async () => {
      const [email] = (await listEmails(database.db, { page: 1, limit: 10 })).items;
      return email?.attempts === 1 && email.claimedUntil === null;
    }, 'a failed attempt');
    const [waiting] = (await listEmails(database.db, { page: 1, limit: 10 })).items;
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(Date.parse(waiting!.nextAttemptAt)).toBeGreaterThan(Date.now());
    await app.close();

    // The SMTP server is back (a new start pointing at it), and the retry is due.
    await database.db
      .updateTable('outbox')
      .set({ nextAttemptAt: new Date(0).toISOString() })
      .execute();
    const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', SMTP_URL: server.url });
    const next = await buildApp({ config, database, logger: false });
    open.push({ close: () => next.close() });
    await next.mailer.queue(database.db, approved('gone@example.com'));
    await next.ready();
    await server.received(1);
    await waitFor(async () => {
      const { items } = await listEmails(database.db, { page: 1, limit: 10 });
      return items.every((email) => email.status !== 'pending');
    }, 'both settled');
    const byRecipient = Object.fromEntries(
      (await listEmails(database.db, { page: 1, limit: 10 })).items.map((email) => [email.recipient, email]),
    );
    expect(byRecipient['later@example.com']).toMatchObject({ status: 'sent', attempts: 2 });
    expect(byRecipient['gone@example.com']).toMatchObject({ status: 'failed', attempts: 1 });
    expect(byRecipient['gone@example.com']!.lastError).toMatch(/550/);
    expect(server.messages).toHaveLength(1);
  });

  it('lets senders racing for the outbox each take different emails', async () => {
    const { app, database } = await appWith({});
    for (let i = 0; i < 30; i += 1) await app.mailer.queue(database.db, approved(`r${i}@example.com`));
    const now = new Date().toISOString();
    const lease = new Date(Date.now() + 60_000).toISOString();
    const claims = await Promise.all(
      Array.from({ length: 4 }, () => claimDue(database.db, database.dialect, now, lease, 10)),
    );
    const ids = claims.flat().map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(30);
    // Taken emails are held: nobody else gets them until the lease ends.
    expect(await claimDue(database.db, database.dialect, now, lease, 10)).toEqual([]);
  });
});
