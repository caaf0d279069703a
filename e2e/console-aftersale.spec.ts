/**
 * The after-sale journey on both sides (issue 31, "Done when"): a patient on H5 and three staff members in the
 * console, each in a browser context of its own, against the real server. The patient pays ¥597 (3 × ¥199) and
 * applies for a refund of ¥520 (above the ¥500 at which a second finance approval is needed) through the
 * screens; a customer-service agent approves it in the 售后审核 queue (the patient's /afterSaleDetail shows
 * 退款中); a finance member approves the refund in 退款审批 — it waits for a second person, and the same member's
 * second click is refused; a different finance member approves and the provider refunds (sandbox); the patient's
 * /afterSaleDetail shows 已退款. The audit rows written for the after-sale are counted.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiLogin, putUserInStorage, settled, stable } from './helpers'
import { devStaff, loaded, paidOrder, staffContext, type DevStaff } from './console-helpers'

const on = (route: string) => `.app-page[data-route="${route}"][data-state="ready"]`

async function open(page: Page, app: string, path: string, route: string) {
  await page.goto(`${app}${path}`)
  await page.waitForSelector(on(route), { timeout: 15_000 })
  await stable(page)
}

/** opens the after-sale's drawer from a console queue */
async function openInQueue(page: Page, base: string, path: string, afterSaleNo: string) {
  await page.goto(`${base}/console${path}`)
  await loaded(page)
  await page.getByRole('button', { name: `处理 ${afterSaleNo}` }).click()
  const drawer = page.getByRole('dialog', { name: `售后单 ${afterSaleNo}` })
  await expect(drawer).toBeVisible()
  return drawer
}

