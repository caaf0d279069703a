/**
 * The activity desk on both sides (issue 33 item 2): an operator, in the console, creates a seckill for a seeded goods
 * (a price above the sku's is refused first, with the checkout rule's message); a patient on H5 sees the seckill price
 * on the goods page, and the order of that goods in the activity totals that price. A full-reduction promotion whose
 * second tier is not above the first is refused with its message. Seed: goods 6011 of hospital 6 (no activity, no
 * promotion); re-runnable: the spec ends its seckill at the end (an ended activity no longer blocks the goods).
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiLogin, putUserInStorage, settled, stable } from './helpers'
import { devStaff, staffContext } from './console-helpers'
import { formatBusiness } from '../src/domain/time'

const H = { hospitalId: '6' }
const GOODS = 6011
const local = (offsetMinutes: number) => formatBusiness(new Date(Date.now() + offsetMinutes * 60_000), 'YYYY-MM-DDTHH:mm')

/** an antd Select by its label: open, type, pick the option whose title is `option` */
async function choose(page: Page, root: Locator, label: string, option: string) {
  const input = root.getByLabel(label, { exact: true })
  await input.click()
  await input.fill(option)
  await page.locator(`.ant-select-item-option[title="${option}"]`).first().click()
}

test('a seckill made in the console: the patient sees its price on H5 and the order totals it; an invalid tier set is refused', async ({
  ctx,
  browser,
}) => {
  const { page, app, base, api, clientIp, shot } = ctx
  const stamp = String(Date.now()).slice(-6)
  const name = `E2E秒杀${stamp}`
  const operator = await devStaff(api, 'operator', 6)
  const goods = (await api<any>('GET', `/staff/goods/detail?id=${GOODS}`, undefined, operator.headers)).body.data
  const lowest: number = Math.min(...goods.skus.map((s: { priceFen: number }) => s.priceFen))
  const seckillFen = Math.max(1, Math.floor(lowest / 200) * 100) // about half, whole yuan
  const op = await staffContext(browser, clientIp, { session: operator, base })

  // 1. the seckill: a price above the sku's is refused; then half price, every sku, starting now
  await op.page.goto(`${base}/console/activities`)
  await expect(op.page.getByRole('tab', { name: '秒杀' })).toBeVisible({ timeout: 30_000 })
  await op.page.getByRole('button', { name: '新建秒杀' }).click()
  const drawer = op.page.getByRole('dialog', { name: '新建秒杀' })
  await drawer.getByLabel('活动名称', { exact: true }).fill(name)
  await drawer.getByLabel('开始时间', { exact: true }).fill(local(-1))
  await drawer.getByLabel('结束时间', { exact: true }).fill(local(24 * 60))
  await choose(op.page, drawer, '活动商品 1', goods.goodsName)
  await drawer.getByLabel('活动价 1', { exact: true }).fill(String((lowest + 100) / 100))
  await drawer.getByLabel('活动库存 1', { exact: true }).fill('20')
  await drawer.getByRole('button', { name: '保存' }).click()
  await expect(drawer.locator('.ant-alert-error')).toContainText('的活动价不能高于商品售价')
  await drawer.getByLabel('活动价 1', { exact: true }).fill(String(seckillFen / 100))
  await op.page.screenshot({ path: 'test-results/screens/console-activities-drawer.png' })
  await drawer.getByRole('button', { name: '保存' }).click()
  await expect(drawer).toBeHidden({ timeout: 15_000 })
  await expect(op.page.getByRole('row').filter({ hasText: name })).toContainText('进行中')
  const listed = await api<any>('GET', `/staff/activities?type=1&keyword=${encodeURIComponent(name)}`, undefined, operator.headers)
  const activity = listed.body.data.list[0]
  expect(activity).toMatchObject({ activityName: name, status: 2, lines: [{ goodsId: GOODS, skuId: null, activityPriceFen: seckillFen }] })

  // 2. a full-reduction promotion whose second tier is not above the first: refused with the tier's message
  await op.page.getByRole('tab', { name: '满减满赠' }).click()
  await op.page.getByRole('button', { name: '新建满减满赠' }).click()
  const pd = op.page.getByRole('dialog', { name: '新建满减满赠' })
  await pd.getByLabel('活动名称', { exact: true }).fill(`E2E满减${stamp}`)
  await pd.getByLabel('开始时间', { exact: true }).fill(local(-1))
  await pd.getByLabel('结束时间', { exact: true }).fill(local(24 * 60))
  await choose(op.page, pd, '活动商品', goods.goodsName)
  await pd.getByLabel('第1档门槛', { exact: true }).fill('200')
  await pd.getByLabel('第1档优惠', { exact: true }).fill('20')
  await pd.getByRole('button', { name: '添加一档' }).click()
  await pd.getByLabel('第2档门槛', { exact: true }).fill('150')
  await pd.getByLabel('第2档优惠', { exact: true }).fill('30')
  await pd.getByRole('button', { name: '保存' }).click()
  await expect(pd.locator('.ant-alert-error')).toContainText('第2档的门槛须高于上一档')
  await op.page.screenshot({ path: 'test-results/screens/console-activities-tiers.png' })
  expect(op.errors).toEqual([])
  await op.context.close()

  // 3. the patient: the goods page shows the seckill price; the order of it in the activity totals that price
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
  await page.goto(`${app}/productionDetail?goodsId=${GOODS}&hospitalId=6`)
  await page.waitForSelector('.app-page[data-route="/productionDetail"][data-state="ready"] .activity-banner', { timeout: 20_000 })
  const banner = page.locator('.app-page[data-route="/productionDetail"] .activity-banner')
  await expect(banner).toHaveAttribute('data-status', '2')
  await expect(banner.locator('.activity-banner__num')).toHaveText((seckillFen / 100).toFixed(2))
  await stable(page)
  await shot('console-activities-patient-detail')
  const cart = await api<any>(
    'POST',
    '/order-center/cart/addCart',
    { goodsId: GOODS, skuId: goods.skus[0].id, goodsNum: 1, activityId: activity.id },
    T,
  )
  expect(cart.body?.code).toBe(200)
  await page.goto(`${app}/shopCart?hospitalId=6`)
  await page.waitForSelector('.app-page[data-route="/shopCart"][data-state="ready"] .cart-line', { timeout: 15_000 })
  await stable(page)
  await page.click('.cart-bar__settle')
  await page.waitForSelector('.app-page[data-route="/webOrderDetail"][data-state="ready"] .amount-details__payable', { timeout: 15_000 })
  await stable(page)
  await expect(page.locator('.amount-details__payable')).toContainText((seckillFen / 100).toFixed(2))
  await shot('console-activities-patient-confirm')
  const priced = await api<any>(
    'POST',
    '/order-center/orderCenter/commitPay',
    {
      goodsList: [{ goodsId: GOODS, skuId: goods.skus[0].id, goodsNum: 1, activityId: activity.id }],
      address: {
        recvName: '王小明',
        contactNumber: '13912345678',
        recvProvince: '江苏省',
        recvCity: '南京市',
        recvArea: '鼓楼区',
        recvAddress: '中山路1号',
      },
    },
    T,
  )
  expect(priced.body?.code).toBe(200)
  expect(Math.round(priced.body.data.actualPrice * 100)).toBe(seckillFen)

  // the spec's own seckill ends (the shop stops showing it at once)
  const ended = await api<any>('POST', '/staff/activities/end', { id: activity.id }, operator.headers)
  expect(ended.body?.data?.status).toBe(3)
})
