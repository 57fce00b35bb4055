import { expect, test } from '@playwright/test';
import { createClient, signInAs } from './support';

test.describe('forms keep answers and say what is wrong', () => {
  test('the job form: Back and Forward move a step, reload stays, a deep link stops at the first unanswered step', async ({
    page,
    request,
  }) => {
    const client = await createClient(request);
    await signInAs(page, 'client', client);

    // A link to a later step than the answers allow opens the first unanswered one.
    await page.goto('/post-job?step=4');
    await expect(page.getByText('Step 1 of 6')).toBeVisible();
    await expect(page).toHaveURL(/[?&]step=1\b/);

    await page.getByLabel('What type of work do you need?').selectOption({ label: 'Plumber' });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 2 of 6')).toBeVisible();
    await page.getByLabel('As Soon As Possible').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 3 of 6')).toBeVisible();

    // The browser's Back goes back one step, not off the form, and keeps the answer.
    await page.goBack();
    await expect(page.getByText('Step 2 of 6')).toBeVisible();
    await expect(page.getByLabel('As Soon As Possible')).toBeChecked();
    await page.goBack();
    await expect(page.getByText('Step 1 of 6')).toBeVisible();
    await expect(page.getByLabel('What type of work do you need?')).toHaveValue('plumber');
    // Forward returns to the step.
    await page.goForward();
    await expect(page.getByText('Step 2 of 6')).toBeVisible();

    // A reload keeps the step and the answers.
    await page.reload();
    await expect(page.getByText('Step 2 of 6')).toBeVisible();
    await expect(page.getByLabel('As Soon As Possible')).toBeChecked();

    // The same link now reaches step 3 (steps 1 and 2 are answered) but no further.
    await page.goto('/post-job?step=5');
    await expect(page.getByText('Step 3 of 6')).toBeVisible();
  });

  test('the address warning goes once the address is given', async ({ page, request }) => {
    const client = await createClient(request);
    await signInAs(page, 'client', client);
    await page.goto('/post-job');
    await page.getByLabel('What type of work do you need?').selectOption({ label: 'Plumber' });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('As Soon As Possible').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('House').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 4 of 6')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    const warning = page.getByRole('alert').filter({ hasText: 'All address fields are required.' });
    await expect(warning).toBeVisible();
    // The pointer rests on the warning, which holds it open (it would otherwise close by itself).
    await warning.hover();

    await page.getByLabel('Street address').fill('10 Colmore Row');
    await page.getByLabel('Town or city').fill('Birmingham');
    await page.getByLabel('Postcode').fill('B3 2BJ');
    await page.getByLabel('Postcode').press('Enter');
    await expect(page.getByText('Step 5 of 6')).toBeVisible();
    await expect(warning).toHaveCount(0);
  });

  test('the contact form needs no phone number or website, but checks one that is given', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.getByLabel('Phone number (optional)')).toBeVisible();
    await expect(page.getByLabel('Website (optional)')).toBeVisible();
    await page.getByLabel('Your name').fill('Priya Sharma');
    await page.getByLabel('Email address', { exact: true }).fill('priya@example.com');
    await page.getByLabel('Your message').fill('Do you cover the Isle of Wight?');
    await page.getByLabel('Website (optional)').fill('not a website');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('#contact-website-error')).toHaveText(
      'Error: Enter a website address, like example.co.uk.',
    );
    await page.getByLabel('Website (optional)').fill('');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Thank you for your message. We will reply within 24 hours.')).toBeVisible();
  });

  test('the error summary names each field and its link focuses that field', async ({ page }) => {
    await page.goto('/contact-us');
    await page.getByRole('button', { name: 'Send message' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary.getByRole('link')).toHaveText([/^Your name: /, /^Email address: /, /^Your message: /]);
    await summary.getByRole('link', { name: /^Email address: / }).click();
    await expect(page.getByLabel('Email address', { exact: true })).toBeFocused();
  });

  test('a failed send says what failed: no connection, our side, too many tries; client sign-in keeps its words', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    await page.getByLabel('Your name').fill('Priya Sharma');
    await page.getByLabel('Email address', { exact: true }).fill('priya@example.com');
    await page.getByLabel('Your message').fill('Do you cover the Isle of Wight?');
    const send = page.getByRole('button', { name: 'Send message' });
    const main = page.getByRole('main');

    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    await send.click();
    await expect(main.getByText('We could not reach the server. Check your connection and try again.')).toBeVisible();
    await page.unroute('**/api/contact');

    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await send.click();
    await expect(main.getByText('Something went wrong on our side. Please try again in a minute.')).toBeVisible();
    await page.unroute('**/api/contact');

    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 429, json: { error: 'Slow down', message: 'Slow down', code: 'RATE_LIMITED' } }),
    );
    await send.click();
    await expect(main.getByText('Too many requests. Please wait a moment and try again.')).toBeVisible();
    await expect(main.getByText('Some Server Error, please Try Again')).toHaveCount(0);

    // The specification's words stay where it puts them: the client sign-in.
    await page.route('**/client/login', (route) => route.abort('internetdisconnected'));
    await page.goto('/signin');
    await main.getByLabel('Email address').fill('priya@example.com');
    await main.getByLabel('Password').fill('correct-horse-42');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Some Server Error, please Try Again')).toBeVisible();
  });
});
