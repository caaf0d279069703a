/**
 * Debian's Chromium for the scripts that drive a page outside the journeys (scripts/screens.ts,
 * scripts/size-browser.ts): the same phone-sized context as the browser journeys (playwright.config.ts),
 * under the app's real Content-Security-Policy.
 */
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core'

export const ROOT = path.resolve(__dirname, '..', '..')
export const RESULTS = path.join(ROOT, 'test-results')
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_FLAGS, headless: true })
}

/** a phone-sized context (375x812 at 2x, touch, zh-CN, an iPhone user agent); `extra` e.g. a storageState */
export async function newContext(browser: Browser, extra: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    ...extra,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  })
}
