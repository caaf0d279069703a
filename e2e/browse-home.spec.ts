/**
 * Browse journey (home page builder): each seeded hospital's home draws its own blocks from its page
 * config; the popup ad shows once per its frequency (6: once ever, 7: once per session, with the agreement
 * dialog before its jump); search finds a product and opens its detail URL.
 */
import type { Page } from '@playwright/test'
import { quiet, settled, stable } from './helpers'
import { test } from './fixtures'

async function openHome(page: Page, app: string, hospitalId: number) {
  await page.goto(`${app}/home?hospitalId=${hospitalId}`)
  await settled(page)
  await page.waitForSelector('.magic-page [data-block]', { timeout: 15_000 })
  // its data, images and the popup ad's chunk (when it has one to show) loaded, the slide-in done
  await quiet(page)
}

async function blocksOf(page: Page) {
  return page.$$eval('.magic-page [data-block]', (els) => els.map((e) => e.getAttribute('data-block')))
}

async function brokenImages(page: Page) {
  return page.$$eval('.magic-page img', (imgs) =>
    (imgs as HTMLImageElement[])
      .filter((i) => i.getBoundingClientRect().top < window.innerHeight && i.complete && i.naturalWidth === 0 && i.src)
      .map((i) => i.src),
  )
}

async function badPrices(page: Page) {
  const texts = await page.$$eval('.goods-price__now', (els) => els.map((e) => e.textContent || ''))
  return texts.filter((t) => !/^¥\d+\.\d{2}$/.test(t.trim()))
}

/** after openHome (quiet: the popup's chunk, if wanted, has loaded): is the popup ad shown */
const popupVisible = (page: Page) => page.isVisible('.ad-popup__img')

/** closes the popup ad and waits until it is gone */
async function closePopup(page: Page) {
  await page.click('.ad-popup__close')
  await page.waitForSelector('.ad-popup__img', { state: 'hidden' })
  await stable(page)
}

async function fullShot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true })
}

test('hospital 6 home: its blocks, the once-ever popup ad', async ({ page, app, shot }) => {
  await openHome(page, app, 6)
  const kinds = await blocksOf(page)
  for (const k of [
    'search',
    'banner',
    'iconNav',
    'blockNav',
    'hotProducts',
    'hotServices',
    'command',
    'famousDoctors',
    'news',
    'tabBestGoods',
    'todayRecommend',
    'tipText',
  ])
    if (!kinds.includes(k)) throw new Error(`hospital 6 home lacks block ${k}: ${kinds.join(',')}`)
  if (!(await popupVisible(page))) throw new Error('the popup ad (frequency 1) did not show')
  await shot('home-6-ad')
  await closePopup(page)
  await shot('home-6')
  await fullShot(page, 'home-6-full')
  const broken = await brokenImages(page)
  if (broken.length) throw new Error(`images did not load: ${broken.join(', ')}`)
  const bad = await badPrices(page)
  if (bad.length) throw new Error(`prices without two decimals: ${bad.join(', ')}`)
  // once ever: not after a reload, nor in a new tab
  await openHome(page, app, 6)
  if (await popupVisible(page)) throw new Error('the frequency-1 popup showed again after a reload')
})

test('hospital 7 home: its blocks, the once-per-session popup with the agreement dialog', async ({ page, context, app, shot }) => {
  await openHome(page, app, 7)
  const kinds = await blocksOf(page)
  for (const k of ['banner', 'search', 'iconNav', 'imageList', 'hotServices', 'studioList', 'news', 'buttonGroup', 'tipText'])
    if (!kinds.includes(k)) throw new Error(`hospital 7 home lacks block ${k}: ${kinds.join(',')}`)
  if (!(await popupVisible(page))) throw new Error('the popup ad (frequency 2) did not show')
  await shot('home-7-ad')
  // clicking closes it, then the agreement dialog comes before the jump
  await page.click('.ad-popup__body')
  await page.waitForSelector('.agreement-popup__body', { timeout: 5000 })
  await stable(page)
  await shot('home-7-agreement')
  await page.click('.agreement-popup__btn >> nth=0')
  await page.waitForSelector('.agreement-popup__body', { state: 'hidden' })
  await stable(page)
  await shot('home-7')
  await fullShot(page, 'home-7-full')
  const broken = await brokenImages(page)
  if (broken.length) throw new Error(`images did not load: ${broken.join(', ')}`)
  await openHome(page, app, 7)
  if (await popupVisible(page)) throw new Error('the frequency-2 popup showed again in the same session')
  // a new tab is a new session
  const tab = await context.newPage()
  await openHome(tab, app, 7)
  if (!(await popupVisible(tab))) throw new Error('the frequency-2 popup did not show in a new session')
  await tab.close()
})

