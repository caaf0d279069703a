/**
 * Hospital landings (issues 12 and 14): every landing route opens on H5 with hospital 6's seeded configuration
 * (its title and a bookable goods card); a landing hospital 7 has not configured shows the empty state; a journey
 * from the dental landing into the cart. Seed: server/seed/landing (configs.ts, goods.ts).
 */
import type { Ctx } from './helpers'
import { apiLogin, putUserInStorage, settled, stable, waitForPage } from './helpers'
import { test } from './fixtures'
import { LANDING_KEYS, LANDING_ROUTES } from '../src/domain/landing'
import { LANDING_NOT_CONFIGURED } from '../src/domain/messages'
import { SEED_LANDINGS } from '../server/seed/landing'

const on = (route: string, sel: string) => `.app-page[data-route="${route}"] ${sel}`
const ready = (ctx: Ctx, route: string) =>
  ctx.page.waitForSelector(`.app-page[data-route="${route}"][data-state="ready"]`, { timeout: 15_000 })

/** routes whose screenshot is kept (one per kind of landing) */
const SHOTS = new Set(['/checkup/yifu', '/discharge', '/stomatology', '/service', '/checkup/pediatric-services-training'])

test('landings: every landing route opens with its title and a bookable item (hospital 6)', async ({ ctx }) => {
  const { page, app, shot } = ctx
  for (const key of LANDING_KEYS) {
    const seed = SEED_LANDINGS[6].find((l) => l.key === key)
    if (!seed) throw new Error(`hospital 6 has no seeded landing ${key}`)
    for (const route of LANDING_ROUTES[key]) {
      await page.goto(`${app}${route}?hospitalId=6`)
      await ready(ctx, route)
      await page.waitForSelector(on(route, `.title-block__title:text-is("${seed.title}")`))
      await page.waitForSelector(on(route, '.lp-section .goods-card'))
      if (SHOTS.has(route)) {
        await stable(page)
        await shot(`landing${route.replace(/\//g, '-')}`)
      }
    }
  }
})

test('landings: a landing hospital 7 has not configured shows the empty state', async ({ ctx }) => {
  const { page, app, shot } = ctx
  await page.goto(`${app}/stomatology?hospitalId=7`)
  await ready(ctx, '/stomatology')
  await page.waitForSelector(on('/stomatology', `.nut-empty:has-text("${LANDING_NOT_CONFIGURED}")`))
  await stable(page)
  await shot('landing-empty-h7')
})

test('landings: the dental landing → a service → the cart', async ({ ctx }) => {
  const { page, app, shot } = ctx
  const user = await apiLogin(ctx, ctx.newPhone())
  await page.goto(`${app}/stomatology?hospitalId=6`)
  await settled(page)
  await putUserInStorage(page, user)
  await page.goto(`${app}/stomatology?hospitalId=6`)
  await ready(ctx, '/stomatology')
  await page.click(on('/stomatology', '.goods-card:has-text("口腔检查+超声波洁牙")'))
  await page.waitForURL(/\/productionDetail\?.*goodsId=6801/)
  await ready(ctx, '/productionDetail')
  await page.waitForSelector(on('/productionDetail', '.pd__name:has-text("口腔检查+超声波洁牙")'))
  await stable(page)
  await shot('landing-dental-detail')
  await page.click(on('/productionDetail', '.pd-bar__btn--cart'))
  await page.click('.sku-popup__value:has-text("标准")')
  await page.waitForSelector('.sku-popup__confirm', { state: 'visible' })
  await page.click('.sku-popup__confirm')
  await waitForPage(
    page,
    (t) => Array.from(document.querySelectorAll('.taro__toast')).some((e) => (e.textContent || '').includes(t)),
    '加入购物车成功',
    { timeout: 10_000 },
  )
  await page.goto(`${app}/shopCart?hospitalId=6`)
  await ready(ctx, '/shopCart')
  await page.waitForSelector(on('/shopCart', ':text("口腔检查+超声波洁牙")'))
  await stable(page)
  await shot('landing-dental-cart')
})
