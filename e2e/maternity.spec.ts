/**
 * Maternity follow-up (issue 13 item 5): a female member with the health consent → /maternal: an LMP in the future
 * is refused on screen with the rule's message → a valid LMP (20⁺⁰ weeks today, business date) shows the week, the
 * due date, the reminder and the next check (第3次, 孕20-24周) → log a weight (inside the WS/T 801-2022 range) → the
 * danger signs lead to /emergencyLine → /maternalList: the seven visits, plan the current one with the NutUI
 * DatePicker (its confirm gives the window's last day), mark it done → the weeks tab marks this week. The demo
 * user's seeded pregnancy (王芳) shows too. Screenshots: test-results/screens/maternity-*.png.
 */
import type { Response } from '@playwright/test'
import type { Ctx } from './helpers'
import { apiLogin, putUserInStorage, settled, stable, waitForPage } from './helpers'
import { test } from './fixtures'

const on = (route: string) => `.app-page[data-route="${route}"][data-state="ready"]`

/** today's business date (China) and a date n days from it, 'YYYY-MM-DD' */
function businessDate(offsetDays = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  )
  const [y, m, d] = today.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + offsetDays)).toISOString().slice(0, 10)
}

async function replyOf(ctx: Ctx, path: string, act: () => Promise<void>): Promise<any> {
  const res = ctx.page.waitForResponse((r: Response) => new URL(r.url()).pathname.endsWith(path))
  await act()
  return (await res).json()
}

test('maternity: start a pregnancy record, week and next check, weight, danger signs, plan and mark a check', async ({ ctx }) => {
  const { page, shot } = ctx
  const user = await apiLogin(ctx, ctx.newPhone())
  const H = { hospitalId: '6', token: user.token }
  const m = await ctx.api(
    'POST',
    '/user-center/createConsultationer',
    { name: '陈静', relation: 'self', sex: 2, birthDate: '1993-06-01', healthConsent: true },
    H,
  )
  if (m.body?.code !== 200) throw new Error(`createConsultationer: ${JSON.stringify(m.body)}`)
  await page.goto(`${ctx.app}/home?hospitalId=6`)
  await settled(page)
  await putUserInStorage(page, user)

  await page.goto(`${ctx.app}/maternal?hospitalId=6`)
  const home = on('/maternal')
  await page.waitForSelector(`${home} .mat-form`)
  // an LMP after today is refused on screen with the rule's message
  await page.fill(`${home} input[name="lastMenstrualPeriod"]`, businessDate(1))
  await page.waitForSelector(`${home} .mat-form__error:has-text("末次月经日期不能晚于今天")`)
  const lmp = businessDate(-140)
  await page.fill(`${home} input[name="lastMenstrualPeriod"]`, lmp)
  await page.waitForSelector(`${home} .mat-form__preview:has-text("今天孕20周")`)
  await page.fill(`${home} input[name="heightCm"]`, '160')
  await page.fill(`${home} input[name="prePregnancyWeightKg"]`, '55')
  await stable(page)
  await shot('maternity-form')
  const created = await replyOf(ctx, '/createPregnantRecord', () => page.click(`${home} .mat-form__save`))
  if (created?.code !== 200) throw new Error(`createPregnantRecord: ${JSON.stringify(created).slice(0, 300)}`)
  const due = created.data.dueDate
  await page.waitForSelector(`${home} .mat-hero__week:has-text("孕20周")`)
  await page.waitForSelector(`${home} .mat-hero__meta:has-text("预产期 ${due}")`)
  await page.waitForSelector(`${home} .mat-hero__due:has-text("距预产期还有 140 天")`)
  await page.waitForSelector(`${home} .mat-reminder:has-text("第3次产检（孕20-24周）进行中")`)
  await page.waitForSelector(`${home} .mat-next:has-text("第3次（孕20-24周）")`)
  await page.waitForSelector(`${home} .mat-next:has-text("胎儿系统超声筛查")`)

  // a weight of today: 3.2 kg gained at 20⁺⁰, inside 1.6–4.9 kg
  await page.fill(`${home} input[name="pregnantWeight"]`, '58.2')
  const w = await replyOf(ctx, '/addPregnantWeight', () => page.click(`${home} .mat-weight__save`))
  if (w?.data?.status !== '正常') throw new Error(`addPregnantWeight: ${JSON.stringify(w).slice(0, 300)}`)
  await page.waitForSelector(`${home} .mat-weight__value:has-text("58.2 kg")`)
  await page.waitForSelector(`${home} .mat-weight__range:has-text("推荐累计增重 1.6–4.9 kg")`)
  await page.waitForSelector(`${home} .mat-flags:has-text("阴道出血") .mat-flags__call:has-text("拨打120")`)
  await stable(page)
  await shot('maternity-home')

  // danger signs lead to the emergency page
  await page.click(`${home} .mat-flags__link`)
  await page.waitForSelector(`${on('/emergencyLine')}`)

  // the schedule: seven visits, the current one planned with the picker and marked done
  await page.goto(`${ctx.app}/maternalList?memberId=${m.body.data.id}&hospitalId=6`)
  const list = on('/maternalList')
  await page.waitForSelector(`${list} .mat-check >> nth=6`)
  const statuses = await page.$$eval(`${list} .mat-check .mat-status`, (els) => els.map((e) => (e.textContent || '').trim()))
  if (statuses.join(',') !== '已错过,已错过,进行中,未开始,未开始,未开始,未开始') throw new Error(`statuses: ${statuses.join(',')}`)
  await page.click(`${list} .mat-check--current .mat-check__plan`)
  await page.waitForSelector('.mat-plan', { state: 'visible' })
  await page.click('.mat-plan .date-field__pick')
  await page.click('.nut-picker-confirm-btn:visible')
  const window3End = businessDate(34) // 24⁺⁶
  await waitForPage(
    page,
    (v: string) => (document.querySelector('.mat-plan input[name="checkDate"]') as HTMLInputElement | null)?.value === v,
    window3End,
  )
  await stable(page)
  await shot('maternity-plan')
  const planned = await replyOf(ctx, '/changeTargetMaternityScheduleCheckDate', () => page.click('.mat-plan__save'))
  if (planned?.data?.plannedDate !== window3End) throw new Error(`plan: ${JSON.stringify(planned).slice(0, 300)}`)
  await page.waitForSelector(`${list} .mat-check--current .mat-check__planned:has-text("已约 ${window3End}")`)
  const done = await replyOf(ctx, '/changeTargetMaternityScheduleCheckDate', () =>
    page.click(`${list} .mat-check--current .mat-check__done`),
  )
  if (done?.data?.status !== 'done') throw new Error(`done: ${JSON.stringify(done).slice(0, 300)}`)
  await page.waitForSelector(`${list} .mat-check--done .mat-status:has-text("已完成") >> nth=0`)
  await stable(page)
  await shot('maternity-schedule')
  await page.click(`${list} .mat-tabs__tab:has-text("孕周变化")`)
  await page.waitForSelector(`${list} .mat-weekrow--current:has-text("孕20周")`)
  await page.locator(`${list} .mat-weekrow--current`).scrollIntoViewIfNeeded()
  await stable(page)
  await shot('maternity-weeks')

  // the demo user's seeded pregnancy
  const demo = await ctx.api(
    'POST',
    '/user-center/passwordLogin',
    { registerName: '13800138000', password: 'demo1234' },
    { hospitalId: '6' },
  )
  await putUserInStorage(page, demo.body.data)
  await page.goto(`${ctx.app}/maternal?hospitalId=6`)
  await page.click(`${home} .mat-chip:has-text("王芳")`)
  await page.waitForSelector(`${home} .mat-hero__week:has-text("孕20周")`)
  await page.waitForSelector(`${home} .mat-weight__value`)
})

