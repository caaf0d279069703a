/**
 * Group check-ups and exam cards (issue 12), on H5 against the real server:
 * - an employee of a seeded company (server/seed/checkup2) verifies against the roster on /medical, picks
 *   the package the company allows, a date within the batch window and a slot, and books — no order, no
 *   payment; the booking is in 我的体检 (queryPeAppointedInfo) with no order behind it;
 * - another employee of the company-paid batch adds a paid add-on: the package is still free, the add-on is
 *   paid at the sandbox cashier (the normal checkout), and 我的体检 shows the booking with 加项已支付;
 * - an exam card is queried without login (state 未使用), then a logged-in user books one of their persons
 *   with it (state 已预约), again without any order.
 */
import type { Ctx } from './helpers'
import { apiLogin, putUserInStorage, settled, stable } from './helpers'
import { test } from './fixtures'
import { SEED_CARDS, SEED_COMPANIES, employeeIdentity } from '../server/seed/checkup2'

const H = { hospitalId: '6' }

async function ok(p: Promise<{ status: number; body: any }>, what: string) {
  const r = await p
  if (r.body?.code !== 200) throw new Error(`${what}: ${JSON.stringify(r.body).slice(0, 300)}`)
  return r.body.data
}
async function ready(ctx: Ctx, route: string) {
  await ctx.page.waitForSelector(`.app-page[data-route="${route}"][data-state="ready"]`, { timeout: 15_000 })
}
/** the first open date, then its first open slot, of the slot picker on the page */
async function pickSlot(ctx: Ctx, route: string) {
  const scope = `.app-page[data-route="${route}"] .ck-slots`
  await ctx.page.waitForSelector(`${scope} [data-date]:not(.ck-chip--off)`)
  await ctx.page.click(`${scope} [data-date]:not(.ck-chip--off) >> nth=1`)
  await ctx.page.waitForSelector(`${scope} [data-time]:not(.ck-chip--off)`)
  await ctx.page.click(`${scope} [data-time]:not(.ck-chip--off) >> nth=0`)
}

test('group check-up: the employee verifies against the roster and books without paying', async ({ ctx }) => {
  const { page, shot } = ctx
  const user = await apiLogin(ctx, ctx.newPhone())
  const T = { ...H, token: user.token }
  await page.goto(`${ctx.app}/home?hospitalId=6`)
  await settled(page)
  await putUserInStorage(page, user)
  const route = '/medical'
  await page.goto(`${ctx.app}${route}?hospitalId=6`)
  await ready(ctx, route)
  await page.waitForSelector(`.app-page[data-route="${route}"] .ck-batch`)
  const company = SEED_COMPANIES[0]
  const me = employeeIdentity(company.roster[5]) // 杨丽
  await page.click(`.ck-batch[data-batch="${company.batch.id}"]`)
  await page.fill(`.app-page[data-route="${route}"] input[name="name"]`, me.name)
  await page.fill(`.app-page[data-route="${route}"] input[name="idNumber"]`, me.idNumber)
  await page.fill(`.app-page[data-route="${route}"] input[name="phone"]`, me.phone)
  await page.click(`.app-page[data-route="${route}"] [data-consent]`)
  await stable(page)
  await shot('checkup-group-verify')
  await page.click(`.app-page[data-route="${route}"] .ck-form__btn`)
  await page.waitForSelector(`.app-page[data-route="${route}"] [data-entry]`, { timeout: 15_000 })
  // the masked identity only
  const text = (await page.textContent(`.app-page[data-route="${route}"] [data-entry]`)) ?? ''
  if (text.includes(me.idNumber) || text.includes(me.phone)) throw new Error('identity shown unmasked')
  await pickSlot(ctx, route)
  await stable(page)
  await shot('checkup-group-packages')
  await page.click(`.app-page[data-route="${route}"] .ck-footer__btn`)
  await page.waitForSelector(`.app-page[data-route="${route}"] [data-booked]`, { timeout: 15_000 })
  await stable(page)
  await shot('checkup-group-booked')
  const mine = await ok(ctx.api('POST', '/intserv/pe/queryPeAppointedInfo', {}, T), 'appointments')
  if (mine.length !== 1 || mine[0].orderId !== null || mine[0].totalPrice !== 0) throw new Error(`bookings: ${JSON.stringify(mine)}`)
  const orders = await ok(ctx.api('GET', '/order-center/orderCenter/myOrders?pageNum=1&pageSize=10', undefined, T), 'orders')
  if ((orders.list ?? orders).length !== 0) throw new Error('an order was made for a company-paid check-up')
})

