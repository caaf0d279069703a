/**
 * The goods and coupon desk on both sides (issue 33, "Done when"): an operator, in the console, creates a goods with
 * two skus and a picture (listed at once) and a coupon for it (满100减30; a threshold below the amount is refused
 * first); a patient on H5 finds the goods by search, claims the coupon, and pays at the sandbox cashier: the order's
 * amount is the sku's price − the coupon, in fen.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiLogin, putUserInStorage, settled, stable } from './helpers'
import { devStaff, staffContext } from './console-helpers'
import { solidPng } from '../test-support/server/images'
import { formatBusiness } from '../src/domain/time'

const H = { hospitalId: '6' }
const local = (offsetDays: number) => formatBusiness(new Date(Date.now() + offsetDays * 86_400_000), 'YYYY-MM-DDTHH:mm')

/** an antd Select by its label: open, type, pick the option whose title is `option` */
async function choose(page: Page, root: Locator, label: string, option: string) {
  const input = root.getByLabel(label, { exact: true })
  await input.click()
  await input.fill(option)
  await page.locator(`.ant-select-item-option[title="${option}"]`).first().click()
}

test('goods with two skus and a coupon made in the console, the coupon also the pay-success gift; the patient finds it on H5, claims the coupon, pays price − coupon and is given the gift', async ({
  ctx,
  browser,
}) => {
  const { page, app, base, api, clientIp, shot } = ctx
  const stamp = String(Date.now()).slice(-6)
  const goodsName = `控糖体温计${stamp}`
  const couponName = `体温计减30-${stamp}`
  const giftTip = `感谢购买，体温计使用说明已随包裹寄出（${stamp}）`
  const operator = await devStaff(api, 'operator', 6)
  const cats = await api<any>('GET', '/staff/goods/categories', undefined, operator.headers)
  const category: string = cats.body.data.list.find((c: { hidden: boolean }) => !c.hidden).categoryName
  const op = await staffContext(browser, clientIp, { session: operator, base })

  // 1. the goods: two skus, a picture, listed at once
  await op.page.goto(`${base}/console/goods`)
  await expect(op.page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 })
  await op.page.getByRole('button', { name: '新建商品' }).click()
  const drawer = op.page.getByRole('dialog', { name: '新建商品' })
  await drawer.getByLabel('商品名称', { exact: true }).fill(goodsName)
  await choose(op.page, drawer, '分类', category)
  await drawer
    .getByLabel('上传商品图片')
    .setInputFiles({ name: 'goods.png', mimeType: 'image/png', buffer: solidPng(120, 120, [46, 160, 120]) })
  await expect(drawer.getByAltText('商品图片1')).toBeVisible({ timeout: 15_000 })
  await drawer.getByLabel('规格1名称', { exact: true }).fill('基础款')
  await drawer.getByLabel('规格1售价', { exact: true }).fill('128')
  await drawer.getByLabel('规格1库存', { exact: true }).fill('20')
  await drawer.getByRole('button', { name: '添加规格' }).click()
  await drawer.getByLabel('规格2名称', { exact: true }).fill('蓝牙款')
  await drawer.getByLabel('规格2售价', { exact: true }).fill('158')
  await drawer.getByLabel('规格2库存', { exact: true }).fill('20')
  await drawer.locator('.goods-listed-switch').click()
  await op.page.screenshot({ path: 'test-results/screens/console-goods-drawer.png' })
  await drawer.getByRole('button', { name: '保存' }).click()
  await expect(drawer).toBeHidden({ timeout: 15_000 })
  await expect(op.page.getByRole('row').filter({ hasText: goodsName })).toContainText('¥128.00–¥158.00')
  const found = await api<any>('GET', `/staff/goods?keyword=${encodeURIComponent(goodsName)}`, undefined, operator.headers)
  const goods = found.body.data.list[0]
  expect(goods).toMatchObject({ goodsName, listed: true, minPriceFen: 12800, maxPriceFen: 15800 })

  // 2. the coupon: a threshold below the amount is refused by the checkout's rule; then 满100减30 for this goods
  await op.page.goto(`${base}/console/coupons`)
  await expect(op.page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 })
  await op.page.getByRole('button', { name: '新建优惠券' }).click()
  const cd = op.page.getByRole('dialog', { name: '新建优惠券' })
  await cd.getByLabel('优惠券名称', { exact: true }).fill(couponName)
  await cd.getByLabel('优惠面额', { exact: true }).fill('30')
  await cd.getByLabel('门槛', { exact: true }).fill('20')
  await cd.getByLabel('有效期开始', { exact: true }).fill(local(-1))
  await cd.getByLabel('有效期结束', { exact: true }).fill(local(30))
  await choose(op.page, cd, '适用商品', goodsName)
  await cd.getByRole('button', { name: '保存' }).click()
  await expect(cd.locator('.ant-alert-error')).toContainText('使用门槛须高于优惠金额')
  await cd.getByLabel('门槛', { exact: true }).fill('100')
  await cd.getByRole('button', { name: '保存' }).click()
  await expect(cd).toBeHidden({ timeout: 15_000 })
  await expect(op.page.getByRole('row').filter({ hasText: couponName })).toContainText('满100元可用')
  await op.page.screenshot({ path: 'test-results/screens/console-goods-coupons.png' })
  const coupons = await api<any>('GET', `/staff/coupons?keyword=${encodeURIComponent(couponName)}`, undefined, operator.headers)
  const coupon = coupons.body.data.list[0]
  expect(coupon).toMatchObject({ couponVal: 3000, reachVal: 10000, goodsIds: [goods.id] })

  // 2b. 支付有礼: a tip and this coupon as a second gift of every paid order (the seeded gift kept); a page outside the
  // route table is refused with the server's reason first
  await op.page.getByRole('button', { name: '支付有礼' }).click()
  const ps = op.page.getByRole('dialog', { name: '支付有礼' })
  await expect(ps.getByLabel('提示语', { exact: true })).toBeVisible({ timeout: 15_000 })
  await ps.getByLabel('横幅跳转页面', { exact: true }).fill('/nowhere')
  await ps.getByRole('button', { name: '保存' }).click()
  await expect(ps.locator('.ant-alert-error')).toContainText('横幅跳转页面 /nowhere 不存在')
  await ps.getByLabel('横幅跳转页面', { exact: true }).fill('/checkup/packageList')
  await ps.getByLabel('提示语', { exact: true }).fill(giftTip)
  await choose(op.page, ps, '赠送优惠券', `${couponName}（${coupon.valueText}）`)
  await ps.getByLabel('提示语', { exact: true }).click() // closes the multiple select's list
  await ps.getByRole('button', { name: '保存' }).click()
  await expect(op.page.getByText('支付有礼已保存')).toBeVisible({ timeout: 15_000 })
  const cfg = (await api<any>('GET', '/staff/coupons/pay-success', undefined, operator.headers)).body.data
  expect(cfg).toMatchObject({ tip: giftTip, bannerLink: '/checkup/packageList' })
  expect(cfg.giftRuleIds).toContain(coupon.id)
  expect(op.errors).toEqual([])
  await op.context.close()

  // 3. the patient: finds it by search on H5, claims the coupon, pays at the sandbox cashier
  const user = await apiLogin(ctx, ctx.newPhone())
  const T = { ...H, token: user.token as string }
  const addr = await api<any>(
    'POST',
    '/user-center/recevAddress/saveOrUpdate',
    {
      recvName: '王小明',
      contactNumber: '13912345678',
      recvProvince: '江苏省',
      recvCity: '南京市',
      recvArea: '鼓楼区',
      recvAddress: '中山路1号',
      defaultUse: 0,
    },
    T,
  )
  expect(addr.body?.code).toBe(200)
  await page.goto(`${app}/home?hospitalId=6`)
  await settled(page)
  await putUserInStorage(page, user)
  await page.goto(`${app}/goodsSearchDetail?tag=1&hospitalId=6`)
  await settled(page)
  await page.fill('.search-page__bar input', goodsName)
  await page.click('.search-page__btn')
  await page.waitForSelector('.goods-card:visible', { timeout: 30_000 })
  await expect(page.locator('.goods-card__name:visible').first()).toContainText(goodsName)
  await stable(page)
  await shot('console-goods-patient-search')
  await page.click('.goods-card:visible >> nth=0')
  await page.waitForURL(new RegExp(`/hospital/productionDetail\\?.*goodsId=${goods.id}`), { timeout: 15_000 })
  await page.waitForSelector('.app-page[data-route="/productionDetail"][data-state="ready"]', { timeout: 15_000 })
  await expect(page.locator('.app-page[data-route="/productionDetail"]')).toContainText(goodsName)
  await shot('console-goods-patient-detail')
  const claim = await api<any>('GET', `/market-center/acquireCoupon?couponRuleId=${coupon.id}`, undefined, T)
  expect(claim.body?.code).toBe(200)
  const cart = await api<any>('POST', '/order-center/cart/addCart', { goodsId: goods.id, skuId: goods.skus[0].id, goodsNum: 1 }, T)
  expect(cart.body?.code).toBe(200)
  await page.goto(`${app}/shopCart?hospitalId=6`)
  await page.waitForSelector('.app-page[data-route="/shopCart"][data-state="ready"] .cart-line', { timeout: 15_000 })
  await stable(page)
  await page.click('.cart-bar__settle')
  await page.waitForSelector('.app-page[data-route="/webOrderDetail"][data-state="ready"] .confirm__address-who', { timeout: 15_000 })
  await page.waitForSelector('.amount-details__payable')
  await stable(page)
  await expect(page.locator('.amount-details__coupon')).toContainText('30.00')
  await shot('console-goods-patient-confirm')
  await page.click('.pay-channel[data-channel="3"]')
  await page.click('.confirm__submit')
  await page.waitForURL(/\/pay-center\/sandbox\/cashier/, { timeout: 15_000 })
  await page.click('button:has-text("支付成功")')
  await page.waitForURL(/\/hospital\/pay-success/, { timeout: 20_000 })
  await page.waitForSelector('.app-page[data-route="/pay-success"] .pay-result[data-result="SUCCESS"]', { timeout: 20_000 })
  // what the operator configured: the tip and the coupon among the gifts, granted to this order
  await expect(page.locator('.pay-extras__tip')).toHaveText(giftTip, { timeout: 15_000 })
  await expect(page.locator('.pay-extras__coupon-name', { hasText: couponName })).toBeVisible()
  await expect(page.locator('.pay-extras__received')).toBeVisible({ timeout: 15_000 })
  await shot('console-goods-patient-paid')

  // the order: the sku's price − the coupon, in fen
  const orders = await api<any>('GET', '/order-center/orderCenter/myOrders?pageNum=1&pageSize=10', undefined, T)
  const list = (orders.body?.data?.list ?? []) as Array<{ id: number }>
  expect(list.length).toBe(1)
  const orderId = list[0].id
  const detail = (await api<any>('GET', `/order-center/orderCenter/orderDetail?id=${orderId}`, undefined, T)).body.data
  expect(Math.round(detail.actualPrice * 100)).toBe(12800 - 3000)
  expect(Math.round(detail.couponDiscountMoney * 100)).toBe(3000)
  expect(detail.goodsList[0]).toMatchObject({ goodsId: goods.id })
})
