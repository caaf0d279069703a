/**
 * Goods detail journeys (issue 4): the sku popup refuses an incomplete choice with the spec's message;
 * a visitor claiming a coupon goes to /login, comes back logged in and sees 已领取; flash-sale items
 * show not started / running / sold out. Seed data: server/seed/browse (hospital 6).
 */
import type { Ctx } from './helpers'
import { apiLogin, putUserInStorage, settled, stable, waitForPage } from './helpers'
import { test } from './fixtures'

/** seed goods 6001: 欧姆龙上臂式电子血压计, spec 款式 (标准款 / 语音播报款), coupon 601 10元无门槛券 (每人限领1张) */
const DETAIL = '/productionDetail?goodsId=6001&hospitalId=6'

/** waits until Taro's toast shows `expected`; resolves what the toast shows */
async function toastShows(ctx: Ctx, expected: string): Promise<string> {
  await waitForPage(
    ctx.page,
    (t) =>
      Array.from(document.querySelectorAll('.taro__toast')).some(
        (e) => (e.textContent || '').includes(t) && (e as HTMLElement).offsetParent !== null,
      ),
    expected,
    { timeout: 5000 },
  ).catch(() => undefined)
  return ctx.page.evaluate(() =>
    Array.from(document.querySelectorAll('.taro__toast'))
      .map((e) => e.textContent || '')
      .join(' | '),
  )
}

/** puts the logged-in user into the app's persisted store; returns the stored post-login URL */
const storeUser = (ctx: Ctx, user: any) => putUserInStorage(ctx.page, user)

test('detail: the sku popup refuses an incomplete choice with the spec message', async ({ ctx }) => {
  const { page, app, shot } = ctx
  await page.goto(`${app}${DETAIL}`)
  await settled(page)
  await page.waitForSelector('.pd__name')
  const name = await page.textContent('.pd__name')
  if (!name?.includes('血压计')) throw new Error(`detail shows ${name}`)
  await shot('detail')
  await page.click('.pd-bar__btn--buy')
  await page.waitForSelector('.sku-popup__hint', { state: 'visible' })
  if (await page.$('.sku-popup__confirm')) throw new Error('confirm shown before the sku is chosen')
  await page.click('.sku-popup__hint')
  const t = await toastShows(ctx, '请选择款式')
  if (!t.includes('请选择款式')) throw new Error(`toast: ${t}`)
  await stable(page)
  await shot('detail-sku-incomplete')
  await page.click('.sku-popup__value:has-text("语音播报款")')
  await page.waitForSelector('.sku-popup__confirm', { state: 'visible' })
  await stable(page)
  await shot('detail-sku-chosen')
})

test('detail: a visitor claiming a coupon logs in, comes back and sees 已领取', async ({ ctx }) => {
  const { page, app, shot } = ctx
  await page.goto(`${app}${DETAIL}`)
  await settled(page)
  await page.click('.pd__cell--coupon')
  await page.waitForSelector('.coupon-popup .coupon-card', { state: 'visible' })
  await stable(page)
  await shot('detail-coupons-visitor')
  const card = page.locator('.coupon-popup .coupon-card', { hasText: '10元无门槛券' })
  await card.locator('.coupon-popup__claim').click()
  await page.waitForURL(/\/hospital\/login/, { timeout: 10_000 })
  // H5 keeps the detail page in the DOM under the login page: wait for the login page itself
  await page.waitForSelector('.app-page[data-route="/login"][data-state="ready"]', { timeout: 10_000 })
  await stable(page)
  await shot('detail-claim-login')
  const user = await apiLogin(ctx, ctx.newPhone())
  const back = await storeUser(ctx, user)
  if (!back.startsWith('/productionDetail')) throw new Error(`stored post-login URL: ${back}`)
  await page.goto(`${app}${back}`)
  await settled(page)
  await page.waitForSelector('.coupon-popup .coupon-card', { state: 'visible', timeout: 10_000 })
  const claimed = page.locator('.coupon-popup .coupon-card', { hasText: '10元无门槛券' })
  await claimed.locator('.coupon-popup__state', { hasText: '已领取' }).waitFor({ timeout: 10_000 })
  await stable(page)
  await shot('detail-claimed')
})

test('seckill: items show not started / running / sold out', async ({ ctx }) => {
  const { page, app, shot } = ctx
  await page.goto(`${app}/seckill?hospitalId=6`)
  await settled(page)
  await page.waitForSelector('.goods-row')
  const rows = async () =>
    page.$$eval('.goods-row', (els) =>
      els.map((e) => ({
        name: e.querySelector('.goods-row__name')?.textContent || '',
        state: e.querySelector('.seckill__item')?.getAttribute('data-state') || '',
        label: e.querySelector('.seckill__btn')?.textContent || '',
      })),
    )
  const running = await rows()
  await shot('seckill-running')
  if (!running.some((r) => r.state === '2' && r.label.includes('马上抢'))) throw new Error(`no running item: ${JSON.stringify(running)}`)
  if (!running.some((r) => r.state === 'soldout' && r.label.includes('活动商品已售罄')))
    throw new Error(`no sold-out item: ${JSON.stringify(running)}`)
  // the upcoming session's tab: its items show 即将开始 once the list has switched to it
  const tab = page.locator('.nut-tabs-titles-item', { hasText: '未开始' }).first()
  await tab.click()
  const switched = await waitForPage(
    page,
    () => {
      const items = Array.from(document.querySelectorAll('.goods-row'))
      return (
        items.length > 0 &&
        items.every(
          (e) =>
            e.querySelector('.seckill__item')?.getAttribute('data-state') === '1' &&
            (e.querySelector('.seckill__btn')?.textContent || '').includes('即将开始'),
        )
      )
    },
    undefined,
    { timeout: 10_000 },
  ).then(
    () => true,
    () => false,
  )
  const upcoming = await rows()
  await stable(page)
  await shot('seckill-upcoming')
  if (!switched) throw new Error(`upcoming items: ${JSON.stringify(upcoming)}`)
})

test('activity, coupon and points screens render', async ({ ctx }) => {
  const { page, app, shot } = ctx
  const visit = async (path: string, name: string, expect: string) => {
    await page.goto(`${app}${path}`)
    await settled(page)
    const shown = await waitForPage(page, (t) => (document.body.textContent || '').includes(t), expect, { timeout: 10_000 }).then(
      () => true,
      () => false,
    )
    await stable(page)
    await shot(name)
    if (!shown) throw new Error(`${path}: no ${expect}`)
  }
  await visit('/moneyOffActivity?activityId=601&hospitalId=6', 'moneyOff', '满199元减20元')
  await visit('/groupActivity?activityId=604&hospitalId=6', 'groupActivity', '发起拼团')
  await visit('/groupActivityList?hospitalId=6', 'groupActivityList', '拼团活动')
  await visit('/loveNoseDay?activityId=601&hospitalId=6', 'loveNoseDay', '关爱鼻腔健康')
  await visit('/virtualGoods?hospitalId=6', 'virtualGoods', '会员套餐')
  await visit('/shareProduction?goodsId=6001&hospitalId=6', 'shareProduction', '分享给好友')
  await visit('/productionDetail?goodsId=999999&hospitalId=6', 'goodsIsEmpty', '该商品已下架')
  const user = await apiLogin(ctx, ctx.newPhone())
  await storeUser(ctx, user)
  await visit('/shareCoupons?hospitalId=6', 'shareCoupons', '立即领取')
  await visit('/webCoupon?hospitalId=6', 'webCoupon', '未使用')
  await visit('/integralExchange?hospitalId=6', 'integralExchange', '我的积分')
})
