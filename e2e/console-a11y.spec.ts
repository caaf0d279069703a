/**
 * axe on every console screen (issue 31; /doctors with its doctor drawer and studios tab, issue 33): signed in as a hospital admin (desktop 1440 and phone 375), a
 * customer-service agent and a finance member (desktop), every entry of the side menu is opened and axe-core
 * finds no serious or critical WCAG 2.x A/AA violation — the 待办 tiles with their counts, the after-sale drawer and its refusal form,
 * the invite dialog (with its 关联医生 select) and the audit filters in use; at 375 px no screen scrolls sideways. Runs with the CSP
 * bypassed (axe-core goes in as an inline script); e2e/console-login.spec.ts checks the CSP itself.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiLogin } from './helpers'
import { DESKTOP, PHONE, axeViolations, devStaff, loaded, paidOrder, staffContext } from './console-helpers'

/** the hrefs of the side menu (the drawer's on a phone) */
async function menuPaths(page: Page, phone: boolean): Promise<string[]> {
  if (phone) await page.getByRole('button', { name: '打开菜单' }).click()
  const links = page.getByRole('navigation', { name: '主菜单' }).getByRole('link')
  await expect(links.first()).toBeVisible()
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
  if (phone) await page.keyboard.press('Escape')
  return hrefs
}

