import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { PASSWORD, createClient, createTradesperson, uniqueEmail } from './support';

test.describe('client accounts', () => {
  test('shows each validation message as the visitor types and on submit', async ({ page }) => {
    await page.goto('/signup');
    const fieldError = (field: string) => page.locator(`#signup-${field}-error`);
    await page.getByRole('main').getByLabel('Full name').fill('Jo');
    await expect(fieldError('name')).toContainText('Name must be at least 3 characters long.');
    await page.getByRole('main').getByLabel('Email address').fill('not-an-email');
    await expect(fieldError('email')).toContainText('Invalid email format.');
    await page.getByRole('main').getByLabel('Create a password').fill('12345');
    await expect(fieldError('password')).toContainText('Password must be at least 6 characters long.');
    await page.getByRole('main').getByLabel('Confirm password').fill('123456');
    await expect(fieldError('confirmPassword')).toContainText('Passwords do not match.');
    await expect(fieldError('street')).toHaveCount(0);

    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(fieldError('street')).toContainText('This field is required.');
    await expect(fieldError('phoneNumber')).toContainText('This field is required.');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Name must be at least 3 characters long.' }).first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('signs up, is sent to sign in after 2 seconds, signs in and out', async ({ page }) => {
    const email = uniqueEmail('browser-client');
    await page.goto('/signup');
    await page.getByRole('main').getByLabel('Full name').fill('Priya Sharma');
    await page.getByRole('main').getByLabel('Email address').fill(email);
    await page.getByRole('main').getByLabel('Create a password').fill(PASSWORD);
    await page.getByRole('main').getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('main').getByRole('textbox', { name: 'Phone number' }).fill('07911 123456');
    await page.getByRole('main').getByLabel('Street address').fill('27 Broad Street');
    await page.getByRole('main').getByLabel('Town or city').fill('Birmingham');
    await page.getByRole('main').getByLabel('Postcode').fill('b1 2hf');
    // Timed from the click, before the message shows: a lower bound a busy machine cannot shorten.
    const submittedAt = Date.now();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByText('Registration successful! Redirecting you to sign in...')).toBeVisible();
    await page.waitForURL('**/signin', { timeout: 20_000 });
    expect(Date.now() - submittedAt).toBeGreaterThan(1900);

    await page.getByRole('main').getByLabel('Email address').fill(email.toUpperCase());
    await page.getByRole('main').getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`**/client-dashboard?email=${encodeURIComponent(email)}`);
    await expect(page.getByText(email)).toBeVisible();
    expect(
      await page.evaluate(() => [localStorage.getItem('authToken')?.length, localStorage.getItem('email')]),
    ).toEqual([43, email]);

    await page.getByRole('button', { name: 'Sign out' }).first().click();
    // Toasts sit top-right (spec section 9).
    await expect(page.locator('.Toastify__toast-container--top-right').getByText('You have signed out.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await page.goto('/client-dashboard');
    await expect(page).toHaveURL(/\/signin/);
  });

  test('says why sign-in failed, and that an email is taken', async ({ page, request }) => {
    const client = await createClient(request);
    await page.goto('/signin');
    await page.getByRole('main').getByLabel('Email address').fill(client.email);
    await page.getByRole('main').getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid credentials. Please try again.')).toBeVisible();

    await page.goto('/signup');
    await page.getByRole('main').getByLabel('Full name').fill('Someone Else');
    await page.getByRole('main').getByLabel('Email address').fill(client.email);
    await page.getByRole('main').getByLabel('Create a password').fill(PASSWORD);
    await page.getByRole('main').getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('main').getByRole('textbox', { name: 'Phone number' }).fill('07911 123456');
    await page.getByRole('main').getByLabel('Street address').fill('1 Road');
    await page.getByRole('main').getByLabel('Town or city').fill('Leeds');
    await page.getByRole('main').getByLabel('Postcode').fill('LS1 6HD');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(/An account with this email already exists/).first()).toBeVisible();
  });
});

test.describe('tradesperson accounts', () => {
  test('registers, logs in and sees that approval is pending', async ({ page }) => {
    const email = uniqueEmail('browser-trade');
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create trade account' }).click();
    await expect(page.getByText('Please fix the errors above.')).toBeVisible();

    await page.getByRole('main').getByLabel('Full name').fill('Grace Wilson');
    await page.getByRole('main').getByLabel('Email address').fill(email);
    await page.getByRole('main').getByLabel('Business name').fill('Sparkle Clean');
    await page.getByRole('main').getByRole('textbox', { name: 'Contact number' }).fill('0161 496 0000');
    await page.getByRole('main').getByLabel('Trade', { exact: true }).selectOption('cleaner');
    await page.getByRole('main').getByLabel('Street address').fill('3 Oxford Road');
    await page.getByRole('main').getByLabel('Town or city').fill('Manchester');
    await page.getByRole('main').getByLabel('Postcode').fill('M1 5QA');
    await page.getByRole('main').getByLabel('Create a password').fill(PASSWORD);
    await page.getByRole('main').getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create trade account' }).click();
    await expect(page.getByText(/Registration successful! Your account is pending approval/)).toBeVisible();
    await page.waitForURL('**/login', { timeout: 20_000 });

    await page.getByRole('main').getByLabel('Email address').fill(email);
    await page.getByRole('main').getByLabel('Password').fill('not-my-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText(/Sign-in failed/)).toBeVisible();

    await page.getByRole('main').getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/dashboard');
    await expect(page.getByText(/awaiting approval/i).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toHaveLength(43);
  });

  test('an approved tradesperson does not see the approval notice', async ({ page, request }) => {
    const person = await createTradesperson(request);
    await page.goto('/login');
    await page.getByRole('main').getByLabel('Email address').fill(person.email);
    await page.getByRole('main').getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/dashboard');
    await expect(page.getByText(/awaiting approval/i)).toHaveCount(0);
  });
});

test.describe('administrators and guards', () => {
  test('an administrator made with create-admin signs in', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('main').getByLabel('Email address').fill(ADMIN.email);
    await page.getByRole('main').getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: /sign in|log in/i }).click();
    await expect(page.getByText('Invalid credentials. Please try again.')).toBeVisible();
    await page.getByRole('main').getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: /sign in|log in/i }).click();
    await page.waitForURL('**/admin/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toHaveLength(43);
  });

  test('each area sends a visitor without a valid token to its own login page', async ({ page }) => {
    for (const [path, login] of [
      ['/client-dashboard', '/signin'],
      ['/dashboard', '/login'],
      ['/admin/dashboard', '/admin/login'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${login}$`));
    }
    await page.addInitScript(() => localStorage.setItem('token', 'forged-token-forged-token-forged-token-xx'));
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a client token does not open the administrator area', async ({ page, request }) => {
    const client = await createClient(request);
    await page.addInitScript((token) => localStorage.setItem('adminToken', token), client.token);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test.describe('languages and the shell', () => {
  test('switching language translates the page, sets <html lang> and is remembered', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    await page.goto('/signup');
    await page.getByRole('main').getByLabel('Nom complet').fill('Jo');
    await expect(page.locator('#signup-name-error')).toContainText('Le nom doit contenir au moins 3 caractères.');
  });

  test('unknown paths show the translated 404 page', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'es'));
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
  });
});
