/**
 * Orders, persons, addresses, after-sales and invoices (issue 5, app part): add an address and a
 * service person through the screens; see an order under its status tab and cancel it with a reason;
 * apply for an after-sale on a paid order; request an invoice with a new header. Orders are created
 * and paid through the API (commitPay + the sandbox JSAPI confirm) so these journeys do not depend on
 * the confirm/pay screens.
 */
import type { Response } from '@playwright/test'
import type { Ctx } from './helpers'
import { apiLogin, at, putUserInStorage, quiet, settled, stable, toastGone, waitForPage } from './helpers'
import { test } from './fixtures'

const H = { hospitalId: '6' }
const ADDRESS = {
  recvName: '李四',
  contactNumber: '13912345678',
  recvProvince: '北京市',
  recvCity: '北京市',
  recvArea: '朝阳区',
  recvAddress: '建国路1号',
}

/** logs a new user in through the API and puts it where src/store/persist.ts keeps it; returns the token */
async function loginInBrowser(ctx: Ctx): Promise<string> {
  const user = await apiLogin(ctx, ctx.newPhone())
  await ctx.page.goto(`${ctx.app}/home?hospitalId=6`)
  await settled(ctx.page)
  await putUserInStorage(ctx.page, user)
  return user.token
}

/** an order of seed goods 6001 (physical), optionally paid through the sandbox */
async function makeOrder(ctx: Ctx, token: string, paid: boolean): Promise<number> {
  const hdr = { ...H, token }
  const r = await ctx.api(
    'POST',
    '/order-center/orderCenter/commitPay',
    { goodsList: [{ goodsId: 6001, skuId: 60011, goodsNum: 1 }], address: ADDRESS, ...(paid ? { payChannel: 4 } : {}) },
    hdr,
  )
  const orderId = r.body?.data?.orderId
  if (!orderId) throw new Error(`commitPay: ${JSON.stringify(r.body)}`)
  if (paid) {
    const c = await ctx.api('POST', '/pay-center/sandbox/confirm', { payNo: r.body.data.pay.payNo, result: 'SUCCESS' }, hdr)
    if (c.body?.data?.payResult !== 'SUCCESS') throw new Error(`sandbox confirm: ${JSON.stringify(c.body)}`)
  }
  return orderId
}

async function open(ctx: Ctx, path: string, route: string) {
  await ctx.page.goto(`${ctx.app}${path}`)
  await ctx.page.waitForSelector(`.app-page[data-route="${route}"][data-state="ready"]`, { timeout: 15_000 })
  await stable(ctx.page)
}

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

/** the JSON reply of the next request whose path ends with `path` */
async function replyOf(ctx: Ctx, path: string, act: () => Promise<void>): Promise<any> {
  const res = ctx.page.waitForResponse((r: Response) => new URL(r.url()).pathname.endsWith(path))
  await act()
  return (await res).json()
}

/** the visible page of a route (H5 keeps earlier pages in the DOM) */
const on = (route: string) => `.app-page[data-route="${route}"][data-state="ready"]`

test('address: add one through the screens (region from the area tree, no import button on H5)', async ({ ctx }) => {
  const { page, shot } = ctx
  await loginInBrowser(ctx)
  await open(ctx, '/webAddress?hospitalId=6', '/webAddress')
  await page.waitForSelector(`${on('/webAddress')} .status-view--empty`)
  await shot('orders-address-empty')
  await quiet(page) // the list has finished loading (harness quiet)
  await page.click(`${on('/webAddress')} .address-list__add`)
  await page.waitForSelector(on('/webAddressEdit'))
  await stable(page)
  const root = on('/webAddressEdit')
  if (await page.$(`${root} .address-form__import`)) throw new Error('import button shown on H5')
  await page.click(`${root} .address-form__save`)
  const t = await toastShows(ctx, '请输入收货人姓名')
  if (!t.includes('请输入收货人姓名')) throw new Error(`toast: ${t}`)
  await page.fill(`${root} input[name="recvName"]`, '李四')
  await page.fill(`${root} input[name="contactNumber"]`, '13912345678')
  await page.click(`${root} .address-form__region`)
  const names = ['北京市', '北京市', '朝阳区']
  for (let i = 0; i < names.length; i++) {
    // the pane being chosen in: its items are not yet active (the earlier panes keep their active item)
    await page.locator('.nut-cascader-item:not(.active)', { hasText: names[i] }).first().click()
    // the choice took (the next pane is the one without an active item) before choosing in the next pane
    if (i < names.length - 1) await waitForPage(page, (n) => document.querySelectorAll('.nut-cascader-item.active').length === n, i + 1)
  }
  await page.waitForSelector(`${root} .address-form__region:not(.address-form__region--empty):has-text("朝阳区")`)
  await page.fill(`${root} textarea`, '建国路1号院2号楼')
  await stable(page)
  await shot('orders-address-form')
  await page.click(`${root} .address-form__save`)
  await page.waitForSelector(`${on('/webAddress')} .address-card`, { timeout: 10_000 })
  await stable(page)
  const text = await page.textContent(`${on('/webAddress')} .address-card`)
  if (!text?.includes('139****5678') || !text.includes('朝阳区') || !text.includes('默认')) throw new Error(`address card: ${text}`)
  await shot('orders-address-list')
})