test('after-sale above ¥500: patient applies on H5 → agent approves → finance approves → a different finance member approves → refunded; the patient sees 已退款; audited', async ({
  ctx,
  browser,
}) => {
  const { page, app, base, api, clientIp, shot } = ctx
  // the patient: signed in, a paid order of ¥597
  const user = await apiLogin(ctx, ctx.newPhone())
  await page.goto(`${app}/home?hospitalId=6`)
  await settled(page)
  await putUserInStorage(page, user)
  const { orderId, actualPrice } = await paidOrder(api, user.token, 3)
  expect(actualPrice).toBeGreaterThan(520)

  // applies for ¥520 through the screens
  await open(page, app, `/orderDetail?id=${orderId}&hospitalId=6`, '/orderDetail')
  await page.click('.od__btn--afterSale')
  await page.waitForSelector(on('/afterSaleApply'))
  await stable(page)
  const a = on('/afterSaleApply')
  await page.click(`${a} .asa__reason`)
  await page.locator('.asa__opt').first().click()
  await page.fill(`${a} .asa__amount input`, '520')
  await page.fill(`${a} textarea`, '买多了，退两件的钱')
  await page.click('.asa__submit')
  await page.waitForSelector(`${on('/afterSaleDetail')} .asd__status`, { timeout: 10_000 })
  await expect(page.locator(`${on('/afterSaleDetail')} .asd__status`)).toHaveText('待审核')
  const afterSaleId = Number(new URL(page.url()).searchParams.get('id'))
  expect(afterSaleId).toBeGreaterThan(0)
  await shot('console-aftersale-patient-applied')

  // the staff: an agent and two finance members of hospital 6, and a hospital admin to read the audit
  const agent = await devStaff(api, 'cs-agent', 6)
  const financeA = await devStaff(api, 'finance', 6)
  const financeB = await devStaff(api, 'finance', 6)
  const admin = await devStaff(api, 'hospital-admin', 6)
  const queue = await api<any>('GET', '/staff/after-sales?status=1&pageSize=100', undefined, agent.headers)
  const row = queue.body.data.list.find((x: { afterSaleId: number }) => x.afterSaleId === afterSaleId)
  expect(row).toMatchObject({ orderId, refundAmount: 520, needsSecondApproval: true, statusStr: '待审核' })
  const no: string = row.afterSaleNo

  // the agent approves it in 售后审核 (the 待审核 tab is the default)
  const ag = await staffContext(browser, clientIp, { session: agent, base })
  let drawer = await openInQueue(ag.page, base, '/after-sales', no)
  await expect(drawer.getByText('¥520.00')).toBeVisible()
  await drawer.getByRole('button', { name: '同意', exact: true }).click()
  await expect(ag.page.getByText('已同意售后申请')).toBeVisible()
  await expect(drawer.getByText('退款中', { exact: true })).toBeVisible()
  // an agent holds no refund:approve: no refund button, the steps shown
  await expect(drawer.getByRole('button', { name: /退款/ })).toHaveCount(0)
  await ag.page.screenshot({ path: 'test-results/screens/console-aftersale-agent-approved.png' })
  await ag.context.close()

  // the patient's screen follows
  await page.reload()
  await page.waitForSelector(`${on('/afterSaleDetail')} .asd__status`, { timeout: 15_000 })
  await expect(page.locator(`${on('/afterSaleDetail')} .asd__status`)).toHaveText('退款中')

  // finance A: the first approval; the refund waits for a second person
  const fa = await staffContext(browser, clientIp, { session: financeA, base })
  drawer = await openInQueue(fa.page, base, '/refunds', no)
  await expect(drawer.getByText('大额退款：本次审批后，还需另一位财务人员复核才会退款。')).toBeVisible()
  await drawer.getByRole('button', { name: '审批退款' }).click()
  await expect(fa.page.getByText('已审批，等待另一位财务人员复核')).toBeVisible()
  await expect(drawer.getByText('已有一位财务人员审批：需另一位财务人员复核后退款。')).toBeVisible()
  // the same member cannot give the second approval
  await drawer.getByRole('button', { name: '复核并退款' }).click()
  await expect(fa.page.getByText('大额退款需另一位财务人员复核')).toBeVisible()
  await fa.page.screenshot({ path: 'test-results/screens/console-aftersale-finance-first.png' })
  await fa.context.close()

  // finance B: the second approval, then the provider refunds
  const fb = await staffContext(browser, clientIp, { session: financeB, base })
  drawer = await openInQueue(fb.page, base, '/refunds', no)
  await drawer.getByRole('button', { name: '复核并退款' }).click()
  await expect(fb.page.getByText('已退款', { exact: true }).first()).toBeVisible()
  await expect(drawer.getByText('已退款', { exact: true })).toBeVisible()
  await expect(drawer.getByRole('button', { name: /退款/ })).toHaveCount(0)
  await fb.page.screenshot({ path: 'test-results/screens/console-aftersale-refunded.png' })
  expect([...ag.errors, ...fa.errors, ...fb.errors]).toEqual([])
  await fb.context.close()

  // the patient sees 已退款
  await page.reload()
  await page.waitForSelector(`${on('/afterSaleDetail')} .asd__status`, { timeout: 15_000 })
  await expect(page.locator(`${on('/afterSaleDetail')} .asd__status`)).toHaveText('已退款')
  await shot('console-aftersale-patient-refunded')

  // the audit: one row per staff write on this after-sale, in the hospital's log
  const rows: Array<{ action: string; result: string; staffId: number | null; patientUserId: number | null }> = []
  for (const action of ['after-sale.approve', 'refund.approve', 'refund.execute']) {
    const r = await api<any>('GET', `/staff/audit?action=${action}&pageSize=200`, undefined, admin.headers)
    expect(r.status).toBe(200)
    rows.push(
      ...r.body.data.list.filter(
        (x: { objectType: string; objectId: string }) => x.objectType === 'after-sale' && x.objectId === String(afterSaleId),
      ),
    )
  }
  const summary = rows.map((r) => `${r.action} ${r.result} ${r.staffId}`).sort()
  const who = (s: DevStaff) => s.staffId
  expect(summary).toEqual(
    [
      `after-sale.approve ok ${who(agent)}`,
      `refund.approve ok ${who(financeA)}`,
      `refund.approve failed ${who(financeA)}`,
      `refund.approve ok ${who(financeB)}`,
      `refund.execute ok ${who(financeB)}`,
    ].sort(),
  )
  expect(rows.every((r) => r.patientUserId === user.userBase.id || r.result === 'failed')).toBe(true)
  console.log(`after-sale ${no}: ${rows.length} audit rows (${summary.join('; ')})`)
})