test('vaccines: a child with the guardian’s consent, the overdue birth dose recorded with the picker; the demo baby’s due doses', async ({
  ctx,
}) => {
  const { page, shot } = ctx
  const user = await apiLogin(ctx, ctx.newPhone())
  const H = { hospitalId: '6', token: user.token }
  const birth = businessDate(-100)
  const c = await ctx.api(
    'POST',
    '/user-center/createConsultationer',
    { name: '陈小宝', relation: 'child', sex: 2, birthDate: birth, healthConsent: true, guardianConsent: true },
    H,
  )
  if (c.body?.code !== 200) throw new Error(`createConsultationer: ${JSON.stringify(c.body)}`)
  await page.goto(`${ctx.app}/home?hospitalId=6`)
  await settled(page)
  await putUserInStorage(page, user)
  await page.goto(`${ctx.app}/pediatric-services?hospitalId=6`)
  const home = on('/pediatric-services')
  await page.waitForSelector(`${home} .vac-next .vac-dose >> nth=0`)
  const first = await page.textContent(`${home} .vac-next .vac-dose >> nth=0`)
  if (!first?.includes('乙肝疫苗 第1剂') || !first.includes('已逾期')) throw new Error(`next: ${first}`)
  await stable(page)
  await shot('maternity-vaccines-child')
  // record HepB-1: the picker opens on its due date (the birth day) and confirms it
  await page.locator(`${home} .vac-all .vac-dose`, { hasText: '乙肝疫苗 第1剂' }).locator('.vac-dose__record').click()
  await page.waitForSelector('.mat-plan', { state: 'visible' })
  await page.click('.mat-plan .date-field__pick')
  await page.click('.nut-picker-confirm-btn:visible')
  await waitForPage(
    page,
    (v: string) => (document.querySelector('.mat-plan input[name="doseDate"]') as HTMLInputElement | null)?.value === v,
    birth,
  )
  const saved = await replyOf(ctx, '/recordVaccineDose', () => page.click('.mat-plan__save'))
  if (saved?.code !== 200) throw new Error(`recordVaccineDose: ${JSON.stringify(saved).slice(0, 300)}`)
  await page.waitForSelector(`${home} .vac-all .vac-dose--done:has-text("乙肝疫苗 第1剂"):has-text("${birth} 已接种")`)

  // the demo user's baby: 8 months, MMR-1 and JE-L-1 due
  const demo = await ctx.api(
    'POST',
    '/user-center/passwordLogin',
    { registerName: '13800138000', password: 'demo1234' },
    { hospitalId: '6' },
  )
  await putUserInStorage(page, demo.body.data)
  await page.goto(`${ctx.app}/pediatric-services?hospitalId=6`)
  await page.waitForSelector(`${home} .mat-hero__week:has-text("张小宝")`)
  await page.waitForSelector(`${home} .vac-next:has-text("麻腮风疫苗 第1剂"):has-text("待接种")`)
  await stable(page)
  await shot('maternity-vaccines-demo')
})
