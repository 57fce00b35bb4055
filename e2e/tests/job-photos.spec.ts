import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { adminHeaders, createClient, createTradesperson, postJob, signInAs, type Account } from './support';

/**
 * Job photos in the browser (issue 17): a client adds photos on the job form's last step, they
 * reach the job once it is posted and show on the client's card and to a matching tradesperson,
 * lazy-loaded at their own size; the client deletes one from the card (confirmed in the app's
 * dialog) and adds more there. A file that is not a photo is refused next to the field before
 * anything is sent, and one that only claims to be a photo is refused by the server without
 * leaving the client unsure whether the job was posted. Norwich (NR2) is this file's area.
 */

let counter = 0;
/** Words no other job carries, to find this test's job in a list. */
const marker = (label: string) => `${label} ${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A real photo: a 640 x 480 JPEG of a gradient, made here so no fixture is needed. */
async function jpeg(name: string, width = 640, height = 480) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = 128;
    }
  }
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

const textFile = (name: string, mimeType: string) => ({
  name,
  mimeType,
  buffer: Buffer.from('Shopping list: washers, PTFE tape, a new tap.\n'),
});

const NORWICH = { street: '12 Elm Hill', city: 'Norwich', postcode: 'NR2 1TF' };

async function plumberInNorwich(request: Parameters<typeof createTradesperson>[0]) {
  return createTradesperson(request, {
    name: 'Isla Warren',
    businessName: marker('Warren Plumbing'),
    city: 'Norwich',
    street: '4 London Street',
    postcode: 'NR2 1LD',
  });
}

/** Steps 1 to 5 of the job form, answered for a plumber in Norwich. */
async function answerFirstSteps(page: Page) {
  await page.goto('/post-job');
  await page.getByLabel('What type of work do you need?').selectOption({ label: 'Plumber' });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('As Soon As Possible').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('House').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Street address').fill(NORWICH.street);
  await page.getByLabel('Town or city').fill(NORWICH.city);
  await page.getByLabel('Postcode').fill(NORWICH.postcode);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 6 of 6')).toBeVisible();
}

/** No WCAG 2.1 A or AA violation on the page as it stands. */
async function scan(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
    where,
  ).toEqual([]);
}

const jobCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

/** The image has arrived and decoded (not a broken picture). */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
}

/** A thumbnail is lazy, decoded off the main thread, and keeps its place with its own proportions. */
async function expectThumbnail(image: Locator, width: number, height: number) {
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('decoding', 'async');
  const size = await image.evaluate((element: HTMLImageElement) => ({
    width: Number(element.getAttribute('width')),
    height: Number(element.getAttribute('height')),
  }));
  expect(size.width / size.height).toBeCloseTo(width / height, 2);
  await expectLoaded(image);
}

test.describe('job photos', () => {
  test('a client adds a photo with the job, sees it on the card and deletes it; a matching plumber sees it', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const description = marker('The kitchen tap drips all night');
    const client = await createClient(request);
    const plumber = await plumberInNorwich(request);

    await signInAs(page, 'client', client);
    // No fade-in of the form's card, so the accessibility scans read its colours as they settle.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await answerFirstSteps(page);
    await page.getByLabel('Describe the job').fill(description);

    // A file that is not a photo is refused beside the field, before anything is sent.
    const photos = page.getByRole('region', { name: 'Photos (optional)' });
    const input = photos.getByLabel('Choose photos');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('multiple', '');
    await input.setInputFiles([textFile('shopping-list.txt', 'text/plain')]);
    const refusal = 'shopping-list.txt was not added: it is not a JPEG, PNG, WebP or HEIC photo.';
    await expect(photos.getByRole('alert')).toContainText(refusal);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(new RegExp(refusal.replace(/[.]/g, '\\.')));
    await scan(page, 'the photo step with a refused file');

    // A real photo is shown from the computer until the job is posted.
    await input.setInputFiles([await jpeg('kitchen-tap.jpg')]);
    const chosen = photos.getByRole('listitem').filter({ hasText: 'kitchen-tap.jpg' });
    await expect(chosen).toContainText('Added when you post the job');
    await expectLoaded(chosen.locator('img'));
    await expect(photos.getByRole('alert')).toHaveCount(0);
    await scan(page, 'the photo step with a photo chosen');

    await page.getByRole('button', { name: 'Post job', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Thank you! Your job has been posted.' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '1 photo added.' })).toBeVisible();
    await page.waitForURL(/\/client-dashboard/);

    const card = jobCard(page, description);
    const thumbnail = card.getByRole('img', { name: 'Photo 1 of 1 of the job' });
    await expectThumbnail(thumbnail, 640, 480);

    // The thumbnail opens the full photo in a dialog from the keyboard; Escape closes it.
    const open = card.getByRole('button', { name: 'Photo 1 of 1 of the job' });
    await open.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: 'Photo 1 of 1 of the job' });
    await expectLoaded(viewer.getByRole('img', { name: 'Photo 1 of 1 of the job' }));
    await scan(page, 'the full photo');
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(open).toBeFocused();
    await scan(page, 'the card with its photo');

    // The plumber who covers Norwich sees it on the matching job (on a phone).
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const plumberPage = await context.newPage();
    await signInAs(plumberPage, 'tradesperson', plumber);
    await plumberPage.goto('/dashboard');
    const match = jobCard(plumberPage, description);
    await expectThumbnail(match.getByRole('img', { name: 'Photo 1 of 1 of the job' }), 640, 480);
    await expect(match.getByRole('button', { name: /^Delete photo/ })).toHaveCount(0);
    // And where the quotation is written, and beside the quotation once it is sent.
    await match.getByRole('link', { name: /^Apply/ }).click();
    await expect(plumberPage).toHaveURL(/\/apply\//);
    const toQuote = plumberPage.getByRole('region', { name: 'The job' });
    await expectLoaded(toQuote.getByRole('img', { name: 'Photo 1 of 1 of the job' }));
    await plumberPage.getByLabel('Your quotation').fill('A new tap fitted on Thursday morning, parts included.');
    await plumberPage.getByRole('button', { name: 'Submit quotation' }).click();
    await expect(plumberPage).toHaveURL(/\/applied-jobs$/);
    const applied = jobCard(plumberPage, description);
    await expectThumbnail(applied.getByRole('img', { name: 'Photo 1 of 1 of the job' }), 640, 480);

    // The client deletes it, after saying so in the app's own dialog (Keep photo first).
    await card.getByRole('button', { name: 'Delete photo 1 of 1' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this photo?' });
    await confirm.getByRole('button', { name: 'Keep photo' }).click();
    await expect(thumbnail).toBeVisible();
    await card.getByRole('button', { name: 'Delete photo 1 of 1' }).click();
    await confirm.getByRole('button', { name: 'Delete photo' }).click();
    await expect(page.getByText('Photo deleted.')).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Photos' })).toBeFocused();
    await expect(card.getByRole('img', { name: /^Photo \d of/ })).toHaveCount(0);

    await plumberPage.reload();
    await expect(applied).toBeVisible();
    await expect(applied.getByRole('img', { name: /^Photo \d of/ })).toHaveCount(0);
    await context.close();
  });

  test('a file that only claims to be a photo is refused by the server: the job stays posted, the file can be removed', async ({
    page,
    request,
  }) => {
    const description = marker('Radiator in the hall stays cold');
    const client = await createClient(request);

    await signInAs(page, 'client', client);
    await answerFirstSteps(page);
    await page.getByLabel('Describe the job').fill(description);
    await page
      .getByLabel('Choose photos')
      .setInputFiles([await jpeg('radiator.jpg', 480, 640), textFile('not-really.jpg', 'image/jpeg')]);
    await page.getByRole('button', { name: 'Post job', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'Thank you! Your job has been posted.' })).toBeVisible();
    await expect(page.getByText('Your job is posted, but not every photo was added')).toBeVisible();
    const refused = page.getByRole('listitem').filter({ hasText: 'not-really.jpg' });
    await expect(refused).toContainText('Not added');
    await expect(refused).toContainText('This file is not a photo we can take');
    await expect(page.getByRole('listitem').filter({ hasText: 'radiator.jpg' })).toContainText('Added');
    // Nothing moves on by itself while a photo failed.
    await expect(page.getByRole('link', { name: 'Go to your jobs' })).toBeVisible();
    await expect(page).toHaveURL(/\/post-job/);

    // Trying again gets the same answer; removing it leaves the job with the one real photo.
    await refused.getByRole('button', { name: 'Try again not-really.jpg' }).click();
    await expect(refused).toContainText('This file is not a photo we can take');
    await refused.getByRole('button', { name: 'Remove not-really.jpg' }).click();
    await page.waitForURL(/\/client-dashboard/);
    const card = jobCard(page, description);
    await expectThumbnail(card.getByRole('img', { name: 'Photo 1 of 1 of the job' }), 480, 640);
  });

  test('a plumber awaiting approval is shown no job and no photo; once approved, the photo loads through a signed link', async ({
    page,
    request,
  }) => {
    const description = marker('Radiator valve weeping in the hall');
    const client: Account = await createClient(request);
    const job = await postJob(request, client, { jobDescription: description, address: NORWICH });
    const photo = await jpeg('valve.jpg');
    const uploaded = await request.post(`/api/jobs/${job._id}/photos`, {
      headers: { authorization: `Bearer ${client.token}` },
      multipart: { file: { name: photo.name, mimeType: photo.mimeType, buffer: photo.buffer } },
    });
    expect(uploaded.status()).toBe(201);
    const waiting = await createTradesperson(
      request,
      { city: 'Norwich', street: '4 London Street', postcode: 'NR2 1LD' },
      { approve: false },
    );

    await signInAs(page, 'tradesperson', waiting);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'You can quote here once your account is approved' })).toBeVisible();
    await expect(page.getByText('as soon as an administrator approves your account')).toBeVisible();
    await expect(jobCard(page, description)).toHaveCount(0);
    await expect(page.locator('img[src*="/photos/"]')).toHaveCount(0);

    await request.post(`/api/admin/tradespeople/${waiting.id}/approve`, { headers: await adminHeaders(request) });
    await page.reload();
    const thumbnail = jobCard(page, description).getByRole('img', { name: 'Photo 1 of 1 of the job' });
    await expectThumbnail(thumbnail, 640, 480);
    // The address the API gave: a link that expires, not a key that never does.
    await expect(thumbnail).toHaveAttribute('src', /\/thumbnail\?expires=\d{10}&sig=[\w-]{22}$/);
  });

  test('the client adds photos to an open job from its card, up to eight', async ({ page, request }) => {
    const description = marker('Bathroom tiles cracked around the bath');
    const client: Account = await createClient(request);
    await postJob(request, client, { jobDescription: description, address: NORWICH });

    await signInAs(page, 'client', client);
    await page.goto('/client-dashboard');
    const card = jobCard(page, description);
    const add = card.getByLabel('Add photos');
    await add.setInputFiles([await jpeg('tiles-1.jpg'), await jpeg('tiles-2.jpg', 480, 640)]);
    await expect(card.getByRole('img', { name: 'Photo 2 of 2 of the job' })).toBeVisible();
    await expectThumbnail(card.getByRole('img', { name: 'Photo 1 of 2 of the job' }), 640, 480);

    // Seven more are offered: the one past eight is refused beside the field and not sent.
    const more = await Promise.all([3, 4, 5, 6, 7, 8, 9].map((n) => jpeg(`tiles-${n}.jpg`, 64, 48)));
    await add.setInputFiles(more);
    await expect(card.getByRole('alert')).toContainText('tiles-9.jpg was not added: a job can have 8 photos at most.');
    await expect(card.getByRole('img', { name: 'Photo 8 of 8 of the job' })).toBeVisible();
    await expect(card.getByLabel('Add photos')).toHaveCount(0);
  });
});
