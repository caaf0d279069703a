/**
 * First paint from HTML (issue 16 item 3): /hospital/home?hospitalId=N arrives with the hospital's search bar,
 * banner and icons drawn by the server (src/domain/homeShell.ts). Without JS that is what the patient sees; with
 * JS the app draws the same blocks where the shell drew them (shared sizes, src/domain/homeSizes.ts), the shell
 * goes once the home has drawn its blocks, and nothing shifts (CLS 0).
 */
import { expect, type Page } from '@playwright/test'
import { test } from './fixtures'

type Box = { kind: string; x: number; y: number; width: number; height: number }

const KINDS = ['search', 'banner', 'iconNav']

const shellBoxes = (page: Page): Promise<Box[]> =>
  page.$$eval('#boot-shell [data-shell-block]', (els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect()
      return { kind: e.getAttribute('data-shell-block') || '', x: r.x, y: r.y, width: r.width, height: r.height }
    }),
  )

const appBoxes = (page: Page): Promise<Box[]> =>
  page.$$eval('.magic-page [data-block]', (els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect()
      return { kind: e.getAttribute('data-block') || '', x: r.x, y: r.y, width: r.width, height: r.height }
    }),
  )

test('without JS: the hospital home is drawn from the HTML (search, banner picture, icon names)', async ({ browser, app }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } })
  const page = await context.newPage()
  try {
    await page.goto(`${app}/home?hospitalId=6`)
    const boxes = await shellBoxes(page)
    expect(boxes.map((b) => b.kind)).toEqual(KINDS)
    await expect(page.locator('#boot-shell')).toContainText('搜索商品')
    // the banner's picture loads from the HTML alone (preloaded)
    await expect
      .poll(() =>
        page.$eval(
          '#boot-shell [data-shell-block=banner] img',
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        ),
      )
      .toBe(true)
    expect(await page.locator('#boot-shell [data-shell-block=iconNav] span').allTextContents()).not.toHaveLength(0)
    await page.screenshot({ path: 'test-results/screens/home-shell-no-js.png' })
  } finally {
    await context.close()
  }
})

test('with JS: the app draws its blocks where the shell drew them, the shell goes, nothing shifts', async ({ page, app, shot }) => {
  await page.addInitScript(() => {
    ;(window as unknown as { __cls: number }).__cls = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
        if (!e.hadRecentInput) (window as unknown as { __cls: number }).__cls += e.value
    }).observe({ type: 'layout-shift', buffered: true })
    // the shell's boxes as the server drew them, before the app removes it
    document.addEventListener('DOMContentLoaded', () => {
      const boxes = Array.from(document.querySelectorAll('#boot-shell [data-shell-block]')).map((e) => {
        const r = e.getBoundingClientRect()
        return { kind: e.getAttribute('data-shell-block'), x: r.x, y: r.y, width: r.width, height: r.height }
      })
      ;(window as unknown as { __shell: unknown }).__shell = boxes
    })
  })
  await page.goto(`${app}/home?hospitalId=6`)
  await page.waitForSelector('.home-page[data-status="ready"] .magic-page [data-block=iconNav]')
  await expect(page.locator('#boot-shell')).toHaveCount(0)
  const shell = (await page.evaluate(() => (window as unknown as { __shell: Box[] }).__shell)) as Box[]
  expect(shell.map((b) => b.kind)).toEqual(KINDS)
  const drawn = await appBoxes(page)
  for (const s of shell) {
    const a = drawn.find((b) => b.kind === s.kind)
    expect(a, s.kind).toBeTruthy()
    for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(a![k] - s[k]), `${s.kind} ${k}`).toBeLessThanOrEqual(1)
  }
  expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThanOrEqual(0.001)
  await shot('home-shell-mounted')
})

/** the boot script's popup ad (src/index.html, issue 16 LCP): its box, whether its picture has loaded */
const bootPopup = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('boot-ad')
    const img = root?.querySelector('.ad-popup__img') as HTMLImageElement | null
    const r = img?.getBoundingClientRect()
    return {
      state: root?.getAttribute('data-state') ?? null,
      hidden: root ? root.hidden : null,
      loaded: !!img && img.complete && img.naturalWidth > 0,
      box: r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null,
      picture: root?.querySelector('.ad-popup__body')?.getAttribute('aria-label') ?? null,
      close: root?.querySelector('.ad-popup__close')?.getAttribute('aria-label') ?? null,
    }
  })

test("the popup ad from the HTML: drawn before the app's JS, taken over by the app (one popup), closed for good", async ({
  page,
  app,
  shot,
}) => {
  // the app's scripts held back: what the HTML and the boot scripts draw on their own
  await page.route('**/hospital/js/**', (r) => r.abort())
  await page.goto(`${app}/home?hospitalId=6`)
  await expect.poll(async () => (await bootPopup(page)).loaded).toBe(true)
  const before = await bootPopup(page)
  expect(before).toMatchObject({ state: 'open', hidden: false, picture: '广告', close: '关闭' })
  // centred, 600 design px wide (15rem: 300 px at 375)
  expect(before.box!.width).toBeCloseTo(300, 0)
  expect(before.box!.x).toBeCloseTo(37.5, 0)
  await page.screenshot({ path: 'test-results/screens/home-popup-from-html.png' })
  await page.unroute('**/hospital/js/**')

  // with the app: the same popup stays (no second one drawn over it), nothing shifts
  await page.addInitScript(() => {
    ;(window as unknown as { __cls: number }).__cls = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
        if (!e.hadRecentInput) (window as unknown as { __cls: number }).__cls += e.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.reload()
  await page.waitForSelector('.home-page[data-status="ready"] .magic-page [data-block=iconNav]')
  await expect(page.locator('#boot-shell')).toHaveCount(0)
  await page.waitForLoadState('networkidle')
  expect(await page.locator('.ad-popup__img').count()).toBe(1)
  expect(await page.locator('.nut-popup:visible').count()).toBe(0)
  expect(await bootPopup(page)).toMatchObject({ state: 'open', hidden: false, loaded: true })
  await shot('home-popup-taken-over')
  expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThanOrEqual(0.001)
  // closing it remembers it (frequency 1: once ever) in the app's storage: not on the next visit
  await page.click('.ad-popup__close')
  await page.waitForSelector('.ad-popup__img', { state: 'hidden' })
  expect(await page.evaluate(() => localStorage.getItem('adShown:6:1006'))).toBe('{"data":"1"}')
  await page.reload()
  await page.waitForSelector('.home-page[data-status="ready"] .magic-page [data-block=iconNav]')
  await page.waitForLoadState('networkidle')
  expect(await page.locator('.ad-popup__img:visible').count()).toBe(0)
  expect(await page.locator('#boot-ad').count()).toBe(0)
})

test('the elder-friendly mode: no popup ad from the HTML', async ({ page, app }) => {
  await page.goto(`${app}/home?hospitalId=6&elder=1`)
  await page.waitForSelector('.app-page')
  await page.waitForLoadState('networkidle')
  expect(await page.locator('#boot-ad').count()).toBe(0)
  expect(await page.locator('.ad-popup__img:visible').count()).toBe(0)
})
