/** Every route of SPEC §2 opens on H5 at its spec path: its built page, the closed page, or login first. */
import { quiet, settled, stable, waitForPage } from './helpers'
import { test } from './fixtures'
import { ROUTES } from '@/shared/routes/table'
import { isClosed, closeTextOf, resolveRoute, needsLogin } from '@/shared/routes/resolve'

/** routes whose page needs an id to show anything but its fallback */
const SAMPLE_QUERY: Record<string, string> = {
  '/productionDetail': 'goodsId=6001&',
  '/shareProduction': 'goodsId=6001&',
}

/** the hospital's home page title, which the home sets from its page config */
async function homeTitle(page: import('@playwright/test').Page) {
  await page.waitForSelector('.magic-page [data-block]:visible', { timeout: 30_000 })
  await waitForPage(page, () => document.title && document.title !== '首页', undefined, { timeout: 10_000 })
  return page.title()
}

/** the routes in chunks, so that the two workers share them (one page load each) */
const CHUNKS = 3
const size = Math.ceil(ROUTES.length / CHUNKS)
for (let c = 0; c < CHUNKS; c++) {
  const chunk = ROUTES.slice(c * size, (c + 1) * size)
  test(`every route opens at its spec path (routes ${c * size + 1}-${c * size + chunk.length} of ${ROUTES.length})`, async ({
    page,
    app,
  }) => {
    test.slow()
    await openEach(page, app, chunk)
  })
}

async function openEach(page: import('@playwright/test').Page, app: string, routes: typeof ROUTES) {
  const problems: string[] = []
  for (const r of routes) {
    const target = resolveRoute(r.path)
    await page.goto(`${app}${r.path}?${SAMPLE_QUERY[r.path] || ''}hospitalId=6`)
    const ok = await settled(page).then(
      () => true,
      () => false,
    )
    if (!ok) {
      problems.push(`${r.path}: page never settled (blank?)`)
      continue
    }
    const url = new URL(page.url())
    const state = await page.getAttribute('.app-page:visible', 'data-state')
    const shown = await page.getAttribute('.app-page:visible', 'data-route')
    const text = (await page.textContent('body')) || ''
    if (isClosed(target)) {
      if (state !== 'closed' || !text.includes(closeTextOf(target)))
        problems.push(`${r.path}: expected closed page with ${closeTextOf(target)}, got ${state}`)
    } else if (needsLogin(target)) {
      if (!url.pathname.startsWith('/hospital/login')) problems.push(`${r.path}: expected login first, got ${url.pathname}`)
    } else {
      if (state !== 'ready' && state !== 'notFound') problems.push(`${r.path}: state ${state}`)
      if (shown !== target.path) problems.push(`${r.path}: shows ${shown}, expected ${target.path}`)
      if (r.redirect && url.pathname !== `/hospital${target.path}`)
        problems.push(`${r.path}: should redirect to ${target.path}, at ${url.pathname}`)
    }
  }
  if (problems.length) throw new Error(`${problems.length} route problems:\n${problems.join('\n')}`)
}

test('an unknown path shows 404', async ({ page, app, shot }) => {
  await page.goto(`${app}/no/such/page?hospitalId=6`)
  await settled(page)
  if (!page.url().includes('/hospital/404')) throw new Error(`at ${page.url()}`)
  const text = await page.textContent('body')
  if (!text?.includes('抱歉，您访问的页面不存在')) throw new Error('404 text missing')
  await shot('404')
})

test('closed questionnaire routes show their closeText', async ({ page, app, shot }) => {
  for (const p of ['/healthAmt', '/questionnaire', '/questionnResult']) {
    await page.goto(`${app}${p}`)
    await settled(page)
    const text = await page.textContent('body')
    if (!text?.includes('测评暂未开放')) throw new Error(`${p} not closed`)
  }
  await shot('closed-healthAmt')
})

test('home renders the hospital of the query and the tab bar switches tabs', async ({ page, app, shot }) => {
  await page.goto(`${app}/home?hospitalId=7`)
  await settled(page)
  const name7 = await homeTitle(page)
  await shot('home-hospital-7')
  await page.goto(`${app}/home?hospitalId=6`)
  await settled(page)
  const name6 = await homeTitle(page)
  if (!name6 || !name7 || name6 === name7) throw new Error(`hospital names ${name6} / ${name7}`)
  await shot('home-hospital-6')
  // hospital 6 shows its popup ad once per browser: close it when it came (after quiet, it has if it will)
  await quiet(page)
  const popupClose = page.locator('.ad-popup__close:visible')
  if (await popupClose.count()) {
    await popupClose.first().click()
    await page.waitForSelector('.ad-popup__img', { state: 'hidden' })
    await stable(page)
  }
  await page.click('.app-tabbar .nut-tabbar-item:nth-child(2)')
  await page.waitForURL(/\/hospital\/customerService/)
  await settled(page)
  await shot('customer-service')
  await page.click('.app-tabbar .nut-tabbar-item:nth-child(4)')
  await page.waitForURL(/\/hospital\/personCenter/)
  await settled(page)
  const text = await page.locator('.app-page:visible').first().textContent()
  if (!text?.includes('登录/注册')) throw new Error('person centre should offer login')
  await shot('person-center')
})

test('the hospital is remembered; a malformed hospitalId falls back without a crash', async ({ page, app }) => {
  await page.goto(`${app}/home?hospitalId=8`)
  await settled(page)
  const name8 = await homeTitle(page)
  if (!name8.includes('康宁')) throw new Error(`hospital 8 home titled ${name8}`)
  await page.goto(`${app}/home?hospitalId=abc`)
  await settled(page)
  if ((await homeTitle(page)) !== name8) throw new Error('malformed id did not fall back to the remembered hospital')
  await page.goto(`${app}/home`)
  await settled(page)
  if ((await homeTitle(page)) !== name8) throw new Error('hospital not remembered')
})
