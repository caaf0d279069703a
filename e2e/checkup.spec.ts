/**
 * Check-up journey (issue 12), a new user on H5: the check-up home → packages by crowd (男士体检) → the
 * package detail (1 + X) → 立即预约 into the exam checkout → the exam person (added with consent) → an
 * add-on → date and slot on the appointment pool → paid at the sandbox cashier → 我的 (check-up tab) shows
 * the booking → reschedule → cancel frees the place. Seed: server/seed/checkup (package 6701 男士全面体检套餐).
 */
import type { Ctx } from './helpers'
import { apiLogin, putUserInStorage, settled, stable, waitForPage } from './helpers'
import { test } from './fixtures'

const H = { hospitalId: '6' }
const PACKAGE = 6701

async function ok(p: Promise<{ status: number; body: any }>, what: string) {
  const r = await p
  if (r.body?.code !== 200) throw new Error(`${what}: ${JSON.stringify(r.body).slice(0, 300)}`)
  return r.body.data
}

async function ready(ctx: Ctx, route: string) {
  await ctx.page.waitForSelector(`.app-page[data-route="${route}"][data-state="ready"]`, { timeout: 15_000 })
}

/** places left in one slot of the package's pool */
async function remain(ctx: Ctx, date: string, time: string): Promise<number> {
  const days = await ok(ctx.api('GET', `/intserv/pe/queryAppointPool?packageId=${PACKAGE}`, undefined, H), 'queryAppointPool')
  const slot = days.find((d: any) => d.appointedDate === date)?.poolList.find((s: any) => s.appointedTime === time)
  if (!slot) throw new Error(`no slot ${date} ${time}`)
  return slot.remain
}

