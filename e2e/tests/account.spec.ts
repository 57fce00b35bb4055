import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  PASSWORD,
  adminHeaders,
  confirmEmail,
  createClient,
  createTradesperson,
  emailsTo,
  signInAs,
  uniqueEmail,
  useLanguage,
} from './support';

/** The account page of a client or tradesperson: details, email, password, notifications, data, leaving. */

async function expectAccessible(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
    where,
  ).toEqual([]);
}

/** Every key anywhere in a JSON document. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

test.describe('the account page', () => {
  test('in French: the header leads there; details are edited (a bad postcode is shown on its field); the password is changed and works', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const client = await createClient(request);
    const newPassword = 'lantern-orbit-meadow-71';
    await useLanguage(page, 'fr');
    await signInAs(page, 'client', client);

    await page.goto('/');
    await page.getByRole('link', { name: 'Mon compte' }).first().click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Votre compte' })).toBeVisible();

    // A postcode that is not one is refused beside its field, and nothing is sent.
    await page.locator('#details-name').fill('Amélie Hugues');
    await page.locator('#details-postcode').fill('NOPE');
    await page.getByRole('button', { name: 'Enregistrer mes coordonnées' }).click();
    await expect(page.locator('#details-postcode-error')).toContainText('Saisissez un code postal britannique valide');
    await expect(page.locator('#details-postcode')).toHaveAttribute('aria-invalid', 'true');

    await page.locator('#details-postcode').fill('sw11 5rw');
    await page.getByRole('radio', { name: 'Español' }).check();
    await page.getByRole('button', { name: 'Enregistrer mes coordonnées' }).click();
    await expect(page.getByText('Vos coordonnées sont enregistrées.')).toBeVisible();
    await page.reload();
    await expect(page.locator('#details-name')).toHaveValue('Amélie Hugues');
    await expect(page.locator('#details-postcode')).toHaveValue('SW11 5RW');
    await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();

    // A wrong current password is said on its field; then the right one changes it.
    const passwordForm = page.locator('#account-password');
    await page.locator('#password-change-currentPassword').fill('not-my-password');
    await page.locator('#password-change-password').fill(newPassword);
    await page.locator('#password-change-confirmPassword').fill(newPassword);
    await expect(passwordForm.getByText(/Robustesse du mot de passe : (bonne|excellente)\./)).toBeVisible();
    await passwordForm.getByRole('button', { name: 'Changer mon mot de passe' }).click();
    await expect(page.locator('#password-change-currentPassword-error')).toContainText(
      'Votre mot de passe actuel est incorrect.',
    );
    await page.locator('#password-change-currentPassword').fill(client.password);
    await passwordForm.getByRole('button', { name: 'Changer mon mot de passe' }).click();
    await expect(page.getByText('Votre mot de passe est modifié.')).toBeVisible();
    await expect(page.locator('#password-change-password')).toHaveValue('');

    // The new password signs in, in another browser.
    const other = await browser.newContext({ baseURL });
    const signIn = await other.newPage();
    await useLanguage(signIn, 'fr');
    await signIn.goto('/signin');
    await signIn.locator('#client-login-email').fill(client.email);
    await signIn.locator('#client-login-password').fill(newPassword);
    await signIn.getByRole('button', { name: 'Se connecter' }).click();
    await expect(signIn).toHaveURL(/\/client-dashboard/);
    await other.close();
  });

  test('a tradesperson turns a notification off and asks for a daily digest of new jobs; both stay after a reload', async ({
    page,
    request,
  }) => {
    const trade = await createTradesperson(request);
    await signInAs(page, 'tradesperson', trade);
    await page.goto('/account');
    await expect(page.locator('#details-businessName')).toHaveValue('Thompson Plumbing');

    const outcomes = page.getByRole('checkbox', {
      name: 'When another quotation is chosen or a job I quoted for is cancelled',
    });
    await expect(outcomes).toBeChecked();
    await outcomes.uncheck();
    const daily = page.getByRole('radio', { name: 'Email me once a day with the day’s new jobs' });
    await expect(page.getByRole('radio', { name: 'Do not email me about new jobs' })).toBeChecked();
    await daily.check();
    await page.getByRole('button', { name: 'Save my choices' }).click();
    await expect(page.getByText('Your email choices are saved.')).toBeVisible();
    await page.reload();
    await expect(outcomes).not.toBeChecked();
    await expect(daily).toBeChecked();
    const saved = await request.get('/api/account/notifications', {
      headers: { authorization: `Bearer ${trade.token}` },
    });
    expect(await saved.json()).toEqual({ outcomes: false, newJobs: 'daily', reviews: true, messages: true });
  });

  test('downloads a file of the account’s data, without any password', async ({ page, request }) => {
    const client = await createClient(request);
    await signInAs(page, 'client', client);
    await page.goto('/account');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as unknown;
    expect(JSON.stringify(data)).toContain(client.email);
    const keys = keysOf(data).map((key) => key.toLowerCase());
    expect(keys).not.toContain('passwordhash');
    expect(keys).not.toContain('password');
  });

  test('changes the email address: waiting until the emailed link is followed, then in use', async ({
    page,
    request,
  }) => {
    const client = await createClient(request);
    const newEmail = uniqueEmail('moved');
    await signInAs(page, 'client', client);
    await page.goto('/account');
    const section = page.locator('#account-email');
    await expect(section.getByText(client.email)).toBeVisible();

    await page.locator('#email-change-email').fill(newEmail);
    await page.locator('#email-change-password').fill(PASSWORD);
    await section.getByRole('button', { name: 'Change my email address' }).click();
    await expect(section.getByText('Waiting for confirmation')).toBeVisible();
    await expect(section.getByText(`${newEmail} becomes your email address`)).toBeVisible();

    await confirmEmail(request, newEmail);
    await page.reload();
    await expect(section.locator('.account-email__address')).toHaveText(newEmail);
    await expect(section.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(section.getByText('Waiting for confirmation')).toHaveCount(0);
  });

  test('a fourth email change within the quarter hour is refused with how long to wait, and sends nothing', async ({
    page,
    request,
  }) => {
    const client = await createClient(request);
    await signInAs(page, 'client', client);
    await page.goto('/account');
    const section = page.locator('#account-email');
    const ask = async (email: string) => {
      await page.locator('#email-change-email').fill(email);
      await page.locator('#email-change-password').fill(PASSWORD);
      await section.getByRole('button', { name: 'Change my email address' }).click();
    };
    for (let i = 0; i < 3; i += 1) {
      const email = uniqueEmail(`relay-${i}`);
      await ask(email);
      await expect(section.getByText(`${email} becomes your email address`)).toBeVisible();
    }
    const fourth = uniqueEmail('relay-3');
    await ask(fourth);
    await expect(section.getByText('Please wait 15 minutes before asking again.')).toBeVisible();
    expect(emailsTo(fourth)).toEqual([]);
  });

  test('deletes the account after the password in the dialog; signing in then fails; page and dialog pass axe', async ({
    page,
    request,
  }) => {
    const client = await createClient(request);
    await signInAs(page, 'client', client);
    await page.goto('/account');
    await expect(page.locator('#details-name')).toHaveValue(client.name);
    await expectAccessible(page, '/account');

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Your open jobs are cancelled')).toBeVisible();
    await expect(dialog.getByLabel('Your password')).toBeFocused();
    await expectAccessible(page, 'the delete dialog');

    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.locator('#delete-account-password-error')).toContainText(
      'Your current password is not correct.',
    );

    await dialog.getByLabel('Your password').fill(client.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your account is deleted. Thank you for using Tradewise.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'My account' })).toHaveCount(0);

    const again = await request.post('/client/login', { data: { email: client.email, password: client.password } });
    expect(again.status()).toBe(401);
    await page.goto('/signin');
    await page.locator('#client-login-email').fill(client.email);
    await page.locator('#client-login-password').fill(client.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid credentials. Please try again.')).toBeVisible();
    // The old session is dead too.
    expect((await request.get('/api/account', { headers: { authorization: `Bearer ${client.token}` } })).status()).toBe(
      401,
    );
  });

  test('administrators have no account page link; someone signed out is sent to sign in', async ({ page, request }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/signin$/);
    const { authorization } = await adminHeaders(request);
    await signInAs(page, 'admin', { token: authorization.replace('Bearer ', '') });
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('link', { name: 'Admin dashboard' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'My account' })).toHaveCount(0);
  });
});
