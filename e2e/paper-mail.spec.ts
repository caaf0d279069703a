/**
 * /paperToHome (paper case-file mailing, issue 14 item 5): a patient with an address in the book chooses a hospital
 * stay (the sandbox HIS gives two demo stays), 2 copies, pays the postage (¥30.00) at the sandbox cashier, and finds
 * the request under 我的邮寄申请 with its order, which opens the order detail.
 */
import { copyFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Ctx } from './helpers'
import { apiLogin, putUserInStorage, settled, stable } from './helpers'
import { test, SCREENS } from './fixtures'

const H = { hospitalId: '6' }
const SHOTS = '/work/plans/shots/groupbuy'

async function shot(ctx: Ctx, name: string) {
  await ctx.shot(name)
  try {
    mkdirSync(SHOTS, { recursive: true })
    copyFileSync(path.join(SCREENS, `${name}.png`), path.join(SHOTS, `${name}.png`))
  } catch {
    /* outside the team machine */
  }
}

test('paperToHome: choose a stay, copies and an address, pay the postage, follow the order', async ({ ctx }) => {
  const { page } = ctx
  const phone = ctx.newPhone()
  const user = await apiLogin(ctx, phone)
  const r = await ctx.api(
    'POST',
    '/user-center/recevAddress/saveOrUpdate',
    {
      recvName: '陈病案',
      contactNumber: phone,
      recvProvince: '江苏省',
      recvCity: '南京市',
      recvArea: '鼓楼区',
      recvAddress: '广州路300号',
      defaultUse: 0,
    },
    { ...H, token: user.token },
  )
  if (r.body?.code !== 200) throw new Error(`address: ${JSON.stringify(r.body)}`)
  await page.goto(`${ctx.app}/home?hospitalId=6`)
  await settled(page)
  await putUserInStorage(page, user)

  await page.goto(`${ctx.app}/paperToHome?hospitalId=6`)
  const root = '.app-page[data-route="/paperToHome"][data-state="ready"]'
  await page.waitForSelector(`${root} .pm-stay`, { timeout: 20_000 })
  await page.waitForSelector(`${root} .addr-chooser__item--on`, { timeout: 10_000 })
  await stable(page)
  await shot(ctx, 'paper-to-home')
  await page.locator(`${root} .pm-stay`).nth(1).click()
  await page.click(`${root} .sku-stepper__plus`)
  await page.locator('.pm-bar__money', { hasText: '30.00' }).waitFor({ timeout: 10_000 })
  await stable(page)
  await shot(ctx, 'paper-to-home-filled')
  await page.click('.pm-bar__pay')
  await page.waitForURL(/\/pay-center\/sandbox\/cashier/, { timeout: 20_000 })
  await page.waitForSelector('button:has-text("支付成功")')
  await page.click('button:has-text("支付成功")')
  await page.waitForURL(/\/hospital\/pay-success/, { timeout: 20_000 })

  await page.goto(`${ctx.app}/paperToHome?hospitalId=6`)
  await page.waitForSelector(`${root} .pm-mail`, { timeout: 20_000 })
  await stable(page)
  const mail = await page.textContent(`${root} .pm-mail`)
  if (!mail?.includes('普通外科 · 2份') || !mail.includes('待使用/收货') || !mail.includes('30.00')) throw new Error(`request: ${mail}`)
  await shot(ctx, 'paper-to-home-requests')
  await page.click(`${root} .pm-mail`)
  await page.waitForSelector('.app-page[data-route="/orderDetail"][data-state="ready"]', { timeout: 20_000 })
})
