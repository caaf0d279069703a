/**
 * The paediatric shop (issue 18): /pediatric-services' 儿科商城 tab of 金陵妇幼 (hospital 7) lists its goods
 * (pediatric/market/goodsIndex); a goods bought with 立即购买 goes through the confirm page, which orders through
 * pediatric/order/produceOrder, and is paid at the sandbox cashier.
 */
import type { Ctx } from './helpers'
import type { Page } from '@playwright/test'
import { apiLogin, settled, stable } from './helpers'
import { test } from './fixtures'

const H = { hospitalId: '7' }

async function ok(p: Promise<{ status: number; body: any }>, what: string) {
  const r = await p
  if (r.body?.code !== 200) throw new Error(`${what}: ${JSON.stringify(r.body).slice(0, 300)}`)
  return r.body.data
}

/** helpers.ts putUserInStorage for hospital 7: the persisted store is per hospital (shop:store:<hospitalId>:shop) */
async function putUserInStorage7(page: Page, user: any): Promise<void> {
  await page.evaluate((u) => {
    const key = 'shop:store:7:shop'
    const raw = localStorage.getItem(key)
    const outer: any = raw ? JSON.parse(raw) : { data: '{}' }
    const wrapped = outer && typeof outer === 'object' && 'data' in outer
    let state: any = wrapped ? outer.data : outer
    const asString = typeof state === 'string'
    if (asString) state = JSON.parse(state)
    state = state || {}
    state.user = { ...(state.user || {}), userInfo: { userBase: u.userBase, userThird: u.userThird ?? null, token: u.token }, loginType: 1 }
    const value = asString ? JSON.stringify(state) : state
    localStorage.setItem(key, JSON.stringify(wrapped ? { ...outer, data: value } : value))
  }, user)
}

async function open(ctx: Ctx, path: string, route: string) {
  await ctx.page.goto(`${ctx.app}${path}`)
  await ctx.page.waitForSelector(`.app-page[data-route="${route}"][data-state="ready"]`, { timeout: 15_000 })
}

test('pediatric: the 儿科商城 tab lists the shop; 立即购买 orders through produceOrder and pays at the sandbox cashier', async ({
  ctx,
}) => {
  const { page, shot } = ctx
  const phone = ctx.newPhone()
  const user = await apiLogin(ctx, phone)
  const T = { ...H, token: user.token }
  const address = {
    recvName: '周小宝妈妈',
    contactNumber: phone,
    recvProvince: '江苏省',
    recvCity: '南京市',
    recvArea: '秦淮区',
    recvAddress: '天妃巷8号',
    defaultUse: 1,
  }
  await ok(ctx.api('POST', '/user-center/recevAddress/saveOrUpdate', address, T), 'address')
  await page.goto(`${ctx.app}/home?hospitalId=7`)
  await settled(page)
  await putUserInStorage7(page, user)

  await open(ctx, '/pediatric-services?hospitalId=7&tab=shop', '/pediatric-services')
  await page.waitForSelector('.ped-shop .goods-card', { timeout: 15_000 })
  await stable(page)
  const head = await page.textContent('.ped-shop__head')
  if (!head?.includes('儿科商城')) throw new Error(`shop head: ${head}`)
  const names = await page.$$eval('.ped-shop .goods-card', (cards) => cards.map((c) => c.textContent || ''))
  if (!names.some((n) => n.includes('婴儿医用退热贴')) || names.some((n) => n.includes('防溢乳垫'))) throw new Error(`shop goods: ${names}`)
  await shot('pediatric-shop')

  await page.click('.ped-shop .goods-card:has-text("婴儿医用退热贴")')
  await page.waitForSelector('.sku-popup__confirm', { state: 'visible' })
  await stable(page)
  await shot('pediatric-sku')
  await page.click('.sku-popup__confirm')

  await page.waitForSelector('.app-page[data-route="/webOrderDetail"][data-state="ready"] .confirm__address-who', { timeout: 15_000 })
  await page.waitForSelector('.amount-details__payable')
  await stable(page)
  if (!new URL(page.url()).searchParams.get('shop')) throw new Error(`confirm url: ${page.url()}`)
  await shot('pediatric-confirm')
  await page.click('.pay-channel[data-channel="3"]')
  const produced = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/pediatric/order/produceOrder'))
  await page.click('.confirm__submit')
  // the page leaves for the cashier at once: the reply's body is gone, its status is kept
  const res = await produced
  if (res.status() !== 200) throw new Error(`produceOrder: HTTP ${res.status()}`)

  await page.waitForURL(/\/pay-center\/sandbox\/cashier/, { timeout: 15_000 })
  await page.waitForSelector('button:has-text("支付成功")')
  await page.click('button:has-text("支付成功")')
  await page.waitForURL(/\/hospital\/pay-success/, { timeout: 20_000 })
  await page.waitForSelector('.app-page[data-route="/pay-success"] .pay-result[data-result="SUCCESS"]', { timeout: 20_000 })
  await stable(page)
  await shot('pediatric-paid')

  const mine = await ok(ctx.api('GET', '/order-center/orderCenter/myOrders', undefined, T), 'myOrders')
  if (mine.total !== 1) throw new Error(`orders: ${JSON.stringify(mine).slice(0, 300)}`)
  const orderId = (mine.list[0].orderId ?? mine.list[0].id) as number
  const q = await ok(ctx.api('POST', '/order-center/pediatric/order/orderQuery', { orderId }, T), 'orderQuery')
  if (q.status === 101 || !q.payTime) throw new Error(`order not paid: ${JSON.stringify(q)}`)
  const detail = await ok(ctx.api('GET', `/order-center/orderCenter/orderDetail?id=${orderId}`, undefined, T), 'orderDetail')
  if (detail.goodsList[0].goodsId !== 7006) throw new Error(`order goods: ${JSON.stringify(detail.goodsList)}`)
})
