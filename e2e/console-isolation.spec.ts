/**
 * Hospital isolation in the console (issue 31, "Done when"): a staff member of hospital 7 cannot find hospital 6's
 * order or after-sale — not by searching (the 订单管理 screen's search by the order number and by the patient's phone,
 * the same searches through the API, the after-sale queue in the console) and not by a direct request for it (the
 * order's detail or a remark by its id, approving hospital 6's after-sale by its id with the hospital-7 session: 404,
 * and it is unchanged). The same searches from a hospital-6 context find them (the control). The hospital always
 * comes from the session: a hospitalId in the request changes nothing.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiLogin, type Api } from './helpers'
import { devStaff, loaded, paidOrder, staffContext, type DevStaff } from './console-helpers'

/** a GET or POST of the staff API as a staff member (its session cookie, the CSRF header) */
function caller(api: Api, s: DevStaff) {
  return async (method: 'GET' | 'POST', url: string, body?: unknown) => api<any>(method, url, body, s.headers)
}

/**
 * types `value` into the 订单管理 screen's `field` (订单号 or 手机号; the other emptied) and searches; resolves the
 * list the screen got (its table shows it when the reply is in)
 */
async function searchOrdersScreen(page: Page, field: '订单号' | '手机号', value: string): Promise<{ total: number }> {
  await page.getByLabel(field === '订单号' ? '手机号' : '订单号').fill('')
  await page.getByLabel(field).fill(value)
  const key = field === '订单号' ? 'orderNo' : 'phone'
  const reply = page.waitForResponse((r) => {
    const u = new URL(r.url())
    return u.pathname === '/staff/orders' && u.searchParams.get(key) === value
  })
  await page.getByRole('button', { name: '搜索' }).click()
  const body = await (await reply).json()
  await loaded(page)
  return body.data
}

test('a staff member of hospital 7 cannot find hospital 6’s order or after-sale: search, queue, direct request', async ({
  ctx,
  browser,
}) => {
  const { api, base, clientIp } = ctx
  const phone = ctx.newPhone()
  const user = await apiLogin(ctx, phone)
  const { orderId, orderNo } = await paidOrder(api, user.token)
  const applied = await api<any>(
    'POST',
    '/order-center/afterSale/applyAfterSale',
    { orderId, afterSaleType: 1, reasonId: 2, refundAmount: 5 },
    { hospitalId: '6', token: user.token },
  )
  expect(applied.status).toBe(200)
  const afterSaleId: number = applied.body.data.afterSaleId
  const own = await devStaff(api, 'cs-agent', 6)
  const other = await devStaff(api, 'cs-agent', 7)
  expect(orderNo).toBeTruthy()

  const asSix = caller(api, own)
  const asSeven = caller(api, other)
  const six = await staffContext(browser, clientIp, { session: own, base })
  const seven = await staffContext(browser, clientIp, { session: other, base })

  // search by the order number (and with a hospitalId of 6 in the query: ignored, the session's hospital counts)
  const found = await asSix('GET', `/staff/orders?orderNo=${orderNo}`)
  expect(
    found.body.data?.list?.map((o: { orderId: number }) => o.orderId),
    JSON.stringify(found.body),
  ).toEqual([orderId])
  for (const url of [`/staff/orders?orderNo=${orderNo}`, `/staff/orders?orderNo=${orderNo}&hospitalId=6`]) {
    const r = await asSeven('GET', url)
    expect(r.status === 400 || (r.status === 200 && r.body.data.total === 0), `${url}: ${r.status} ${JSON.stringify(r.body)}`).toBe(true)
  }

  // the 订单管理 screen itself: the order number, then the patient's phone, typed into its search. Hospital 6's
  // console lists the order both ways; hospital 7's answers the same searches with an empty table
  for (const [who, page, expected] of [
    ['six', six.page, 1],
    ['seven', seven.page, 0],
  ] as const) {
    await page.goto(`${base}/console/orders`)
    // the first console screen of the context: its chunks, then the session's me (slow on a loaded machine)
    await expect(page.getByRole('heading', { level: 1, name: '订单管理' })).toBeVisible({ timeout: 30_000 })
    await loaded(page)
    for (const [field, value] of [
      ['订单号', orderNo],
      ['手机号', phone],
    ] as const) {
      const list = await searchOrdersScreen(page, field, value)
      expect(list.total, `${who} ${field}`).toBe(expected)
      const rows = page.locator('.ant-table-tbody tr.ant-table-row')
      if (expected) {
        await expect(rows).toHaveCount(1)
        await expect(page.getByRole('button', { name: orderNo })).toBeVisible()
      } else {
        await expect(page.locator('.ant-table-tbody .ant-empty')).toBeVisible()
        await expect(rows).toHaveCount(0)
        await expect(page.getByText(orderNo)).toHaveCount(0)
      }
    }
  }
  await seven.page.screenshot({ path: 'test-results/screens/console-isolation-h7-orders.png' })
  // the order's detail by its id (what the drawer asks): hospital 6's console reads it, hospital 7's is refused
  expect((await asSix('GET', `/staff/orders/detail?id=${orderId}`)).body.data.orderNo).toBe(orderNo)
  const detail = await asSeven('GET', `/staff/orders/detail?id=${orderId}`)
  expect([detail.status, detail.body.msg, detail.body.data ?? null]).toEqual([404, '订单不存在', null])
  const remark = await asSeven('POST', `/staff/orders/remark`, { id: orderId, text: '越权' })
  expect(remark.status).toBe(404)

  // the after-sale queue in the console: hospital 6 lists it, hospital 7 does not
  const afterSaleNo: string = (await asSix('GET', `/staff/after-sales?status=1&pageSize=100`)).body.data.list.find(
    (x: { afterSaleId: number }) => x.afterSaleId === afterSaleId,
  ).afterSaleNo
  await six.page.goto(`${base}/console/after-sales`)
  await loaded(six.page)
  await expect(six.page.getByRole('button', { name: `处理 ${afterSaleNo}` })).toBeVisible()
  await seven.page.goto(`${base}/console/after-sales`)
  await expect(seven.page.getByRole('heading', { level: 1, name: '售后审核' })).toBeVisible()
  await loaded(seven.page)
  await expect(seven.page.getByText(afterSaleNo)).toHaveCount(0)
  await seven.page.screenshot({ path: 'test-results/screens/console-isolation-h7-queue.png' })

  // a direct request for hospital 6's after-sale from the hospital-7 console: not found, and nothing changed
  const approve = await asSeven('POST', `/staff/after-sales/approve`, { id: afterSaleId })
  expect(approve.status).toBe(404)
  expect(approve.body.msg).toBe('售后单不存在')
  const refuse = await asSeven('POST', `/staff/after-sales/refuse`, { id: afterSaleId, reason: '越权' })
  expect(refuse.status).toBe(404)
  const still = await asSix('GET', `/staff/after-sales?status=1&pageSize=100`)
  expect(still.body.data.list.find((x: { afterSaleId: number }) => x.afterSaleId === afterSaleId)).toMatchObject({ status: 1 })
  // the unknown console path of an order is a not-found screen, never another hospital's data
  await seven.page.goto(`${base}/console/orders/${orderId}`)
  await expect(seven.page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(seven.page.getByText(orderNo)).toHaveCount(0)
  expect([...six.errors, ...seven.errors]).toEqual([])
  await six.context.close()
  await seven.context.close()
})
