/**
 * My check-up and the pre-exam notice (issue 12), on H5 against the real server:
 * - an employee of a seeded company (server/seed/checkup2) booked through the group check-up finds the
 *   booking on /checkup/mine, opens the check-in QR code, reschedules it in the slot sheet (改期(1/3)),
 *   then cancels it: 已取消, and the place is back in the pool;
 * - /checkupNotice of the booked package says first whether to come fasting, then what to bring.
 */
import type { Ctx } from './helpers'
import { apiLogin, putUserInStorage, settled, stable } from './helpers'
import { test } from './fixtures'
import { SEED_COMPANIES, employeeIdentity } from '../server/seed/checkup2'

const H = { hospitalId: '6' }

async function ok(p: Promise<{ status: number; body: any }>, what: string) {
  const r = await p
  if (r.body?.code !== 200) throw new Error(`${what}: ${JSON.stringify(r.body).slice(0, 300)}`)
  return r.body.data
}
async function ready(ctx: Ctx, route: string) {
  await ctx.page.waitForSelector(`.app-page[data-route="${route}"][data-state="ready"]`, { timeout: 15_000 })
}
const remain = (pool: any[], date: string, time: string): number =>
  pool.find((d) => d.appointedDate === date).poolList.find((s: any) => s.appointedTime === time).remain

test('my check-up: the booking with its check-in code, rescheduled once, then cancelled (the place is back); the pre-exam notice', async ({
  ctx,
}) => {
  const { page, shot } = ctx
  const user = await apiLogin(ctx, ctx.newPhone())
  const T = { ...H, token: user.token }
  // booked through the group check-up (its own journey is e2e/checkup-group.spec.ts)
  const company = SEED_COMPANIES[0]
  const entry = await ok(
    ctx.api(
      'POST',
      '/intserv/pe/group/checkIdentity',
      { batchId: company.batch.id, ...employeeIdentity(company.roster[1]), consent: true },
      T,
    ),
    'verify',
  )
  const pkg = entry.packages.find((p: any) => p.eligible)
  const pool = await ok(ctx.api('GET', `/intserv/pe/queryAppointPool?packageId=${pkg.packageId}`, undefined, H), 'pool')
  const day = pool[2]
  const slot = day.poolList.find((s: any) => s.appointFlag === 0)
  const booked = await ok(
    ctx.api(
      'POST',
      '/intserv/pe/group/book',
      { rosterId: entry.rosterId, packageId: pkg.packageId, appointedDate: day.appointedDate, appointedTime: slot.appointedTime },
      T,
    ),
    'book',
  )
  const appointmentId = booked.booking.appointmentId

  await page.goto(`${ctx.app}/home?hospitalId=6`)
  await settled(page)
  await putUserInStorage(page, user)
  const route = '/checkup/mine'
  const scope = `.app-page[data-route="${route}"]`
  await page.goto(`${ctx.app}${route}?hospitalId=6`)
  await ready(ctx, route)
  const card = `${scope} .ck-booking[data-appointment-id="${appointmentId}"]`
  await page.waitForSelector(`${card} .ck-booking__when:has-text("${day.appointedDate} ${slot.appointedTime}")`, { timeout: 15_000 })
  await page.waitForSelector(`${card}:has-text("单位体检")`)
  await stable(page)
  await shot('checkup3-mine')

  // the check-in code
  await page.click(`${card} .ck-booking__checkin`)
  await page.waitForSelector('.ck-checkin__qr img[src^="data:image/png"], .ck-checkin__qr[src^="data:image/png"]', { timeout: 15_000 })
  const code = ((await page.textContent('.ck-checkin__code')) ?? '').replace(/\s/g, '')
  if (!/^\d{12}$/.test(code)) throw new Error(`check-in code: ${code}`)
  await stable(page)
  await shot('checkup3-checkin')
  await page.click('.ck-checkin .nut-popup-close-icon, .ck-checkin .nut-popup-title-right')
  await page.waitForSelector('.ck-checkin__code', { state: 'hidden' })

  // reschedule in the sheet: another date, its first open slot
  await page.click(`${card} .ck-booking__move`)
  const sheet = '.ck-move .ck-slots'
  await page.waitForSelector(`${sheet} [data-date="${pool[3].appointedDate}"]`, { timeout: 15_000 })
  await page.click(`${sheet} [data-date="${pool[3].appointedDate}"]`)
  await page.waitForSelector(`${sheet} [data-time]:not(.ck-chip--off)`)
  await page.click(`${sheet} [data-time]:not(.ck-chip--off) >> nth=0`)
  const newTime = ((await page.getAttribute(`${sheet} [data-time].ck-chip--on`, 'data-time')) ?? '').trim()
  await stable(page)
  await shot('checkup3-reschedule')
  await page.click('.ck-move__ok')
  await page.waitForSelector(`${card} .ck-booking__when:has-text("${pool[3].appointedDate} ${newTime}")`, { timeout: 15_000 })
  await page.waitForSelector(`${card} .ck-booking__move:has-text("(1/3)")`)
  const after = await ok(ctx.api('GET', '/intserv/pe/mine', undefined, T), 'mine')
  if (after.bookings[0].rescheduleCount !== 1 || after.bookings[0].appointedDate !== pool[3].appointedDate)
    throw new Error(`rescheduled: ${JSON.stringify(after.bookings[0])}`)
  const before = await ok(ctx.api('GET', `/intserv/pe/queryAppointPool?packageId=${pkg.packageId}`, undefined, H), 'pool')

  // cancel: confirmed in the dialog, the booking shows 已取消 and the place is back
  await page.click(`${card} .ck-booking__cancel`)
  await page.click('.taro__modal .taro-model__confirm')
  await page.waitForSelector(`${card} .ck-booking__state:has-text("已取消")`, { timeout: 15_000 })
  await stable(page)
  await shot('checkup3-cancelled')
  const freed = await ok(ctx.api('GET', `/intserv/pe/queryAppointPool?packageId=${pkg.packageId}`, undefined, H), 'pool')
  if (remain(freed, pool[3].appointedDate, newTime) !== remain(before, pool[3].appointedDate, newTime) + 1)
    throw new Error('the cancelled place was not given back')

  // the pre-exam notice of the package
  const notice = await ok(ctx.api('GET', `/intserv/pe/checkupNotice?packageId=${pkg.packageId}`, undefined, H), 'notice')
  await page.click(`${card} .ck-booking__notice`)
  await ready(ctx, '/checkupNotice')
  const n = '.app-page[data-route="/checkupNotice"]'
  await page.waitForSelector(`${n} .ck-fasting__flag:has-text("${notice.fasting ? '需要空腹' : '无需空腹'}")`, { timeout: 15_000 })
  await page.waitForSelector(`${n} [data-section="bring"]:has-text("身份证")`)
  await stable(page)
  await shot('checkup3-notice')
})