test('hospital 8 home: its blocks, no popup', async ({ page, app, shot }) => {
  await openHome(page, app, 8)
  const kinds = await blocksOf(page)
  for (const k of ['search', 'banner', 'blockNav', 'advert', 'chronic', 'famousDoctors', 'command', 'hotProducts', 'news', 'tipText'])
    if (!kinds.includes(k)) throw new Error(`hospital 8 home lacks block ${k}: ${kinds.join(',')}`)
  const cells = await page.$$('.magic-blocknav--5 .magic-blocknav__cell')
  if (cells.length !== 3) throw new Error(`block navigator layout 5 shows ${cells.length} items, expected 3`)
  const command = await page.$$('.magic-command--6 .magic-tile')
  if (command.length > 6 || command.length === 0) throw new Error(`command layout 2 shows ${command.length} goods`)
  if (await popupVisible(page)) throw new Error('hospital 8 has no popup ad')
  await shot('home-8')
  await fullShot(page, 'home-8-full')
  const broken = await brokenImages(page)
  if (broken.length) throw new Error(`images did not load: ${broken.join(', ')}`)
  const bad = await badPrices(page)
  if (bad.length) throw new Error(`prices without two decimals: ${bad.join(', ')}`)
})

test('search from the home search bar finds a product and opens its detail', async ({ page, app, shot }) => {
  await openHome(page, app, 6)
  if (await popupVisible(page)) await closePopup(page)
  await page.click('.magic-search__mask')
  await page.waitForURL(/\/hospital\/goodsSearchDetail\?/, { timeout: 10_000 })
  const url = new URL(page.url())
  if (url.searchParams.get('tag') !== '1' || url.searchParams.get('hospitalId') !== '6') throw new Error(`search opened at ${page.url()}`)
  await settled(page)
  await shot('search-start')
  await page.fill('.search-page__bar input', '血压计')
  await page.click('.search-page__btn')
  await page.waitForSelector('.goods-card:visible', { timeout: 30_000 })
  await stable(page)
  await shot('search-results')
  const names = await page.locator('.goods-card__name:visible').allTextContents()
  if (!names.some((n) => n.includes('血压计'))) throw new Error(`no 血压计 in ${names.join(' | ')}`)
  const bad = await badPrices(page)
  if (bad.length) throw new Error(`prices without two decimals: ${bad.join(', ')}`)
  // the history remembers the word
  await page.goto(`${app}/goodsSearchDetail?tag=1&hospitalId=6`)
  await settled(page)
  if (!((await page.textContent('.search-page__words')) || '').includes('血压计')) throw new Error('search history lacks 血压计')
  await page.click('.search-page__chip >> text=血压计')
  await page.waitForSelector('.goods-card:visible', { timeout: 30_000 })
  await quiet(page) // the results list has finished loading (see quiet)
  await page.click('.goods-card:visible >> nth=0')
  await page.waitForURL(/\/hospital\/productionDetail\?.*goodsId=\d+/, { timeout: 10_000 })
  if (!/goodsDistributeId=\d+/.test(page.url())) throw new Error(`detail URL lacks goodsDistributeId: ${page.url()}`)
})

test('shop list, news and famous doctors open with content', async ({ page, app, shot }) => {
  await page.goto(`${app}/shopList?hospitalId=6`)
  await settled(page)
  await page.waitForSelector('.goods-card', { timeout: 30_000 })
  await stable(page)
  await shot('shop-list')
  await page.goto(`${app}/magicplatform/news?groupId=630&hospitalId=6`)
  await settled(page)
  await page.waitForSelector('.magic-news__item', { timeout: 10_000 })
  await stable(page)
  await shot('news-list')
  await quiet(page) // the news list has finished loading (see quiet)
  await page.click('.magic-news__item >> nth=0')
  await page.waitForURL(/newsDetail\?/, { timeout: 10_000 })
  await page.waitForSelector('.news-detail__content', { timeout: 10_000 })
  await stable(page)
  await shot('news-detail')
  await page.goto(`${app}/famousDoctor?hospitalId=6`)
  await settled(page)
  await page.waitForSelector('.doc-row', { timeout: 10_000 })
  await stable(page)
  await shot('famous-doctors')
})
