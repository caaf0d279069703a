/**
 * The order and invoice desks on both sides (issue 31, "Done when"): a patient on H5 and staff in the console, each
 * in a browser context of its own, against the real server.
 * - A paid parcel order: an agent finds it in 订单管理 by its number, ships it with a courier and number; the
 *   patient's /orderDetail shows 物流信息 with that number.
 * - A service order (中医针灸理疗): the agent types the patient's 核销码 into 核销; the patient's order moves on.
 * - An invoice applied for by the patient: a finance member issues it in 发票管理 with its PDF (number, date, amount);
 *   the patient's /billDetail offers 下载电子发票 and the PDF is the uploaded bytes.
 * The audit rows of the three writes are counted.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiLogin, putUserInStorage, settled, stable } from './helpers'
import { devStaff, loaded, paidOrder, staffContext, pdfBytes } from './console-helpers'

const on = (route: string) => `.app-page[data-route="${route}"][data-state="ready"]`

async function open(page: Page, app: string, path: string, route: string) {
  await page.goto(`${app}${path}`)
  await page.waitForSelector(on(route), { timeout: 15_000 })
  await stable(page)
}

test('orders and invoices: ship with a courier number, 核销 a service by its code, issue an invoice with its PDF; the patient sees each; audited', async ({
  ctx,
  browser,
}) => {
  const { page, app, base, api, clientIp, shot } = ctx
  const user = await apiLogin(ctx, ctx.newPhone())
  const H = { hospitalId: '6', token: user.token as string }
  await page.goto(`${app}/home?hospitalId=6`)
  await settled(page)
  await putUserInStorage(page, user)
  const parcel = await paidOrder(api, user.token, 1)

  const agent = await devStaff(api, 'cs-agent', 6)
  const finance = await devStaff(api, 'finance', 6)
  const admin = await devStaff(api, 'hospital-admin', 6)
  const ag = await staffContext(browser, clientIp, { session: agent, base })

  // 1. ship: found by its number in 订单管理, shipped from the drawer
  await ag.page.goto(`${base}/console/orders`)
  await loaded(ag.page)
  await ag.page.getByLabel('订单号').fill(parcel.orderNo)
  await ag.page.getByRole('button', { name: '搜索' }).click()
  await loaded(ag.page)
  await ag.page.getByRole('button', { name: parcel.orderNo }).click()
  const drawer = ag.page.getByRole('dialog', { name: `订单 ${parcel.orderNo}` })
  await expect(drawer).toBeVisible()
  await drawer.getByLabel('快递公司').fill('顺丰速运')
  await drawer.getByLabel('快递单号').fill('SF1234567890123')
  await drawer.getByRole('button', { name: '确认发货' }).click()
  await expect(drawer.getByRole('button', { name: '确认发货' })).toHaveCount(0, { timeout: 15_000 })
  await ag.page.screenshot({ path: 'test-results/screens/console-orders-shipped.png' })
  await open(page, app, `/orderDetail?id=${parcel.orderId}&hospitalId=6`, '/orderDetail')
  await expect(page.locator(`${on('/orderDetail')} .od__shipping`)).toContainText('SF1234567890123')
  await expect(page.locator(`${on('/orderDetail')} .od__shipping`)).toContainText('顺丰速运')
  await shot('console-orders-patient-shipped')

  // 2. 核销: a paid service order's code, as the patient's order shows it
  const sku = await api<any>('GET', '/goods-center/goods/goodsSku?goodsId=6032', undefined, H)
  const skuId = sku.body?.data?.skus?.[0]?.id ?? sku.body?.data?.skus?.[0]?.skuId
  // its rule form (the seed's fields 13-17) and the first bookable slot, as the confirm page sends them
  const pool = (await api<any>('GET', '/order-center/cart/orderRule?goodsId=6032', undefined, H)).body.data.appointPool
  const day = pool.find((d: { poolList: unknown[] }) => d.poolList.length > 0)
  const pe = {
    filedInfo: [
      { fieldId: 13, showName: '姓名', value: '李四' },
      { fieldId: 14, showName: '身份证号', value: '11010519491231002X' },
      { fieldId: 15, showName: '手机号', value: '13912345678' },
      { fieldId: 16, showName: '性别', value: '男' },
      { fieldId: 17, showName: '婚姻状况', value: '未婚' },
    ],
    appointedDate: day.appointedDate,
    appointedTime: day.poolList[0].appointedTime,
  }
  const svc = await api<any>(
    'POST',
    '/order-center/orderCenter/commitPay',
    { goodsList: [{ goodsId: 6032, skuId, goodsNum: 1, peInfoList: [pe] }], payChannel: 4 },
    H,
  )
  if (!svc.body?.data?.orderId) throw new Error(`service commitPay: ${JSON.stringify(svc.body).slice(0, 300)}`)
  const paid = await api<any>('POST', '/pay-center/sandbox/confirm', { payNo: svc.body.data.pay.payNo, result: 'SUCCESS' }, H)
  expect(paid.body?.data?.payResult).toBe('SUCCESS')
  const svcId: number = svc.body.data.orderId
  const qr = await api<any>('GET', `/order-center/orderCenter/getOrderQr?orderId=${svcId}`, undefined, H)
  const code: string = qr.body?.data?.verifyCode
  expect(code).toMatch(/^\d{12}$/)
  const before = (await api<any>('GET', `/order-center/orderCenter/orderDetail?id=${svcId}`, undefined, H)).body.data
  await ag.page.goto(`${base}/console/verify`)
  await loaded(ag.page)
  await ag.page.getByLabel('核销码').fill(code)
  await ag.page.getByLabel('核销码').press('Enter')
  await expect(ag.page.getByText(/核销成功/)).toBeVisible({ timeout: 15_000 })
  // the same code again is refused
  await ag.page.getByLabel('核销码').fill(code)
  await ag.page.getByLabel('核销码').press('Enter')
  await expect(ag.page.locator('.ant-alert-error')).toBeVisible({ timeout: 15_000 })
  await ag.page.screenshot({ path: 'test-results/screens/console-orders-verified.png' })
  const after = (await api<any>('GET', `/order-center/orderCenter/orderDetail?id=${svcId}`, undefined, H)).body.data
  expect(after.status ?? after.orderStatus).not.toBe(before.status ?? before.orderStatus)
  await open(page, app, `/orderDetail?id=${svcId}&hospitalId=6`, '/orderDetail')
  await expect(page.locator(on('/orderDetail'))).not.toContainText('查看核销码')
  await ag.context.close()

  // 3. invoice: applied by the patient, issued by finance with the PDF, downloaded by the patient
  const inv = await api<any>(
    'POST',
    '/order-center/invoiceInfo/new/submitApply',
    { headerType: 1, invoiceTitle: '张三', email: 'zs@example.com', orderIdList: [parcel.orderId], invoiceType: 1 },
    H,
  )
  expect(inv.body?.data?.statusStr).toBe('开票中')
  const invoiceId: number = inv.body.data.invoiceId
  const fi = await staffContext(browser, clientIp, { session: finance, base })
  await fi.page.goto(`${base}/console/invoices`)
  await loaded(fi.page)
  const row = fi.page.getByRole('row').filter({ hasText: parcel.orderNo })
  await row.getByRole('button', { name: '开票' }).click()
  const dialog = fi.page.getByRole('dialog', { name: '开具发票：张三' })
  await dialog.getByLabel('发票号码').fill('24320000000012345678')
  const pdf = pdfBytes()
  await dialog.getByLabel('选择电子发票PDF文件').setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: pdf })
  await dialog.getByRole('button', { name: '确认开票' }).click()
  await expect(dialog).toBeHidden({ timeout: 15_000 })
  // it left the 开票中 queue; under 已开票 with its number
  await expect(fi.page.getByRole('row').filter({ hasText: parcel.orderNo })).toHaveCount(0)
  await fi.page.getByLabel('发票状态').getByText('已开票', { exact: true }).click()
  await loaded(fi.page)
  await expect(fi.page.getByRole('row').filter({ hasText: parcel.orderNo })).toContainText('24320000000012345678')
  await fi.page.screenshot({ path: 'test-results/screens/console-orders-invoiced.png' })
  expect([...ag.errors, ...fi.errors]).toEqual([])
  await fi.context.close()
  await open(page, app, `/billDetail?invoiceId=${invoiceId}&hospitalId=6`, '/billDetail')
  await expect(page.locator(on('/billDetail'))).toContainText('下载电子发票')
  await expect(page.locator(on('/billDetail'))).toContainText('24320000000012345678')
  await shot('console-orders-patient-invoice')
  const dl = await fetch(`${base}/order-center/invoiceInfo/new/pdf?invoiceId=${invoiceId}`, {
    headers: { ...H, 'x-forwarded-for': clientIp },
  })
  expect(dl.status).toBe(200)
  expect(Buffer.from(await dl.arrayBuffer()).equals(pdf)).toBe(true)

  // the audit: one row per staff write, in the hospital's log
  const actions: string[] = []
  const r = await api<any>('GET', '/staff/audit?pageSize=200', undefined, admin.headers)
  expect(r.status).toBe(200)
  for (const x of r.body.data.list as Array<{ action: string; result: string; staffId: number; objectId: string }>)
    if ([agent.staffId, finance.staffId].includes(x.staffId) && x.result === 'ok') actions.push(x.action)
  console.log(`orders and invoices: audit rows of the two staff members: ${actions.sort().join(', ')}`)
  expect(actions.sort()).toEqual(['invoice.issue', 'order.ship', 'order.verify'])
})
