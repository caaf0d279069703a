/**
 * Group buying (issue 14): two buyers form a 2-person group buy through the screens (the first opens a team
 * from the product page and pays at the sandbox cashier, the second joins it from the product page's 正在拼团
 * list and pays; the group page shows 拼团成功); a team left unfilled is refunded when it expires (expiry driven
 * by the dev endpoint /dev/groupbuy/expire, not a sleep). Seed: group buy 881 on 6016 四脚助行拐杖 (¥99, 2人团).
 */
import { copyFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Ctx } from './helpers'
import { apiLogin, putUserInStorage, settled, stable } from './helpers'
import { test, SCREENS } from './fixtures'

const H = { hospitalId: '6' }
const SHOTS = '/work/plans/shots/groupbuy'

async function ok(p: Promise<{ status: number; body: any }>, what: string) {
  const r = await p
  if (r.body?.code !== 200) throw new Error(`${what}: ${JSON.stringify(r.body).slice(0, 300)}`)
  return r.body.data
}

/** a screenshot kept in test-results and copied where the team looks at them */
async function shot(ctx: Ctx, name: string) {
  await ctx.shot(name)
  try {
    mkdirSync(SHOTS, { recursive: true })
    copyFileSync(path.join(SCREENS, `${name}.png`), path.join(SHOTS, `${name}.png`))
  } catch {
    /* outside the team machine */
  }
}

/** a new buyer with an address in the book, logged in in the browser */
async function buyer(ctx: Ctx, name: string): Promise<{ token: string }> {
  const phone = ctx.newPhone()
  const user = await apiLogin(ctx, phone)
  await ok(
    ctx.api(
      'POST',
      '/user-center/recevAddress/saveOrUpdate',
      {
        recvName: name,
        contactNumber: phone,
        recvProvince: '江苏省',
        recvCity: '南京市',
        recvArea: '鼓楼区',
        recvAddress: '中山路1号',
        defaultUse: 0,
      },
      { ...H, token: user.token },
    ),
    'address',
  )
  await ctx.page.goto(`${ctx.app}/home?hospitalId=6`)
  await settled(ctx.page)
  await putUserInStorage(ctx.page, user)
  return user
}

async function productPage(ctx: Ctx) {
  await ctx.page.goto(`${ctx.app}/productionDetail?goodsId=6016&hospitalId=6`)
  await ctx.page.waitForSelector('.app-page[data-route="/productionDetail"][data-state="ready"] .pd-bar__btn--buy', { timeout: 20_000 })
  await stable(ctx.page)
}

/** the group-buy sheet (a goods without specs skips the SKU popup) and its pay button, then the sandbox cashier's 支付成功 */
async function payThroughSheet(ctx: Ctx, label: string, shotName: string) {
  const { page } = ctx
  await page.waitForSelector('.gb-sheet .addr-chooser__item--on', { timeout: 10_000 })
  await stable(page)
  await shot(ctx, shotName)
  await page.click(`.gb-sheet__pay:has-text("${label}")`)
  await page.waitForURL(/\/pay-center\/sandbox\/cashier/, { timeout: 20_000 })
  await page.waitForSelector('button:has-text("支付成功")')
  await page.click('button:has-text("支付成功")')
  await page.waitForURL(/\/hospital\/pay-success/, { timeout: 20_000 })
  await page.waitForSelector('.gb-entry__btn', { timeout: 20_000 })
}

