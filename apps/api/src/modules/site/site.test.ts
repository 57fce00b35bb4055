import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.js';
import { loadConfig } from '../../config.js';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

describe('GET /api/site-config', () => {
  it('lists no social network when none is configured', async () => {
    ctx = await createTestApp();
    const response = await ctx.app.inject({ url: '/api/site-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ social: [] });
  });

  it("lists only the configured networks, with the brand's own page, in the footer's order", async () => {
    ctx = await createTestApp({
      SOCIAL_TWITTER_URL: 'https://twitter.com/tradewise_uk',
      SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/tradewise.uk',
    });
    const response = await ctx.app.inject({ url: '/api/site-config' });
    expect(response.json()).toEqual({
      social: [
        { network: 'facebook', url: 'https://www.facebook.com/tradewise.uk' },
        { network: 'twitter', url: 'https://twitter.com/tradewise_uk' },
      ],
    });
  });

  it('refuses to start with a social address that is not https, naming the setting', () => {
    expect(() => loadConfig({ SOCIAL_INSTAGRAM_URL: 'javascript:alert(1)' })).toThrow(/SOCIAL_INSTAGRAM_URL/);
    expect(() => loadConfig({ SOCIAL_LINKEDIN_URL: 'http://linkedin.com/company/x' })).toThrow(/SOCIAL_LINKEDIN_URL/);
  });
});