test('person: add a service person (SPEC §5 messages, consent for the ID number, masked in the list)', async ({ ctx }) => {
  const { page, shot } = ctx
  await loginInBrowser(ctx)
  await open(ctx, '/patientAdd?hospitalId=6', '/patientAdd')
  const root = on('/patientAdd')
  await page.click(`${root} .person-form__save`)
  let t = await toastShows(ctx, '请输入服务人姓名')
  if (!t.includes('请输入服务人姓名')) throw new Error(`toast: ${t}`)
  await page.fill(`${root} input[name="name"]`, '王小明')
  await page.fill(`${root} input[name="idNumber"]`, '11010519491231002X')
  await page.fill(`${root} input[name="phone"]`, '13812345678')
  await page.click(`${root} .nut-radio:has-text("已婚")`)
  await page.click(`${root} .person-form__save`)
  t = await toastShows(ctx, '请先阅读并同意个人信息授权')
  if (!t.includes('请先阅读并同意个人信息授权')) throw new Error(`toast: ${t}`)
  await toastGone(page)
  await stable(page)
  await shot('orders-person-consent')
  await page.click(`${root} .person-form__consent-box`)
  const saved = await replyOf(ctx, '/servicePerson/saveOrUpdate', () => page.click(`${root} .person-form__save`))
  if (saved?.code !== 200) throw new Error(`saving the person: ${JSON.stringify(saved).slice(0, 300)}`)
  // saved: the form goes back by itself
  await at(page, (u) => !u.pathname.endsWith('/patientAdd'))
  await open(ctx, '/patientList?hospitalId=6', '/patientList')
  await page.waitForSelector(`${on('/patientList')} .person-card`)
  const text = await page.textContent(`${on('/patientList')} .person-card`)
  if (!text?.includes('王小明') || !text.includes('138****5678') || !text.includes('110***********002X'))
    throw new Error(`person card: ${text}`)
  if (text.includes('13812345678')) throw new Error('full phone shown')
  await shot('orders-person-list')
})

test('orders: a pending order under 待支付, cancelled with a reason, then under 已取消', async ({ ctx }) => {
  const { page, shot } = ctx
  const token = await loginInBrowser(ctx)
  const id = await makeOrder(ctx, token, false)
  await makeOrder(ctx, token, true)
  await open(ctx, '/webOrder?hospitalId=6', '/webOrder')
  const root = on('/webOrder')
  await page.waitForSelector(`${root} .order-card`)
  await shot('orders-all')
  await page.click(`${root} .nut-tabs-titles-item:has-text("待支付")`)
  await page.waitForSelector(`${root} .order-card[data-order-id="${id}"][data-status="101"]`)
  await stable(page)
  await shot('orders-pending')
  await page.click(`${root} .order-card[data-order-id="${id}"] .order-card__btn--cancel`)
  await page.waitForSelector('.cancel-popup .cancel-popup__reason', { state: 'visible' })
  await stable(page)
  await page.click('.cancel-popup .nut-radio:has-text("暂时不需要")')
  await shot('orders-cancel-reasons')
  const cancelled = await replyOf(ctx, '/orderCenter/orderCancel', () => page.click('.cancel-popup__confirm'))
  if (cancelled?.code !== 200) throw new Error(`cancelling: ${JSON.stringify(cancelled).slice(0, 300)}`)
  const t = await toastShows(ctx, '订单已取消')
  if (!t.includes('订单已取消')) throw new Error(`toast: ${t}`)
  await page.click(`${root} .nut-tabs-titles-item:has-text("已取消")`)
  await page.waitForSelector(`${root} .order-card[data-order-id="${id}"][data-status="103"]`, { timeout: 10_000 })
  await stable(page)
  await shot('orders-cancelled')
  const detail = await ctx.api('GET', `/order-center/orderCenter/orderDetail?id=${id}`, undefined, { ...H, token })
  if (detail.body?.data?.cancelReason !== '暂时不需要') throw new Error(`cancel reason: ${JSON.stringify(detail.body?.data?.cancelReason)}`)
})

