/**
 * Chunk-load failures on H5 (SPEC §8, §9; issue 18): the chunks of a page the patient opens from the tab bar are
 * blocked (page.route aborts them); the app shows "Loading chunk {id} failed" (CSS_CHUNK_LOAD_FAILED for a
 * stylesheet) with 重试 instead of a blank page; with the network back, 重试 loads the chunk and the page opens.
 */
import type { Page } from '@playwright/test'
import { quiet, settled, stable } from './helpers'
import { test } from './fixtures'

async function home(page: Page, app: string) {
  await page.goto(`${app}/home?hospitalId=6`)
  await settled(page)
  await quiet(page)
  const popupClose = page.locator('.ad-popup__close:visible')
  if (await popupClose.count()) {
    await popupClose.first().click()
    await page.waitForSelector('.ad-popup__img', { state: 'hidden' })
  }
  await stable(page)
}

/** blocks requests under /hospital/<dir>/ until the returned function is called; `blocked` lists what was refused */
async function block(page: Page, dir: 'js' | 'css') {
  const blocked: string[] = []
  let on = true
  await page.route(`**/hospital/${dir}/**`, (route) => {
    if (!on) return route.continue()
    blocked.push(new URL(route.request().url()).pathname)
    return route.abort('internetdisconnected')
  })
  return { blocked, release: () => (on = false) }
}

for (const kind of ['js', 'css'] as const) {
  test(`a ${kind.toUpperCase()} chunk that does not load shows the §8 message and 重试 loads it`, async ({ ctx }) => {
    const { page, app, shot } = ctx
    await home(page, app)
    const net = await block(page, kind)
    await page.click('.app-tabbar .nut-tabbar-item:nth-child(4)')
    await page.waitForURL(/\/hospital\/personCenter/)
    const overlay = page.locator('#chunk-error')
    await overlay.waitFor({ state: 'visible', timeout: 15_000 })
    const message = (await overlay.locator('.chunk-error__message').textContent()) ?? ''
    if (!/^Loading chunk \S+ failed/.test(message)) throw new Error(`message: ${message}`)
    if (kind === 'css' && !message.includes('CSS_CHUNK_LOAD_FAILED')) throw new Error(`a CSS chunk without its code: ${message}`)
    if (!net.blocked.length) throw new Error('nothing was blocked')
    await overlay.locator('.chunk-error__title').waitFor()
    await shot(`chunk-error-${kind}`)

    // still offline: 重试 fails again and the message stays
    await overlay.locator('.chunk-error__retry').click()
    await page.waitForSelector('#chunk-error .chunk-error__retry:not([disabled])')
    await overlay.waitFor({ state: 'visible' })

    net.release()
    await overlay.locator('.chunk-error__retry').click()
    await overlay.waitFor({ state: 'detached', timeout: 15_000 })
    await page.waitForSelector('.app-page[data-route="/personCenter"]', { state: 'visible', timeout: 15_000 })
    await settled(page)
    const text = (await page.locator('.app-page:visible').first().textContent()) ?? ''
    if (!text.includes('登录/注册')) throw new Error(`the person centre did not open after the retry: ${text.slice(0, 200)}`)
    if (kind === 'css') {
      // the page's stylesheet really arrived: a rule of personCenter's index.scss applies
      const sheets = await page.evaluate(() => Array.from(document.styleSheets).filter((s) => s.href && s.href.includes('/css/')).length)
      if (!sheets) throw new Error('no chunk stylesheet after the retry')
    }
    await shot(`chunk-error-${kind}-recovered`)
  })
}
