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