/** opens each menu entry, waits for its heading and data, and collects axe's findings per screen */
async function visitAll(page: Page, base: string, size: { width: number }, extra: (path: string) => Promise<string[]>) {
  await page.goto(`${base}/console/`)
  // the first screen of a fresh server on a busy machine: the console's chunks are read for the first time
  await expect(page.getByRole('heading', { level: 1, name: '待办' })).toBeVisible({ timeout: 30_000 })
  const paths = await menuPaths(page, size.width < 768)
  expect(paths.length).toBeGreaterThan(1)
  const found: string[] = []
  for (const href of paths) {
    await page.goto(`${base}${href}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 })
    await loaded(page)
    if (href === '/console/') {
      // 待办: every queue tile with its count in (GET /staff/queues/counts) before axe looks
      const counts = page.getByRole('list', { name: '待办队列' }).locator('.queue-count')
      await expect(counts.first()).toBeVisible()
      for (let i = 0; i < (await counts.count()); i++) await expect(counts.nth(i)).toHaveText(/^\d+$/)
    }
    found.push(...(await axeViolations(page)).map((v) => `${href}: ${v}`))
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    if (width > size.width) found.push(`${href}: scrolls sideways (${width} px in ${size.width})`)
    found.push(...(await extra(href)).map((v) => `${href}: ${v}`))
  }
  return { paths, found }
}

test.use({ bypassCSP: true })

// one test per size, so the two sizes run side by side (two workers): seventeen screens with several drawers each
for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)
  test(`axe: every console screen of a hospital admin (${size}), with the invite dialog, the article editor and the audit filters`, async ({
    browser,
    base,
    api,
    clientIp,
  }) => {
    // seventeen screens, several with a drawer or a form opened: over the default three minutes on a busy machine
    test.setTimeout(480_000)
    const admin = await devStaff(api, 'hospital-admin', 6)
    {
      const { context, page, errors } = await staffContext(browser, clientIp, { session: admin, base, viewport, bypassCSP: true })
      const { paths, found } = await visitAll(page, base, viewport, async (href) => {
        if (href === '/console/staff') {
          await page.getByRole('button', { name: '邀请员工' }).click()
          await expect(page.getByRole('dialog', { name: '邀请员工' })).toBeVisible()
          await page.getByRole('dialog', { name: '邀请员工' }).getByRole('button', { name: '邀请', exact: true }).click()
          await expect(page.getByText('请输入姓名')).toBeVisible()
          // the role 医生 shows the searchable 关联医生 select (the hospital's doctors)
          await page.getByRole('dialog', { name: '邀请员工' }).getByLabel('角色').click()
          await page.locator('.ant-select-item-option', { hasText: /^医生$/ }).click()
          await expect(page.getByRole('dialog', { name: '邀请员工' }).getByLabel('关联医生')).toBeVisible()
          const v = await axeViolations(page)
          await page.keyboard.press('Escape')
          await expect(page.getByRole('dialog', { name: '邀请员工' })).toHaveCount(0)
          return v
        }
        if (href === '/console/goods') {
          // the goods drawer with its sku rows
          await page.getByRole('button', { name: '新建商品' }).click()
          await expect(page.getByRole('dialog', { name: '新建商品' })).toBeVisible()
          const v = await axeViolations(page)
          await page.keyboard.press('Escape')
          await expect(page.getByRole('dialog', { name: '新建商品' })).toHaveCount(0)
          return v
        }
        if (href === '/console/coupons') {
          // 支付有礼: the pay-success page's drawer (banner, page, tip, goods, gift coupons)
          await page.getByRole('button', { name: '支付有礼' }).click()
          await expect(page.getByRole('dialog', { name: '支付有礼' }).getByLabel('提示语', { exact: true })).toBeVisible({
            timeout: 15_000,
          })
          const v = await axeViolations(page)
          await page.keyboard.press('Escape')
          await expect(page.getByRole('dialog', { name: '支付有礼' })).toHaveCount(0)
          return v
        }
        if (href === '/console/pages') {
          // 页面设置: the page's title, colour, grey flag and its ads
          await page.getByRole('button', { name: /^页面设置/ }).click()
          await expect(page.getByRole('dialog', { name: '页面设置' }).getByLabel('页面标题')).toBeVisible({ timeout: 15_000 })
          const v = await axeViolations(page)
          await page.keyboard.press('Escape')
          await expect(page.getByRole('dialog', { name: '页面设置' })).toHaveCount(0)
          return v
        }
        if (href === '/console/doctors') {
          // the doctor drawer (photo, specialities, famous, consultation), then the studios tab
          await page.getByRole('button', { name: '新建医生' }).click()
          await expect(page.getByRole('dialog', { name: '新建医生' })).toBeVisible()
          const v = await axeViolations(page)
          await page.keyboard.press('Escape')
          await expect(page.getByRole('dialog', { name: '新建医生' })).toHaveCount(0)
          await page.getByRole('tab', { name: '工作室' }).click()
          await expect(page.locator('.ant-table-row:visible').first()).toBeVisible()
          return [...v, ...(await axeViolations(page))]
        }
        if (href === '/console/content') {
          // the article drawer with the rich-text editor (its own chunk, loaded as the drawer opens)
          await page.getByRole('button', { name: '新建文章' }).click()
          await expect(page.getByRole('dialog', { name: '新建文章' }).locator('.rich-editor__body')).toBeVisible({ timeout: 30_000 })
          const v = await axeViolations(page)
          await page.keyboard.press('Escape')
          await expect(page.getByRole('dialog', { name: '新建文章' })).toHaveCount(0)
          return v
        }
        if (href === '/console/packages' || href === '/console/surveys') {
          // the package drawer (items by department, add-ons) and the questionnaire drawer (questions, bands)
          const title = href === '/console/packages' ? '新建体检套餐' : '新建问卷'
          await page.getByRole('button', { name: href === '/console/packages' ? '新建套餐' : '新建问卷' }).click()
          await expect(page.getByRole('dialog', { name: title })).toBeVisible()
          const v = await axeViolations(page)
          await page.keyboard.press('Escape')
          await expect(page.getByRole('dialog', { name: title })).toHaveCount(0)
          return v
        }
        if (href === '/console/legal') {
          // the legal text's editor with its published versions (nothing saved)
          await page.getByRole('button', { name: '编辑隐私政策' }).click()
          await expect(page.locator('#legal-content')).toBeVisible()
          return axeViolations(page)
        }
        if (href === '/console/audit') {
          await page.getByLabel('操作', { exact: true }).fill('staff.invite')
          await page.getByRole('button', { name: '查询' }).click()
          await loaded(page)
          return axeViolations(page)
        }
        return []
      })
      expect(paths).toEqual([
        '/console/',
        '/console/after-sales',
        '/console/invoices',
        '/console/orders',
        '/console/chat',
        '/console/goods',
        '/console/coupons',
        '/console/pages',
        '/console/activities',
        '/console/packages',
        '/console/content',
        '/console/doctors',
        '/console/surveys',
        '/console/legal',
        '/console/figures',
        '/console/staff',
        '/console/audit',
      ])
      expect(found).toEqual([])
      expect(errors).toEqual([])
      await context.close()
    }
  })

test('axe: every console screen of a customer-service agent and of a finance member, with the after-sale drawer and the refusal form', async ({
  browser,
  base,
  api,
  clientIp,
  newPhone,
}) => {
  // one pending after-sale of hospital 6 to open
  const user = await apiLogin({ api }, newPhone())
  const { orderId } = await paidOrder(api, user.token)
  const applied = await api<any>(
    'POST',
    '/order-center/afterSale/applyAfterSale',
    { orderId, afterSaleType: 1, reasonId: 2, refundAmount: 10 },
    { hospitalId: '6', token: user.token },
  )
  expect(applied.status).toBe(200)
  for (const role of ['cs-agent', 'finance']) {
    const staff = await devStaff(api, role, 6)
    const { context, page, errors } = await staffContext(browser, clientIp, { session: staff, base, bypassCSP: true })
    const { found } = await visitAll(page, base, DESKTOP, async (href) => {
      if (href !== '/console/after-sales') return []
      await page
        .getByRole('button', { name: /^处理 / })
        .first()
        .click()
      const drawer = page.getByRole('dialog')
      await expect(drawer.getByText('售后单号')).toBeVisible()
      const v = await axeViolations(page)
      if (role === 'cs-agent') {
        await drawer.getByRole('button', { name: '拒绝', exact: true }).click()
        await drawer.getByRole('button', { name: '确认拒绝' }).click()
        await expect(drawer.getByText('请填写原因')).toBeVisible()
        v.push(...(await axeViolations(page)))
      }
      await page.keyboard.press('Escape')
      return v
    })
    expect(found).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  }
})
