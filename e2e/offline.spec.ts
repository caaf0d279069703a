/**
 * Offline orders (SPEC §2 /offlineOrder, /offlinePay): hospital staff make a prescription order and a
 * counter order for a new patient (POST /staff/offline-orders as a counter agent of the staff console, as the
 * hospital's systems do); the journey opens /hospital/offlineOrder, sees them, looks at the counter pay code
 * of one, pays it online at the sandbox cashier and sees it move from 待支付 to 待使用/收货. The demo
 * user's seeded offline orders are left alone (server/seed/order/offline.ts has its own server tests).
 */
import type { Ctx } from './helpers'
import { apiLogin, putUserInStorage, quiet, settled, stable, staffApiHeaders } from './helpers'
import { test } from './fixtures'

const H = { hospitalId: '6' }
const ADDRESS = {
  recvName: '赵六',
  contactNumber: '13912345678',
  recvProvince: '江苏省',
  recvCity: '南京市',
  recvArea: '鼓楼区',
  recvAddress: '中山路321号',
}

async function ok(p: Promise<{ status: number; body: any }>, what: string) {
  const r = await p
  if (r.body?.code !== 200) throw new Error(`${what}: ${JSON.stringify(r.body).slice(0, 300)}`)
  return r.body.data
}

async function openList(ctx: Ctx, query: string) {
  await ctx.page.goto(`${ctx.app}/offlineOrder?hospitalId=6${query}`)
  await ctx.page.waitForSelector('.app-page[data-route="/offlineOrder"][data-state="ready"]', { timeout: 15_000 })
  await ctx.page.waitForSelector(
    '.app-page[data-route="/offlineOrder"] .offline-card, .app-page[data-route="/offlineOrder"] .infinite-list--empty',
    { timeout: 15_000 },
  )
  await stable(ctx.page)
}

/** an offline order the hospital's staff make for the patient with `phone` */
async function staffCreate(ctx: Ctx, body: Record<string, unknown>): Promise<number> {
  // a counter agent of hospital 6 in the staff console (permission offline-order:create)
  const data = await ok(ctx.api('POST', '/staff/offline-orders', body, await staffApiHeaders(ctx.api, 'cs-agent', 6)), 'staffCreate')
  return data.orderId
}

test('offline: counter and prescription orders made by staff, the counter pay code, a pending one paid at the sandbox cashier moves to 待使用/收货', async ({
  ctx,
}) => {
  const { page, shot } = ctx
  const phone = ctx.newPhone()
  const user = await apiLogin(ctx, phone)
  const T = { ...H, token: user.token }
  await staffCreate(ctx, {
    phone,
    createWay: 'prescription',
    remark: '处方号 CF0601-0387 · 内分泌科 李明 主治医师 · 门诊一楼药房取药',
    goodsList: [{ goodsId: 6009, skuId: 60091, goodsNum: 2 }],
    address: ADDRESS,
  })
  await staffCreate(ctx, {
    phone,
    createWay: 'counter',
    remark: '门诊收费处开单 · 急诊科 居家测温',
    goodsList: [{ goodsId: 6008, skuId: 60081, goodsNum: 1 }],
    address: ADDRESS,
  })
  const before = await ok(ctx.api('GET', '/order-center/orderCenter/offlineOrderNum', undefined, T), 'offlineOrderNum')
  if (before[101] !== 2 || before.all !== 2) throw new Error(`the patient's offline orders: ${JSON.stringify(before)}`)
  await page.goto(`${ctx.app}/home?hospitalId=6`)
  await settled(page)
  await putUserInStorage(page, user)

  await openList(ctx, '')
  const text = (await page.textContent('.app-page[data-route="/offlineOrder"]')) || ''
  for (const s of [
    '线下订单由医院收费窗口或医生开具',
    `全部(${before.all})`,
    `待支付(${before[101]})`,
    '医生处方',
    '窗口开单',
    '门诊收费处开单',
  ]) {
    if (!text.includes(s)) throw new Error(`offline list lacks "${s}": ${text.slice(0, 400)}`)
  }
  await shot('offline-list')

  // the counter pay code of a pending order
  const pendingCard = page.locator('.app-page[data-route="/offlineOrder"] .offline-card[data-status="101"]').first()
  const orderId = Number(await pendingCard.getAttribute('data-order-id'))
  await quiet(page) // the list has finished loading (harness quiet)
  await pendingCard.locator('.offline-card__btn--payCode').click()
  // Taro's H5 Image (HTML components) puts the class on a wrapper and the src on the <img> inside it
  await page.waitForSelector('.app-page[data-route="/offlinePay"] .offline-pay__qr img[src^="data:image/png"]', { timeout: 15_000 })
  const payText = (await page.textContent('.app-page[data-route="/offlinePay"]')) || ''
  if (!payText.includes('到店支付') || !payText.includes('请向医院收费窗口出示此付款码'))
    throw new Error(`offlinePay: ${payText.slice(0, 300)}`)
  await stable(page)
  await shot('offline-pay-code')

  // pay it online from the list, at the sandbox cashier
  await openList(ctx, '&status=101')
  await quiet(page)
  await page.click(`.app-page[data-route="/offlineOrder"] .offline-card[data-order-id="${orderId}"] .offline-card__btn--pay`)
  await page.waitForURL(/\/pay-center\/sandbox\/cashier/, { timeout: 15_000 })
  await page.waitForSelector('button:has-text("支付成功")')
  await shot('offline-cashier')
  await page.click('button:has-text("支付成功")')
  await page.waitForURL(/\/hospital\/pay-success/, { timeout: 20_000 })
  await page.waitForSelector('.app-page[data-route="/pay-success"] .pay-result[data-result="SUCCESS"]', { timeout: 20_000 })

  const after = await ok(ctx.api('GET', '/order-center/orderCenter/offlineOrderNum', undefined, T), 'offlineOrderNum')
  if (after[101] !== before[101] - 1 || after[104] !== before[104] + 1)
    throw new Error(`counts ${JSON.stringify(before)} -> ${JSON.stringify(after)}`)
  await openList(ctx, '&status=104')
  if (
    (await page.locator(`.app-page[data-route="/offlineOrder"] .offline-card[data-order-id="${orderId}"][data-status="104"]`).count()) !== 1
  )
    throw new Error('the paid order is not under 待使用/收货')
  const tabs = (await page.textContent('.app-page[data-route="/offlineOrder"] .order-tabs')) || ''
  if (!tabs.includes(`待使用/收货(${after[104]})`)) throw new Error(`tabs: ${tabs}`)
  await shot('offline-paid-tab')
  await openList(ctx, '&status=101')
  if ((await page.locator(`.app-page[data-route="/offlineOrder"] .offline-card[data-order-id="${orderId}"]`).count()) !== 0)
    throw new Error('the paid order is still under 待支付')
})
