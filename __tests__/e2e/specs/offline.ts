/**
 * Offline orders (SPEC §2 /offlineOrder, /offlinePay): the demo user (13800138000) has seeded
 * counter / prescription orders (server/seed/order/offline.ts). The journey logs in (password), opens
 * /hospital/offlineOrder, sees a seeded order, looks at the counter pay code of a pending one, pays
 * a pending one online at the sandbox cashier and sees it move from 待支付 to 待使用/收货.
 * Counts are compared with the server's before/after, so a retry (one pending order left) passes too.
 */
import type { Ctx, Spec } from '../harness'
import { putUserInStorage, settled } from '../harness'

const H = { hospitalId: '6' }
/** the seeded demo account (server/seed DEMO_USER); password login has no SMS resend interval, so a retry can log in again */
const DEMO = { registerName: '13800138000', password: 'demo1234' }

async function ok(p: Promise<{ status: number; body: any }>, what: string) {
  const r = await p
  if (r.body?.code !== 200) throw new Error(`${what}: ${JSON.stringify(r.body).slice(0, 300)}`)
  return r.body.data
}

async function openList(ctx: Ctx, query: string) {
  await ctx.page.goto(`${ctx.app}/offlineOrder?hospitalId=6${query}`)
  await ctx.page.waitForSelector('.app-page[data-route="/offlineOrder"][data-state="ready"]', { timeout: 15_000 })
  await ctx.page.waitForSelector('.app-page[data-route="/offlineOrder"] .offline-card, .app-page[data-route="/offlineOrder"] .infinite-list--empty', { timeout: 15_000 })
  await ctx.page.waitForTimeout(800)
}

const specs: Spec[] = [
  {
    name: 'offline: seeded counter and prescription orders, the counter pay code, a pending one paid at the sandbox cashier moves to 待使用/收货',
    fn: async (ctx) => {
      const { page, shot } = ctx
      const user = await ok(ctx.api('POST', '/user-center/passwordLogin', DEMO, H), 'passwordLogin')
      const T = { ...H, token: user.token }
      const before = await ok(ctx.api('GET', '/order-center/orderCenter/offlineOrderNum', undefined, T), 'offlineOrderNum')
      if (before[101] < 1) throw new Error(`no pending offline order left: ${JSON.stringify(before)}`)
      await page.goto(`${ctx.app}/home?hospitalId=6`)
      await settled(page)
      await putUserInStorage(page, user)

      await openList(ctx, '')
      const text = (await page.textContent('.app-page[data-route="/offlineOrder"]')) || ''
      for (const s of ['线下订单由医院收费窗口或医生开具', `全部(${before.all})`, `待支付(${before[101]})`, '医生处方', '窗口开单', '门诊收费处开单']) {
        if (!text.includes(s)) throw new Error(`offline list lacks "${s}": ${text.slice(0, 400)}`)
      }
      await shot('offline-list')

      // the counter pay code of a pending order
      const pendingCard = page.locator('.app-page[data-route="/offlineOrder"] .offline-card[data-status="101"]').first()
      const orderId = Number(await pendingCard.getAttribute('data-order-id'))
      await pendingCard.locator('.offline-card__btn--payCode').click()
      await page.waitForSelector('.app-page[data-route="/offlinePay"] .offline-pay__qr[src^="data:image/png"]', { timeout: 15_000 })
      const payText = (await page.textContent('.app-page[data-route="/offlinePay"]')) || ''
      if (!payText.includes('到店支付') || !payText.includes('请向医院收费窗口出示此付款码')) throw new Error(`offlinePay: ${payText.slice(0, 300)}`)
      await page.waitForTimeout(600)
      await shot('offline-pay-code')

      // pay it online from the list, at the sandbox cashier
      await openList(ctx, '&status=101')
      await page.click(`.app-page[data-route="/offlineOrder"] .offline-card[data-order-id="${orderId}"] .offline-card__btn--pay`)
      await page.waitForURL(/\/pay-center\/sandbox\/cashier/, { timeout: 15_000 })
      await page.waitForSelector('button:has-text("支付成功")')
      await shot('offline-cashier')
      await page.click('button:has-text("支付成功")')
      await page.waitForURL(/\/hospital\/pay-success/, { timeout: 20_000 })
      await page.waitForSelector('.app-page[data-route="/pay-success"] .pay-result[data-result="SUCCESS"]', { timeout: 20_000 })

      const after = await ok(ctx.api('GET', '/order-center/orderCenter/offlineOrderNum', undefined, T), 'offlineOrderNum')
      if (after[101] !== before[101] - 1 || after[104] !== before[104] + 1) throw new Error(`counts ${JSON.stringify(before)} -> ${JSON.stringify(after)}`)
      await openList(ctx, '&status=104')
      if ((await page.locator(`.app-page[data-route="/offlineOrder"] .offline-card[data-order-id="${orderId}"][data-status="104"]`).count()) !== 1) throw new Error('the paid order is not under 待使用/收货')
      const tabs = (await page.textContent('.app-page[data-route="/offlineOrder"] .order-tabs')) || ''
      if (!tabs.includes(`待使用/收货(${after[104]})`)) throw new Error(`tabs: ${tabs}`)
      await shot('offline-paid-tab')
      await openList(ctx, '&status=101')
      if ((await page.locator(`.app-page[data-route="/offlineOrder"] .offline-card[data-order-id="${orderId}"]`).count()) !== 0) throw new Error('the paid order is still under 待支付')
    },
  },
]

export default specs
