import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import {
  adminHeaders,
  createClient,
  createTradesperson,
  emailsTo,
  postJob,
  signInAs,
  uniqueEmail,
  useLanguage,
} from './support';

/** The path and query of the newest link of this kind emailed to `email`, as its recipient gets it. */
async function emailedLink(_request: APIRequestContext, email: string, kind: string, path: string) {
  const sent = emailsTo(email, kind)[0];
  const link = new RegExp(`https?://\\S+(/${path}\\?token=[\\w-]+)`).exec(sent?.text ?? '')?.[1];
  expect(link, `no ${kind} email to ${email}`).toBeTruthy();
  return { link: link!, language: sent!.language };
}

async function expectAccessible(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
    where,
  ).toEqual([]);
}

test.describe('password recovery', () => {
  test('in French: forgot password, the emailed link, a new password, sign in with it; the link then is dead', async ({
    page,
    request,
  }) => {
    const client = await createClient(request);
    const newPassword = 'lantern-orbit-meadow-71';
    await useLanguage(page, 'fr');

    await page.goto('/signin');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(page).toHaveURL(/\/forgot-password\?role=client$/);
    await expect(page.getByRole('radio', { name: /Mon compte client/ })).toBeChecked();
    await page.locator('#forgot-email').fill(client.email);
    await page.getByRole('button', { name: 'M’envoyer un lien' }).click();
    await expect(page.getByText('Si un compte utilise cette adresse e-mail')).toBeVisible();

    const { link } = await emailedLink(request, client.email, 'passwordReset', 'reset-password');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choisissez un nouveau mot de passe' })).toBeVisible();
    await page.locator('#reset-password').fill('password');
    await expect(page.getByText('Robustesse du mot de passe : très faible.')).toBeVisible();
    // The meter only advises: the server refuses a weak password, beside its field, and the link still works.
    await page.locator('#reset-confirmPassword').fill('password');
    await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
    await expect(page.locator('#reset-password-error')).toContainText('Ce mot de passe fait partie des plus courants');
    await page.locator('#reset-password').fill(newPassword);
    await expect(page.getByText(/Robustesse du mot de passe : (bonne|excellente)\./)).toBeVisible();
    await page.locator('#reset-confirmPassword').fill(newPassword);
    await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
    await expect(page.getByText('Votre mot de passe a été modifié.')).toBeVisible();

    await page.getByRole('link', { name: 'Se connecter à votre compte client' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await page.locator('#client-login-email').fill(client.email);
    await page.locator('#client-login-password').fill(newPassword);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/client-dashboard/);

    // The link works once.
    await page.goto(link);
    await page.locator('#reset-password').fill(`${newPassword}-again`);
    await page.locator('#reset-confirmPassword').fill(`${newPassword}-again`);
    await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
    await expect(page.getByText('Ce lien ne fonctionne plus')).toBeVisible();
    await expect(page.getByText('Ce lien n’est plus valable')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute(
      'href',
      '/forgot-password?role=client',
    );
  });

  test('a reset ends the older reset links of the account (issue 38)', async ({ page, request }) => {
    const client = await createClient(request);
    for (let i = 0; i < 2; i += 1) {
      await request.post('/api/password-reset', { data: { email: client.email, role: 'client' } });
    }
    const [newer, older] = emailsTo(client.email, 'passwordReset').map(
      (mail) => /https?:\/\/\S+(\/reset-password\?token=[\w-]+)/.exec(mail.text)![1]!,
    );
    const choose = async (link: string, password: string) => {
      await page.goto(link);
      await page.locator('#reset-password').fill(password);
      await page.locator('#reset-confirmPassword').fill(password);
      await page.getByRole('button', { name: 'Change my password' }).click();
    };
    await choose(newer!, 'brand-new-pass-77');
    await expect(page.getByText('Your password was changed.')).toBeVisible();
    await choose(older!, 'someone-elses-pass-88');
    await expect(page.getByText('This link does not work any more')).toBeVisible();
    const signIn = await request.post('/client/login', {
      data: { email: client.email, password: 'brand-new-pass-77' },
    });
    expect(signIn.ok()).toBe(true);
  });

  test('the admin sign-in leads to the forgotten-password page for administrators', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password\?role=admin$/);
    await page.locator('#forgot-email').fill(ADMIN.email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByText('If an account uses that email address')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/admin/login');
  });
});

test.describe('email verification', () => {
  test('in Spanish: sign up, the banner offers a new link, the emailed link confirms, the banner goes', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('verify');
    const password = 'copper-valley-harbour-58';
    await useLanguage(page, 'es');
    await page.goto('/signup');
    await page.locator('#signup-name').fill('Lucía Fernández');
    await page.locator('#signup-email').fill(email);
    await page.locator('#signup-password').fill(password);
    await expect(page.getByText(/Seguridad de la contraseña: (fuerte|muy fuerte)\./)).toBeVisible();
    await page.locator('#signup-confirmPassword').fill(password);
    await page.locator('#signup-phoneNumber').fill('07911 123456');
    await page.locator('#signup-street').fill('8 Canal Street');
    await page.locator('#signup-city').fill('Manchester');
    await page.locator('#signup-postcode').fill('M1 3HE');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL(/\/signin$/, { timeout: 20_000 });

    // The site's language went with the registration: the email is in Spanish.
    const first = await emailedLink(request, email, 'verifyEmail', 'verify-email');
    expect(first.language).toBe('es');

    await page.locator('#client-login-email').fill(email);
    await page.locator('#client-login-password').fill(password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/client-dashboard/);
    const banner = page.getByText('Confirma tu correo electrónico');
    await expect(banner).toBeVisible();
    await page.getByRole('button', { name: 'Enviar el enlace de nuevo' }).click();
    await expect(page.getByText('Hemos enviado un nuevo enlace de confirmación')).toBeVisible();

    const { link } = await emailedLink(request, email, 'verifyEmail', 'verify-email');
    await page.goto(link);
    await expect(page.getByText('Gracias: tu dirección de correo está confirmada.')).toBeVisible();
    await page.getByRole('link', { name: 'Ir a tu panel' }).click();
    await expect(page).toHaveURL(/\/client-dashboard/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);

    // The link followed again: the address is already confirmed, not a dead link to replace.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Correo electrónico ya confirmado' })).toBeVisible();
    await expect(
      page.getByText('Tu dirección de correo ya está confirmada: no tienes que hacer nada más.'),
    ).toBeVisible();
    await expect(page.getByText('Este enlace ya no funciona')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Enviar el enlace de nuevo' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ir a tu panel' })).toBeVisible();
  });

  test('the banner goes even when the page had asked who is signed in just before the confirmation', async ({
    page,
    request,
  }) => {
    const client = await createClient(request, { email: uniqueEmail('verify-race') });
    const { link } = await emailedLink(request, client.email, 'verifyEmail', 'verify-email');
    await signInAs(page, 'client', client);
    // The header's GET /api/me leaves as the page opens; here it is answered before the address is
    // confirmed but arrives after the confirmation (as a slow connection can deliver them).
    let confirmed = () => {};
    const confirmation = new Promise<void>((resolve) => (confirmed = resolve));
    page.on('response', (response) => {
      if (response.url().includes('/api/verify-email')) confirmed();
    });
    let held = false;
    await page.route('**/api/me', async (route) => {
      if (held) return route.continue();
      held = true;
      const answer = await route.fetch();
      await confirmation;
      await route.fulfill({ response: answer });
    });
    await page.goto(link);
    await expect(page.getByText('Thank you: your email address is confirmed.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/client-dashboard/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Confirm your email address')).toHaveCount(0);
  });
});

