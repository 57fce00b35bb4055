/**
 * Issue 17: the trade profile's portrait (one, replaced on re-upload) and portfolio (up to 24
 * photos with captions), uploaded through the image pipeline and served publicly only for an
 * approved tradesperson.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_LIMITS, TRADE_PROFILE_LIMITS, type OwnTradeProfile } from '@tradewise/shared';
import { createTestApp, dialectName, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createClient, createTradesperson, signIn } from '../../../test/factories.js';
import { jpegWithExif, png } from '../../../test/images.js';
import { multipartFile } from '../../../test/uploads.js';
import { newId } from '../../lib/ids.js';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx.app, 'admin', await createAdmin(ctx.database.db));
});
afterAll(async () => ctx.close());

const upload = (method: 'PUT' | 'POST', url: string, token: string | undefined, bytes: Buffer, field = 'file') => {
  const { payload, headers } = multipartFile(bytes, { field });
  return ctx.app.inject({ method, url, payload, headers: { ...headers, ...(token ? bearer(token) : {}) } });
};
const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const storedFiles = () => {
  const dir = path.join(ctx.uploadsDir, 'trade-profiles');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

async function approved() {
  const person = await createTradesperson(ctx.app);
  await ctx.app.inject({ method: 'POST', url: `/api/admin/tradespeople/${person.id}/approve`, headers: bearer(admin) });
  return person;
}

describe(`portrait and portfolio (${dialectName()})`, () => {
  it('takes a portrait, serves it publicly without metadata, keeps it at 960 px, and replaces it on re-upload', async () => {
    const person = await approved();
    const first = await upload('PUT', '/api/trade-profile/portrait', person.token, await jpegWithExif());
    expect(first.statusCode).toBe(200);
    const portrait = first.json<OwnTradeProfile>().portrait!;
    // Turned upright by its EXIF orientation: 300x200 becomes 200x300.
    expect(portrait).toMatchObject({ width: 200, height: 300, thumbnailWidth: 200 });

    const served = await get(portrait.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect((await get(portrait.thumbnailUrl)).statusCode).toBe(200);
    const profile = (await get(`/api/tradespeople/${person.id}`)).json();
    expect(profile.portrait).toEqual(portrait);
    expect(
      (await get(`/api/tradespeople?q=plumber`)).json().find((item: { _id: string }) => item._id === person.id)
        .portrait,
    ).toEqual(portrait);

    // A phone's photo is kept at 960 px, all the profile ever shows of it (a photo is kept at 1600).
    const second = await upload('PUT', '/api/trade-profile/portrait', person.token, await png(2400, 1800));
    const replaced = second.json<OwnTradeProfile>().portrait!;
    expect(replaced).toMatchObject({ width: 960, height: 720 });
    expect(await sharp((await get(replaced.url)).rawPayload).metadata()).toMatchObject({ width: 960, height: 720 });
    // Its thumbnail's width, given for a srcset, is the width the thumbnail is served at.
    expect(replaced.thumbnailWidth).toBe(400);
    expect((await sharp((await get(replaced.thumbnailUrl)).rawPayload).metadata()).width).toBe(400);
    expect(replaced._id).not.toBe(portrait._id);
    expect((await get(portrait.url)).statusCode).toBe(404);
    expect(storedFiles().filter((name) => name.startsWith(portrait._id))).toEqual([]);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/trade-profile/portrait',
      headers: bearer(person.token),
    });
    expect(removed.json().portrait).toBeNull();
    expect((await get(replaced.url)).statusCode).toBe(404);
  });

  it('refuses what is not an image, too big, or not in the field "file", keeping nothing', async () => {
    const person = await approved();
    const before = storedFiles();
    const text = await upload('PUT', '/api/trade-profile/portrait', person.token, Buffer.from('<svg onload=alert(1)>'));
    expect(text.statusCode).toBe(400);
    expect(text.json().code).toBe('PHOTO_NOT_AN_IMAGE');
    const wrongField = await upload('POST', '/api/trade-profile/portfolio', person.token, await png(10, 10), 'photo');
    expect(wrongField.json().code).toBe('PHOTO_MISSING');
    const huge = Buffer.concat([await jpegWithExif(), Buffer.alloc(PHOTO_LIMITS.maxBytes)]);
    expect((await upload('POST', '/api/trade-profile/portfolio', person.token, huge)).statusCode).toBe(413);
    expect(storedFiles()).toEqual(before);
    const own = (
      await ctx.app.inject({ method: 'GET', url: '/api/trade-profile', headers: bearer(person.token) })
    ).json();
    expect(own).toMatchObject({ portrait: null, portfolio: [] });
  });

  it('keeps a portfolio of at most 24 captioned photos that only its owner changes', async () => {
    const person = await approved();
    const added = await upload('POST', '/api/trade-profile/portfolio', person.token, await png(1200, 900));
    expect(added.statusCode).toBe(200);
    const [photo] = added.json<OwnTradeProfile>().portfolio;
    expect(photo).toMatchObject({ caption: '', width: 1200, height: 900 });
    const caption = (text: string, token = person.token, id = photo!._id) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/trade-profile/portfolio/${id}`,
        headers: bearer(token),
        payload: { caption: text },
      });
    expect((await caption('  New kitchen in Salford  ')).json().portfolio[0].caption).toBe('New kitchen in Salford');
    const tooLong = await caption('x'.repeat(TRADE_PROFILE_LIMITS.captionMax + 1));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details[0].code).toBe('tradeProfile.validation.captionTooLong');
    expect((await get(`/api/tradespeople/${person.id}`)).json().portfolio).toEqual([
      expect.objectContaining({ _id: photo!._id, caption: 'New kitchen in Salford' }),
    ]);

    const other = await approved();
    expect((await caption('Mine now', other.token)).statusCode).toBe(404);
    const stolen = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/trade-profile/portfolio/${photo!._id}`,
      headers: bearer(other.token),
    });
    expect(stolen.statusCode).toBe(404);
    // Another tradesperson's address for the photo shows nothing.
    expect((await get(`/api/tradespeople/${other.id}/images/${photo!._id}`)).statusCode).toBe(404);

    // Fill the portfolio to 24 (rows alone: the limit is on rows), then one more is refused.
    const now = new Date().toISOString();
    await ctx.database.db
      .insertInto('portfolioPhotos')
      .values(
        Array.from({ length: 23 }, () => ({
          id: newId(),
          tradespersonId: person.id,
          width: 10,
          height: 10,
          createdAt: now,
        })),
      )
      .execute();
    const full = await upload('POST', '/api/trade-profile/portfolio', person.token, await png(10, 10));
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('PORTFOLIO_FULL');

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/trade-profile/portfolio/${photo!._id}`,
      headers: bearer(person.token),
    });
    expect(deleted.json().portfolio).toHaveLength(23);
    expect((await get(photo!.url)).statusCode).toBe(404);
    expect(storedFiles().filter((name) => name.startsWith(photo!._id))).toEqual([]);
  });

  it('erases the profile, its credentials and its pictures when the tradesperson leaves or is deleted', async () => {
    const leaving = await approved();
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/trade-profile',
      headers: bearer(leaving.token),
      payload: {
        ...{
          about: 'Forty years of brickwork.',
          yearsTrading: 40,
          gasSafeNumber: '',
          schemeName: '',
          schemeNumber: '',
        },
        ...{ insurer: 'Aviva', policyNumber: '', coverPounds: null, insuranceExpiresOn: '2099-01-01' },
      },
    });
    const portrait = (await upload('PUT', '/api/trade-profile/portrait', leaving.token, await png(60, 60))).json()
      .portrait;
    const photo = (await upload('POST', '/api/trade-profile/portfolio', leaving.token, await png(60, 40))).json()
      .portfolio[0];
    expect(storedFiles().filter((name) => name.startsWith(portrait._id) || name.startsWith(photo._id))).toHaveLength(4);
    const gone = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(leaving.token),
      payload: { password: leaving.password },
    });
    expect(gone.statusCode).toBe(200);
    const left = (table: 'tradeProfiles' | 'credentials' | 'portfolioPhotos') =>
      ctx.database.db.selectFrom(table).select('tradespersonId').where('tradespersonId', '=', leaving.id).execute();
    expect([await left('tradeProfiles'), await left('credentials'), await left('portfolioPhotos')]).toEqual([
      [],
      [],
      [],
    ]);
    expect(storedFiles().filter((name) => name.startsWith(portrait._id) || name.startsWith(photo._id))).toEqual([]);

    const removed = await approved();
    const picture = (await upload('PUT', '/api/trade-profile/portrait', removed.token, await png(60, 60))).json()
      .portrait;
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/tradespeople/${removed.id}`,
      headers: bearer(admin),
    });
    expect(deleted.statusCode).toBe(200);
    expect(storedFiles().filter((name) => name.startsWith(picture._id))).toEqual([]);
  });

  it('serves nothing of a tradesperson who is not approved, and lets only tradespeople upload', async () => {
    const pending = await createTradesperson(ctx.app);
    const portrait = (await upload('PUT', '/api/trade-profile/portrait', pending.token, await png(50, 50))).json()
      .portrait;
    const served = await get(portrait.url);
    expect(served.statusCode).toBe(404);
    expect(served.headers['cache-control']).toBe('no-store');
    const client = await createClient(ctx.app);
    const image = await png(10, 10);
    expect((await upload('PUT', '/api/trade-profile/portrait', undefined, image)).statusCode).toBe(401);
    expect((await upload('PUT', '/api/trade-profile/portrait', client.token, image)).statusCode).toBe(403);
    expect((await upload('POST', '/api/trade-profile/portfolio', admin, image)).statusCode).toBe(403);
  });
});