test('group check-up with an add-on: the package is paid by the company, the add-on is paid at the sandbox cashier', async ({ ctx }) => {
  const { page, shot } = ctx
  const user = await apiLogin(ctx, ctx.newPhone())
  const T = { ...H, token: user.token }
  await page.goto(`${ctx.app}/home?hospitalId=6`)
  await settled(page)
  await putUserInStorage(page, user)
  const route = '/medical'
  const scope = `.app-page[data-route="${route}"]`
  await page.goto(`${ctx.app}${route}?hospitalId=6`)
  await ready(ctx, route)
  await page.waitForSelector(`${scope} .ck-batch`)
  const company = SEED_COMPANIES[0]
  const me = employeeIdentity(company.roster[2]) // 张伟
  await page.click(`.ck-batch[data-batch="${company.batch.id}"]`)
  await page.fill(`${scope} input[name="name"]`, me.name)
  await page.fill(`${scope} input[name="idNumber"]`, me.idNumber)
  await page.fill(`${scope} input[name="phone"]`, me.phone)
  await page.click(`${scope} [data-consent]`)
  await page.click(`${scope} .ck-form__btn`)
  await page.waitForSelector(`${scope} [data-entry]`, { timeout: 15_000 })
  // the package's own add-ons, those that do not fit the employee greyed out; pick one that fits
  await page.waitForSelector(`${scope} [data-add-item]`, { timeout: 15_000 })
  const addOn = page.locator(`${scope} [data-add-item]:not(.ck-addon__item--off)`).first()
  const addOnName = ((await addOn.locator('.ck-item__name').textContent()) ?? '').trim()
  await addOn.click()
  await page.waitForSelector(`${scope} .ck-group__book:has-text("预约并支付")`)
  await pickSlot(ctx, route)
  await stable(page)
  await shot('checkup4-group-addon')
  await page.click(`${scope} .ck-group__book`)
  // the add-on's order at the sandbox cashier
  await page.waitForURL(/\/pay-center\/sandbox\/cashier/, { timeout: 15_000 })
  await page.waitForSelector('button:has-text("支付成功")')
  await page.click('button:has-text("支付成功")')
  await page.waitForURL(/\/hospital\/pay-success/, { timeout: 20_000 })
  // 我的体检: the group booking with its add-on paid
  await page.goto(`${ctx.app}/checkup/home/mine?hospitalId=6`)
  await ready(ctx, '/checkup/home/mine')
  const card = `.ck-booking:has-text("单位体检"):has(.ck-booking__addons:has-text("${addOnName}"))`
  await page.waitForSelector(`${card} .ck-booking__pay--paid:has-text("加项已支付")`, { timeout: 15_000 })
  await stable(page)
  await shot('checkup4-mine-addon-paid')
  const mine = await ok(ctx.api('GET', '/intserv/pe/mine', undefined, T), 'mine')
  const b = mine.bookings[0]
  if (b.source !== 'group' || b.addOnPay !== 'paid' || b.addOns[0] !== addOnName) throw new Error(`booking: ${JSON.stringify(b)}`)
})

test('exam card: queried without login, then booked by a logged-in user without paying', async ({ ctx }) => {
  const { page, shot } = ctx
  const [, cardNo, password] = SEED_CARDS[4]
  const route = '/cardQuery'
  await page.goto(`${ctx.app}${route}?hospitalId=6`)
  await ready(ctx, route)
  await page.fill(`.app-page[data-route="${route}"] input[name="cardNo"]`, cardNo)
  await page.fill(`.app-page[data-route="${route}"] input[name="password"]`, password)
  await page.click(`.app-page[data-route="${route}"] .ck-form__btn`)
  await page.waitForSelector(`.app-page[data-route="${route}"] [data-card-state="unused"]`, { timeout: 15_000 })
  await stable(page)
  await shot('checkup-card-unused')
  // log in with an exam person, then book with the card
  const phone = ctx.newPhone()
  const user = await apiLogin(ctx, phone)
  const T = { ...H, token: user.token }
  await ok(
    ctx.api('POST', '/intserv/pe/addPePerson', { name: '李华', idNumber: '110105199003070033', phone, maritalStatus: 1, consent: true }, T),
    'exam person',
  )
  await putUserInStorage(page, user)
  await page.goto(`${ctx.app}${route}?hospitalId=6`)
  await ready(ctx, route)
  await page.fill(`.app-page[data-route="${route}"] input[name="cardNo"]`, cardNo)
  await page.fill(`.app-page[data-route="${route}"] input[name="password"]`, password)
  await page.click(`.app-page[data-route="${route}"] .ck-form__btn`)
  await page.waitForSelector(`.app-page[data-route="${route}"] [data-card-state="unused"]`)
  await page.click(`.app-page[data-route="${route}"] [data-person]:has-text("李华")`)
  await pickSlot(ctx, route)
  await stable(page)
  await shot('checkup-card-book')
  await page.click(`.app-page[data-route="${route}"] .ck-footer__btn`)
  await page.waitForSelector(`.app-page[data-route="${route}"] [data-card-state="booked"] [data-booked]`, { timeout: 15_000 })
  await stable(page)
  await shot('checkup-card-booked')
  const mine = await ok(ctx.api('POST', '/intserv/pe/queryPeAppointedInfo', {}, T), 'appointments')
  if (mine.length !== 1 || mine[0].orderId !== null) throw new Error(`bookings: ${JSON.stringify(mine)}`)
})