test('check-up: home → package by crowd → detail → person, add-on, date and slot → paid → mine → reschedule → cancel', async ({ ctx }) => {
  const { page, shot } = ctx
  const phone = ctx.newPhone()
  const user = await apiLogin(ctx, phone)
  const T = { ...H, token: user.token }
  // the exam person with the consent for the ID number (SPEC §5 identity rules: a man born 1949)
  await ok(
    ctx.api('POST', '/intserv/pe/addPePerson', { name: '李华', idNumber: '110105194912310134', phone, maritalStatus: 1, consent: true }, T),
    'exam person',
  )
  await page.goto(`${ctx.app}/home?hospitalId=6`)
  await settled(page)
  await putUserInStorage(page, user)

  // home → crowd → list
  await page.goto(`${ctx.app}/checkup/home/index?hospitalId=6`)
  await ready(ctx, '/checkup/home/index')
  await page.waitForSelector('.ck-grid__item[data-crowd="men"]')
  await stable(page)
  await shot('checkup-home')
  await page.click('.ck-grid__item[data-crowd="men"]')
  await ready(ctx, '/checkup/packageList')
  await page.waitForSelector(`.app-page[data-route="/checkup/packageList"] .ck-card[data-package-id="${PACKAGE}"]`)
  await stable(page)
  await shot('checkup-package-list-men')
  // detail
  await page.click(`.app-page[data-route="/checkup/packageList"] .ck-card[data-package-id="${PACKAGE}"]`)
  await ready(ctx, '/checkup/packageDetail')
  await page.waitForSelector('.app-page[data-route="/checkup/packageDetail"] .ck-group__dept:has-text("检验科")')
  await stable(page)
  await shot('checkup-package-detail')
  // book: the exam checkout
  await page.click('.app-page[data-route="/checkup/packageDetail"] .ck-footer__btn:not(.ck-footer__btn--ghost)')
  await page.waitForSelector('.app-page[data-route="/serPackageOrderDetail"][data-state="ready"] .confirm__units', { timeout: 15_000 })
  await page.click('.confirm__units')
  await page.waitForSelector('.step-popup .step-popup__next', { state: 'visible' })
  await page.click('.unit-editor__person')
  await page.waitForSelector('.person-popup .person-item', { state: 'visible' })
  await page.click('.person-item:has-text("李华")')
  await waitForPage(
    page,
    () => (document.querySelector('.rule-form__row[data-field="14"] input') as HTMLInputElement | null)?.value?.length === 18,
    undefined,
    { timeout: 10_000 },
  )
  await page.click('.book-service__date')
  await page.waitForSelector('.calendar-sheet .calendar-sheet__day--open', { state: 'visible' })
  await stable(page)
  await shot('checkup-calendar')
  await page.click('.calendar-sheet__day--open >> nth=0')
  await page.click('.calendar-sheet__done')
  await page.waitForSelector('.time-slot:not(.time-slot--off)', { state: 'visible' })
  await page.click('.time-slot:not(.time-slot--off) >> nth=0')
  await page.click('.unit-editor__add >> nth=0')
  await stable(page)
  await shot('checkup-step-filled')
  await page.click('.step-popup__next')
  await page.waitForSelector('.confirm__units-value:has-text("已填写1/1位")', { timeout: 10_000 })
  await page.click('.pay-channel[data-channel="5"]')
  await page.click('.confirm__submit')
  await page.waitForURL(/\/pay-center\/sandbox\/cashier/, { timeout: 15_000 })
  await page.waitForSelector('button:has-text("支付成功")')
  await shot('checkup-cashier')
  await page.click('button:has-text("支付成功")')
  await page.waitForURL(/\/hospital\/pay-success/, { timeout: 20_000 })

  // mine shows the booking
  await page.goto(`${ctx.app}/checkup/home/mine?hospitalId=6`)
  await ready(ctx, '/checkup/home/mine')
  await page.waitForSelector('.ck-booking:has-text("男士全面体检套餐"):has-text("预约时间")', { timeout: 15_000 })
  await stable(page)
  await shot('checkup-mine')
  const orders = await ok(ctx.api('GET', '/order-center/orderCenter/myOrders?pageNum=1&pageSize=10', undefined, T), 'myOrders')
  const orderId = orders.list[0].id
  const [ap] = await ok(ctx.api('POST', '/order-center/orderCenter/queryOrderAppoint', { orderId }, T), 'queryOrderAppoint')

  // reschedule on the order
  await page.click(`.ck-booking[data-order-id="${orderId}"] .nut-button:has-text("改期")`)
  await ready(ctx, '/orderDetail')
  await page.waitForSelector('.od__reschedule')
  await page.click('.od__reschedule')
  await page.waitForSelector('.appoint-picker__date', { state: 'visible' })
  await page.click('.appoint-picker__date >> nth=1')
  await page.click('.appoint-picker__time:not(.ox-chip--off) >> nth=0')
  await page.click('.appoint-picker__ok')
  await waitForPage(page, (d) => !(document.querySelector('.od__appoint')?.textContent ?? '').includes(d as string), ap.appointedDate, {
    timeout: 10_000,
  })
  const [moved] = await ok(ctx.api('POST', '/order-center/orderCenter/queryOrderAppoint', { orderId }, T), 'queryOrderAppoint')
  if (moved.rescheduleCount !== 1) throw new Error(`reschedule count ${moved.rescheduleCount}`)
  await stable(page)
  await shot('checkup-rescheduled')

  // cancel frees the place
  const before = await remain(ctx, moved.appointedDate, moved.appointedTime)
  await page.click('.od__appoint .nut-button:has-text("取消预约")')
  await page.click('.taro__modal .taro-model__confirm') // the dialog's text (确定取消该预约？) also contains 确定
  await waitForPage(page, () => (document.querySelector('.od__appoint')?.textContent ?? '').includes('未预约'), undefined, {
    timeout: 10_000,
  })
  const after = await remain(ctx, moved.appointedDate, moved.appointedTime)
  if (after !== before + 1) throw new Error(`places left ${before} -> ${after}`)
  await stable(page)
  await shot('checkup-cancelled')
})