test.describe('email verification limits', () => {
  test('the banner says to wait once the resend limit is reached', async ({ page, request }) => {
    const client = await createClient(request);
    await signInAs(page, 'client', client);
    await page.goto('/client-dashboard');
    const resend = page.getByRole('button', { name: 'Send the link again' });
    const answer = page.locator('.resend__outcome');
    for (let sent = 0; sent < 3; sent += 1) {
      await resend.click();
      await expect(answer).toHaveText('We have sent a new confirmation link to your email address.');
      await expect(resend).toBeEnabled();
    }
    await resend.click();
    await expect(answer).toContainText('Please wait 15 minutes');
  });
});

test.describe('unsubscribe and the outbox', () => {
  test('opening an unsubscribe link changes nothing until the button is pressed', async ({ page }) => {
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/unsubscribe')) posted += 1;
    });
    await page.goto('/unsubscribe?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    await expect(page.getByRole('heading', { name: 'Stop these emails' })).toBeVisible();
    expect(posted).toBe(0);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('This unsubscribe link is not valid.')).toBeVisible();
    expect(posted).toBe(1);
  });

  test('the unsubscribe link of a quotation email stops those emails after one press', async ({ page, request }) => {
    const client = await createClient(request);
    const job = await postJob(request, client);
    const trade = await createTradesperson(request);
    const applied = await request.post(`/api/apply-job/${job._id}`, {
      headers: { authorization: `Bearer ${trade.token}` },
      data: { quotation: 'I can fix this tomorrow morning; parts included.' },
    });
    expect(applied.ok()).toBe(true);
    const { link } = await emailedLink(request, client.email, 'quotationReceived', 'unsubscribe');

    await page.goto(link);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('You will not get these emails any more.')).toBeVisible();
  });

  test('the outbox shows an email’s text when asked, its token links hidden, and the reading is audited', async ({
    page,
    request,
  }) => {
    const client = await createClient(request);
    const token = /verify-email\?token=([\w-]+)/.exec(emailsTo(client.email, 'verifyEmail')[0]!.text)![1]!;
    await signInAs(page, 'admin', await adminHeaders(request).then((h) => ({ token: h.authorization.slice(7) })));
    await page.goto('/admin/outbox');
    await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: client.email }).first();
    await expect(card.getByText('Waiting')).toBeVisible();
    // Issue 38: nothing of the text is on the page until an administrator asks to read it.
    await expect(card.getByText(/verify-email/)).toHaveCount(0);
    await card.getByRole('button', { name: 'Read the text' }).click();
    const text = card.getByRole('region', { name: /^Text of/ });
    await expect(text).toContainText('/verify-email?token=•••');
    await expect(text).not.toContainText(token);
    await expect(text.getByRole('link', { name: /verify-email/ })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Hide the text' })).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page, '/admin/outbox');
    await page.goto('/admin/dashboard');
    await expect(page.getByText(`Read the email “Confirm your email address” to ${client.email}`)).toBeVisible();
  });

  test('the new pages have no serious accessibility problems', async ({ page, request }) => {
    const client = await createClient(request);
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectAccessible(page, '/forgot-password with errors');
    await page.goto('/reset-password?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    await page.locator('#reset-password').fill('short');
    await expectAccessible(page, '/reset-password');
    await page.goto('/verify-email?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    await expect(page.getByText('This link does not work any more')).toBeVisible();
    await expectAccessible(page, '/verify-email (dead link)');
    await page.goto('/unsubscribe?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    // The page's words come with the browser's render (the server sends its loading state).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, '/unsubscribe');
    await signInAs(page, 'client', client);
    await page.goto('/client-dashboard');
    await expect(page.getByText('Please confirm your email address')).toBeVisible();
    await expectAccessible(page, 'the verification banner');
  });
});
