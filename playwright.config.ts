import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests drive the built, composed site (`npm run build` first): the shell and each
 * remote on its own port, sample weather on 127.0.0.1, in Debian's Chromium. Browsers are never
 * downloaded; nothing reaches the internet.
 */
export const E2E_PORTS = { shell: 4280, calculator: 4281, blog: 4282, pages: 4283 } as const;
/** The remotes' fixed dev ports, as `npm run dev -w <remote>` serves them. */
export const STANDALONE_PORTS = { calculator: 5174, blog: 5175, pages: 5176 } as const;
const origin = `http://127.0.0.1:${E2E_PORTS.shell}`;

export default defineConfig({
  testDir: './shell/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: origin,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'npx tsx shell/server/compose.ts',
      url: `${origin}/runtime-config.json`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(E2E_PORTS.shell),
        CALCULATOR_PORT: String(E2E_PORTS.calculator),
        BLOG_PORT: String(E2E_PORTS.blog),
        PAGES_PORT: String(E2E_PORTS.pages),
        HOST: '127.0.0.1',
        WEATHER_API_KEY: '',
        SITE_URL: '',
        CONTACT_FORM_URL: 'https://forms.example.org/snow-day-contact',
      },
    },
    // Promise 3: each remote runs alone for development (`npm run dev -w <remote>`).
    ...Object.entries(STANDALONE_PORTS).map(([remote, port]) => ({
      command: `npm run dev -w mfe-${remote} -- --host 127.0.0.1`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    })),
  ],
});