test('group buy: two buyers form a team through the screens; the group page shows members, time left and success', async ({ ctx }) => {
  const { page } = ctx
  // buyer A opens a team: 发起拼团 on the product page
  await buyer(ctx, '王小明')
  await productPage(ctx)
  await shot(ctx, 'groupbuy-product')
  await page.click('.pd-bar__btn--buy')
  await payThroughSheet(ctx, '支付并开团', 'groupbuy-sheet-start')
  await stable(page)
  await shot(ctx, 'groupbuy-pay-success')
  await page.click('.gb-entry__btn')
  await page.waitForSelector('.app-page[data-route="/groupBuy"] .gb-team[data-team-status="1"] .gb-left__time', { timeout: 20_000 })
  await stable(page)
  const forming = await page.textContent('.app-page[data-route="/groupBuy"] .gb-card')
  if (!forming?.includes('还差1人') || !/2[34]:\d\d:\d\d/.test(forming)) throw new Error(`forming team: ${forming}`)
  await shot(ctx, 'groupbuy-team-forming')

  // buyer B joins it from the product page's open teams
  await buyer(ctx, '李小红')
  await productPage(ctx)
  await page.waitForSelector('.gb-open__join', { timeout: 15_000 })
  await stable(page)
  await shot(ctx, 'groupbuy-product-open-teams')
  await page.click('.gb-open__join')
  await payThroughSheet(ctx, '支付并参团', 'groupbuy-sheet-join')
  await page.click('.gb-entry__btn')
  await page.waitForSelector('.app-page[data-route="/groupBuy"] .gb-team[data-team-status="2"]', { timeout: 20_000 })
  await stable(page)
  const done = await page.textContent('.app-page[data-route="/groupBuy"] .gb-card')
  if (!done?.includes('拼团成功') || (await page.locator('.app-page[data-route="/groupBuy"] .gb-seat:not(.gb-seat--empty)').count()) !== 2)
    throw new Error(`succeeded team: ${done}`)
  await shot(ctx, 'groupbuy-team-success')
})

test('group buy: an unfilled team is refunded when it expires', async ({ ctx }) => {
  const { page } = ctx
  const a = await buyer(ctx, '赵小刚')
  const T = { ...H, token: a.token }
  // the team is opened and paid through the API (the screens are the journey above)
  const order = await ok(
    ctx.api(
      'POST',
      '/market-center/teamInfo/commitTeamOrder',
      {
        activityId: 881,
        goodsId: 6016,
        skuId: 60161,
        addressId: (await ok(ctx.api('GET', '/user-center/recevAddress/queryList', undefined, T), 'addresses'))[0].id,
      },
      T,
    ),
    'commitTeamOrder',
  )
  const prepay = await ok(
    ctx.api('POST', '/pay-center/pay/toPay', { orderId: order.orderId, payChannel: 4 }, { ...T, appTag: 'weapp' }),
    'toPay',
  )
  await ok(ctx.api('POST', '/pay-center/sandbox/confirm', { payNo: prepay.payNo, result: 'SUCCESS' }, T), 'sandbox confirm')
  const team = await ok(ctx.api('GET', `/market-center/teamInfo/getTeamInfoByOrderId?orderId=${order.orderId}`, undefined, T), 'team')
  const swept = await ok(ctx.api('POST', '/dev/groupbuy/expire', { teamId: team.team.teamId }, H), 'expire')
  if (swept.refunded !== 1) throw new Error(`sweep: ${JSON.stringify(swept)}`)

  await page.goto(`${ctx.app}/groupBuy?orderId=${order.orderId}&hospitalId=6`)
  await page.waitForSelector('.app-page[data-route="/groupBuy"] .gb-team[data-team-status="3"]', { timeout: 20_000 })
  await stable(page)
  const text = await page.textContent('.app-page[data-route="/groupBuy"] .gb-card')
  if (!text?.includes('拼团失败，已退款') || !text.includes('款项已原路退回')) throw new Error(`failed team: ${text}`)
  await shot(ctx, 'groupbuy-team-refunded')
  // the order is refunded (103) with one refund
  const after = await ok(
    ctx.api('GET', `/market-center/teamInfo/getTeamInfoByOrderId?orderId=${order.orderId}`, undefined, T),
    'team after',
  )
  if (after.orderStatus !== 103 || !after.refunded) throw new Error(`order after expiry: ${JSON.stringify(after).slice(0, 200)}`)
})