test('add-ons and the exam person form: who each add-on fits, the total, consent before the form is stored', async ({ ctx }) => {
  const { page, shot } = ctx
  const phone = ctx.newPhone()
  const user = await apiLogin(ctx, phone)
  const T = { ...H, token: user.token }
  // a man of 26 (born 2000): the 40+ add-ons do not fit him
  const young = await ok(
    ctx.api(
      'POST',
      '/intserv/pe/addPePerson',
      { name: '王小明', idNumber: '110105200001010016', phone, maritalStatus: 2, consent: true },
      T,
    ),
    'exam person',
  )
  await page.goto(`${ctx.app}/home?hospitalId=6`)
  await settled(page)
  await putUserInStorage(page, user)
  const route = '/checkup/ballCheck'
  await page.goto(`${ctx.app}${route}?packageId=6701&hospitalId=6`)
  await ready(ctx, route)
  await page.waitForSelector(`.app-page[data-route="${route}"] [data-add-on]`)
  await page.click(`.app-page[data-route="${route}"] [data-person="${young.id}"]`)
  await page.waitForSelector(`.app-page[data-route="${route}"] .ck-addon__item--off:has-text("适用于40岁及以上")`)
  await page.click(`.app-page[data-route="${route}"] [data-add-on]:has-text("幽门螺杆菌呼气试验")`)
  await page.click(`.app-page[data-route="${route}"] [data-add-on]:has-text("甲状腺彩超")`)
  // an add-on that does not fit cannot be chosen (骨密度 from 40; 6701 has 胸部低剂量CT itself, not as an add-on)
  await page.click(`.app-page[data-route="${route}"] [data-add-on]:has-text("骨密度")`)
  await page.waitForSelector(`.app-page[data-route="${route}"] [data-addons="220.00"]`)
  await stable(page)
  await shot('checkup-ballcheck')
  // the person's form: the answers are kept only after the consent
  const form = '/checkup/medical-user-info'
  await page.goto(`${ctx.app}${form}?packageId=6701&personId=${young.id}&hospitalId=6`)
  await ready(ctx, form)
  await page.waitForSelector(`.app-page[data-route="${form}"] [data-identity]`)
  const identity = (await page.textContent(`.app-page[data-route="${form}"] [data-identity]`)) ?? ''
  if (identity.includes('110105200001010016')) throw new Error('ID number shown unmasked')
  await page.fill(`.app-page[data-route="${form}"] .rule-form__row[data-field="18"] input`, '青霉素过敏')
  await page.click(`.app-page[data-route="${form}"] .ck-footer__btn`)
  await page.waitForSelector(`.app-page[data-route="${form}"] .ck-person__error:has-text("健康信息授权")`)
  await stable(page)
  await shot('checkup-person-form')
  await page.click(`.app-page[data-route="${form}"] [data-consent]`)
  await page.click(`.app-page[data-route="${form}"] .ck-footer__btn`)
  await ready(ctx, route)
  const saved = await ok(ctx.api('GET', `/intserv/pe/personForm?packageId=6701&personId=${young.id}`, undefined, T), 'person form')
  if (!saved.consent || !saved.fields.some((f: any) => f.value === '青霉素过敏'))
    throw new Error(`form not saved: ${JSON.stringify(saved)}`)
})
