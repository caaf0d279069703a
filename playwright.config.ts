/**
 * Browser journeys (e2e/*.spec.ts) on @playwright/test: `npm run test:e2e` (= playwright test; a name filter:
 * `npx playwright test -g "checkout"`). Needs dist/h5 (bash scripts/taro-build.sh h5) and Debian's Chromium
 * (scripts/ensure-system.sh): Playwright never downloads a browser here (launchOptions.executablePath).
 * Each worker runs its own reference server (e2e/fixtures.ts). Failures keep a trace, a screenshot and the
 * server log's tail in test-results/e2e/<test>/ (report: test-results/e2e-report, `npx playwright show-report
 * test-results/e2e-report`); every journey also writes its named screenshots to test-results/screens/.
 */
import { defineConfig } from '@playwright/test'

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  // two workers, each with its own server; tests are independent (own client address and users), so they
  // are spread one by one rather than file by file
  workers: 2,
  fullyParallel: true,
  // No retries: a journey that passes only on a second try is a flaky journey, and a flaky journey fails the
  // run (the rule the home-made runner had: a retry told flaky from broken, it never turned a run green).
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'test-results/e2e-report' }]],
  outputDir: 'test-results/e2e',
  use: {
    browserName: 'chromium',
    // a phone: what the old harness's newContext set
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    // the app's real Content-Security-Policy applies to every journey
    bypassCSP: false,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      // headless is Playwright's default
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
})