test('after-sale: a paid order shows its code; apply for a refund; the detail shows the steps', async ({ ctx }) => {
  const { page, shot } = ctx
  const token = await loginInBrowser(ctx)
  const id = await makeOrder(ctx, token, true)
  await open(ctx, `/orderDetail?id=${id}&hospitalId=6`, '/orderDetail')
  const root = on('/orderDetail')
  await page.waitForSelector(`${root} .od__qr img, ${root} .od__qr .ox-qr__img`, { timeout: 10_000 })
  await stable(page)
  await shot('orders-detail-paid')
  await page.click('.od__btn--afterSale')
  await page.waitForSelector(on('/afterSaleApply'))
  await stable(page)
  const a = on('/afterSaleApply')
  await page.click('.asa__submit')
  const t = await toastShows(ctx, '请选择售后原因')
  if (!t.includes('请选择售后原因')) throw new Error(`toast: ${t}`)
  await page.click(`${a} .asa__reason`)
  await page.locator('.asa__opt').first().click()
  await page.fill(`${a} .asa__amount input`, '10')
  await page.fill(`${a} textarea`, '不想要了')
  await stable(page)
  await shot('orders-aftersale-apply')
  await page.click('.asa__submit')
  await page.waitForSelector(`${on('/afterSaleDetail')} .asd__status`, { timeout: 10_000 })
  await stable(page)
  await shot('orders-aftersale-detail')
})

test('invoice: request one for a paid order with a new personal header', async ({ ctx }) => {
  const { page, shot } = ctx
  const token = await loginInBrowser(ctx)
  const id = await makeOrder(ctx, token, true)
  await open(ctx, '/bill?hospitalId=6', '/bill')
  const root = on('/bill')
  await page.waitForSelector(`${root} .bill__order[data-order-id="${id}"]`, { timeout: 10_000 })
  await page.click(`${root} .bill__order[data-order-id="${id}"] .ix-order__body`)
  await stable(page)
  await shot('orders-bill-orders')
  await quiet(page)
  await page.click('.bill__go')
  await page.waitForSelector(`${on('/billAdd')} .bill-add__total`, { timeout: 10_000 })
  await stable(page)
  await page.click(`${on('/billAdd')} .bill-add__header`)
  await page.waitForSelector(on('/headBook'))
  await quiet(page)
  await page.click('.head-book__add')
  await page.waitForSelector(on('/headBookAdd'))
  await stable(page)
  const h = on('/headBookAdd')
  await page.fill(`${h} input[name="invoiceTitle"]`, '王小明')
  await page.fill(`${h} input[name="email"]`, 'wxm@example.com')
  await shot('orders-header-add')
  await page.click(`${h} .head-form__save`)
  await waitForPage(page, () => /billAdd/.test(location.pathname), undefined, { timeout: 10_000 })
  await page.waitForSelector(`${on('/billAdd')} .bill-add__header:has-text("王小明")`, { timeout: 10_000 })
  await stable(page)
  await shot('orders-bill-add')
  await page.click('.bill-add__next')
  await page.waitForSelector(on('/billVerify'))
  await stable(page)
  await shot('orders-bill-verify')
  await page.click('.bill-verify__submit')
  await page.waitForSelector(`${on('/billDetail')} .bill-detail__status`, { timeout: 10_000 })
  await stable(page)
  await shot('orders-bill-detail')
})
