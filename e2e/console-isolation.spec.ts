/**
 * Hospital isolation in the console (issue 31, "Done when"): a staff member of hospital 7 cannot find hospital
 * 6's order or after-sale — not by searching (the order search by its number, the after-sale queue in the console) and
 * not by a direct request for it (approving hospital 6's after-sale by its id with the hospital-7 session: 404,
 * and it is unchanged). The same searches from a hospital-6 context find them (the control). The hospital always comes
 * from the session: a hospitalId in the request changes nothing.
 */
import { expect, test } from './fixtures'
import { apiLogin, type Api } from './helpers'
import { devStaff, loaded, paidOrder, staffContext, type DevStaff } from './console-helpers'

/** a GET or POST of the staff API as a staff member (its session cookie, the CSRF header) */
function caller(api: Api, s: DevStaff) {
  return async (method: 'GET' | 'POST', url: string, body?: unknown) => api<any>(method, url, body, s.headers)
}

test('a staff member of hospital 7 cannot find hospital 6’s order or after-sale: search, queue, direct request', async ({
  ctx,
  browser,
}) => {
  const { api, base, clientIp } = ctx
  const user = await apiLogin(ctx, ctx.newPhone())
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
