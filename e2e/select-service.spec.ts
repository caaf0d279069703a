/**
 * Health services (issue 12): /selectService lists hospital 6's services; a service opens
 * /hospital/selectService?id=; the patient chooses an option and it goes into the normal cart. An unknown id shows
 * the server's message. Seed: server/seed/health-service.
 */
import type { Ctx } from './helpers'
import { apiLogin, putUserInStorage, settled, stable, waitForPage } from './helpers'
import { test } from './fixtures'
import { HEALTH_SERVICE_NOT_FOUND } from '../src/domain/messages'

const on = (route: string, sel: string) => `.app-page[data-route="${route}"] ${sel}`
const ready = (ctx: Ctx, route: string) =>
  ctx.page.waitForSelector(`.app-page[data-route="${route}"][data-state="ready"]`, { timeout: 15_000 })

test('health services: the list → a service → an option → the cart', async ({ ctx }) => {
  const { page, app, shot } = ctx
  const user = await apiLogin(ctx, ctx.newPhone())
  await page.goto(`${app}/selectService?hospitalId=6`)
  await settled(page)
  await putUserInStorage(page, user)
  await page.goto(`${app}/selectService?hospitalId=6`)
  await ready(ctx, '/selectService')
  await page.waitForSelector(on('/selectService', '.ss-service:has-text("上门护理")'))
  await page.waitForSelector(on('/selectService', '.ss-service:has-text("¥198.00")'))
  await stable(page)
  await shot('selectsvc-list')

  await page.click(on('/selectService', '.ss-service:has-text("口腔保健")'))
  await page.waitForURL(/\/hospital\/selectService\?.*id=604/)
  await ready(ctx, '/hospital/selectService')
  await page.waitForSelector(on('/hospital/selectService', '.title-block__title:text-is("口腔保健")'))
  await page.click(on('/hospital/selectService', '.ss-option:has-text("儿童窝沟封闭")'))
  await page.waitForSelector(on('/hospital/selectService', '.ss-option--on:has-text("儿童窝沟封闭")'))
  await stable(page)
  await shot('selectsvc-detail')

  await page.click(on('/hospital/selectService', '.ss-footer .nut-button'))
  await page.click('.sku-popup__value:has-text("标准")')
  await page.waitForSelector('.sku-popup__confirm', { state: 'visible' })
  await page.click('.sku-popup__confirm')
  await waitForPage(
    page,
    (t) => Array.from(document.querySelectorAll('.taro__toast')).some((e) => (e.textContent || '').includes(t)),
    '加入购物车成功',
    { timeout: 10_000 },
  )
  await page.waitForURL(/\/hospital\/shoppingCart/)
  await ready(ctx, '/hospital/shoppingCart')
  await page.waitForSelector(on('/hospital/shoppingCart', ':text("儿童窝沟封闭（4颗）")'))
  await stable(page)
  await shot('selectsvc-cart')
})

test("health services: an unknown or another hospital's service shows the server's message", async ({ ctx }) => {
  const { page, app, shot } = ctx
  await page.goto(`${app}/hospital/selectService?id=701&hospitalId=6`)
  await ready(ctx, '/hospital/selectService')
  await page.waitForSelector(on('/hospital/selectService', `:text("${HEALTH_SERVICE_NOT_FOUND}")`))
  await stable(page)
  await shot('selectsvc-not-found')
})
