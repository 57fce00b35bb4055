import { defineConfig, devices } from '@playwright/test';

export const ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-admin-password' };
/** The brand's social pages the app is started with; Instagram and Twitter are left unconfigured. */
export const SOCIAL = {
  SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/tradewise.example',
  SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/tradewise-example',
};

/**
 * The real app (built web + API) on a fresh SQLite database, driven in Debian's Chromium. The
 * registry's own browser download cannot work here, so the system binary is used. global-setup.ts
 * starts the app on a port the OS picks and sets E2E_BASE_URL before the workers start.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './.tmp/results',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Upper bounds, not expectations: a busy machine (CI beside other work) is slower, never wrong.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
});
