/**
 * Health records (issue 13): add a family member with the separate consent for health data → add blood pressure
 * readings (an impossible value is refused on screen) → the trend chart (a non-empty canvas) and the categories of
 * src/domain/health.ts show → edit one (its category changes) and delete one → /healthRecord shows the latest
 * value with its category. Screenshots: test-results/screens/health-*.png.
 */
import type { Response } from '@playwright/test'
import type { Ctx } from './helpers'
import { apiLogin, putUserInStorage, settled, stable, toastGone, waitForPage } from './helpers'
import { test } from './fixtures'

const on = (route: string) => `.app-page[data-route="${route}"][data-state="ready"]`

async function loginInBrowser(ctx: Ctx): Promise<string> {
  const user = await apiLogin(ctx, ctx.newPhone())
  await ctx.page.goto(`${ctx.app}/home?hospitalId=6`)
  await settled(ctx.page)
  await putUserInStorage(ctx.page, user)
  return user.token
}

async function replyOf(ctx: Ctx, path: string, act: () => Promise<void>): Promise<any> {
  const res = ctx.page.waitForResponse((r: Response) => new URL(r.url()).pathname.endsWith(path))
  await act()
  return (await res).json()
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

/** painted pixels of the chart's canvas (alpha > 0) */
async function paintedPixels(ctx: Ctx, root: string): Promise<number> {
  return ctx.page.evaluate((sel) => {
    const c = document.querySelector(`${sel} .health-trend canvas`) as HTMLCanvasElement | null
    if (!c || !c.width || !c.height) return 0
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data
    let n = 0
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) n++
    return n
  }, root)
}

async function readingTags(ctx: Ctx, root: string): Promise<string[]> {
  return ctx.page.$$eval(`${root} .health-reading .health-tag`, (els) => els.map((e) => (e.textContent || '').trim()))
}

test('health: add a member with consent, record blood pressure, chart and categories, edit and delete', async ({ ctx }) => {
  const { page, shot } = ctx
  const token = await loginInBrowser(ctx)
  await page.goto(`${ctx.app}/healthRecord?hospitalId=6`)
  const home = on('/healthRecord')
  await page.waitForSelector(`${home} .health-home__add`)
  await stable(page)
  await shot('health-record-empty')

  // add a member: the consent is its own box, never pre-ticked
  await page.click(`${home} .health-home__add`)
  await page.waitForSelector('.member-form', { state: 'visible' })
  await page.fill('.member-form input[name="memberName"]', '王芳')
  await page.locator('.member-form .nut-radio', { hasText: /^父母$/ }).click()
  await page.locator('.member-form .nut-radio', { hasText: /^女$/ }).click()
  await page.fill('.member-form input[name="birthDate"]', '1958-04-12')
  await page.click('.member-form__check--health')
  await stable(page)
  await shot('health-member-form')
  const created = await replyOf(ctx, '/createConsultationer', () => page.click('.member-form__save'))
  if (created?.code !== 200 || created.data.healthConsent !== true)
    throw new Error(`createConsultationer: ${JSON.stringify(created).slice(0, 300)}`)
  await page.waitForSelector(`${home} .health-member__name:has-text("王芳")`)
  await page.waitForSelector(`${home} .health-vital--bloodPressure .health-vital__none`)

  // its blood pressure page
  await page.click(`${home} .health-vital--bloodPressure`)
  const bp = on('/pressureRecord')
  await page.waitForSelector(`${bp} .health-readings__empty`)
  await page.waitForSelector(`${bp} .health-trend[data-state="empty"]`)

  // an impossible value is refused on screen with the rule's message
  await page.click(`${bp} .health-add-reading`)
  await page.waitForSelector('.vital-form', { state: 'visible' })
  await page.fill('.vital-form input[name="systolic"]', '400')
  await page.fill('.vital-form input[name="diastolic"]', '80')
  await page.click('.vital-form .member-form__save')
  const t = await toastShows(ctx, '收缩压应在40-300mmHg之间')
  if (!t.includes('收缩压应在40-300mmHg之间，请核对后重新输入')) throw new Error(`toast: ${t}`)
  await toastGone(page)

  const readings: Array<[string, string]> = [
    ['128', '82'],
    ['150', '95'],
  ]
  for (const [i, [s, d]] of readings.entries()) {
    if (i > 0) {
      await page.click(`${bp} .health-add-reading`)
      await page.waitForSelector('.vital-form', { state: 'visible' })
    }
    await page.fill('.vital-form input[name="systolic"]', s)
    await page.fill('.vital-form input[name="diastolic"]', d)
    await page.fill('.vital-form input[name="pulse"]', '72')
    const r = await replyOf(ctx, '/createBodyData', () => page.click('.vital-form .member-form__save'))
    if (r?.code !== 200) throw new Error(`createBodyData: ${JSON.stringify(r).slice(0, 300)}`)
    await page.waitForSelector('.vital-form', { state: 'hidden' })
    await page.waitForSelector(`${bp} .health-reading >> nth=${i}`)
  }
  // a third one through the API, measured a little earlier
  const memberId = created.data.id
  const extra = await ctx.api(
    'POST',
    '/health-ws/createBodyData',
    { memberId, kind: 'bloodPressure', systolic: 118, diastolic: 76 },
    { hospitalId: '6', token },
  )
  if (extra.body?.code !== 200) throw new Error(`api createBodyData: ${JSON.stringify(extra.body)}`)
  await page.goto(`${ctx.app}/pressureRecord?memberId=${memberId}&hospitalId=6`)
  await page.waitForSelector(`${bp} .health-reading >> nth=2`)
  await page.waitForSelector(`${bp} .health-trend[data-state="drawn:6"]`)
  await waitForPage(page, (sel) => !!document.querySelector(sel), `${bp} .health-trend canvas`)
  const painted = await paintedPixels(ctx, bp)
  if (painted < 500) throw new Error(`the chart's canvas is (nearly) empty: ${painted} painted pixels`)
  const tags = await readingTags(ctx, bp)
  for (const c of ['正常高值', '1级高血压', '正常']) if (!tags.includes(c)) throw new Error(`categories shown: ${tags.join(', ')}`)
  await stable(page)
  await shot('health-pressure-record')

  // edit the 150/95 one into 165/100: 2级高血压
  const idx = (await page.$$eval(`${bp} .health-reading__value`, (els) => els.map((e) => e.textContent || ''))).findIndex((x) =>
    x.startsWith('150/95'),
  )
  if (idx < 0) throw new Error('the 150/95 reading is not listed')
  await page.locator(`${bp} .health-reading__edit`).nth(idx).click()
  await page.waitForSelector('.vital-form', { state: 'visible' })
  if ((await page.inputValue('.vital-form input[name="systolic"]')) !== '150') throw new Error('the edit form is not prefilled')
  await page.fill('.vital-form input[name="systolic"]', '165')
  await page.fill('.vital-form input[name="diastolic"]', '100')
  const edited = await replyOf(ctx, '/editBodyData', () => page.click('.vital-form .member-form__save'))
  if (edited?.data?.category !== '2级高血压') throw new Error(`editBodyData: ${JSON.stringify(edited).slice(0, 300)}`)
  await page.waitForSelector(`${bp} .health-tag:has-text("2级高血压")`)

  // delete the 118/76 one
  const del = (await page.$$eval(`${bp} .health-reading__value`, (els) => els.map((e) => e.textContent || ''))).findIndex((x) =>
    x.startsWith('118/76'),
  )
  await page.locator(`${bp} .health-reading__delete`).nth(del).click()
  await page.click('.taro-model__confirm')
  await waitForPage(page, (sel) => document.querySelectorAll(sel).length === 2, `${bp} .health-reading`)
  await page.waitForSelector(`${bp} .health-trend[data-state="drawn:4"]`)
  const after = await readingTags(ctx, bp)
  if (after.includes('正常') || !after.includes('2级高血压')) throw new Error(`after delete: ${after.join(', ')}`)
  await stable(page)
  await shot('health-pressure-edited')

  // the record home: the latest value with its category and date
  await page.goto(`${ctx.app}/healthRecord?hospitalId=6&memberId=${memberId}`)
  await page.waitForSelector(`${home} .health-vital--bloodPressure .health-tag`)
  const card = await page.textContent(`${home} .health-vital--bloodPressure`)
  if (!card || !/(128\/82|165\/100)/.test(card)) throw new Error(`latest blood pressure: ${card}`)
  await stable(page)
  await shot('health-record-home')

  // tags and medical history (/addLabel)
  await page.click(`${home} .health-tags`)
  const labels = on('/addLabel')
  await page.waitForSelector(`${labels} .health-chip:has-text("高血压")`)
  await page.click(`${labels} .health-chip:has-text("高血压")`)
  await page.fill(`${labels} input[name="customLabel"]`, '夜班')
  await page.click(`${labels} .health-labels__add`)
  const savedLabels = await replyOf(ctx, '/saveMemberLabels', () => page.click(`${labels} .health-labels__save`))
  const names = (savedLabels?.data ?? []).map((l: { name: string }) => l.name)
  if (names.join(',') !== '高血压,夜班') throw new Error(`saveMemberLabels: ${JSON.stringify(savedLabels).slice(0, 300)}`)
  await page.locator(`${labels} .nut-radio`, { hasText: /^既往病史$/ }).click()
  await page.fill(`${labels} input[name="historyName"]`, '高血压')
  await page.fill(`${labels} input[name="historySince"]`, '2015-03')
  const h = await replyOf(ctx, '/addMedicalHistory', () => page.click(`${labels} .health-history__add`))
  if (h?.data?.typeStr !== '既往病史') throw new Error(`addMedicalHistory: ${JSON.stringify(h).slice(0, 300)}`)
  await page.waitForSelector(`${labels} .health-history__name:has-text("高血压")`)
  await stable(page)
  await shot('health-add-label')
})

test('health: without consent nothing is recorded; the seeded demo user sees three months of readings', async ({ ctx }) => {
  const { page, shot } = ctx
  const token = await loginInBrowser(ctx)
  const m = await ctx.api(
    'POST',
    '/user-center/createConsultationer',
    { name: '李强', relation: 'self', sex: 1, birthDate: '1980-01-01' },
    { hospitalId: '6', token },
  )
  const memberId = m.body.data.id
  const refused = await ctx.api(
    'POST',
    '/health-ws/createBodyData',
    { memberId, kind: 'bloodPressure', systolic: 120, diastolic: 80 },
    { hospitalId: '6', token },
  )
  if (refused.status !== 400 || !String(refused.body.msg).includes('敏感个人信息'))
    throw new Error(`without consent: ${JSON.stringify(refused.body)}`)
  await page.goto(`${ctx.app}/healthRecord?hospitalId=6`)
  const home = on('/healthRecord')
  await page.waitForSelector(`${home} .health-consent-grant`)
  await stable(page)
  await shot('health-record-no-consent')
  const granted = await replyOf(ctx, '/consultationerConsent', () => page.click(`${home} .health-consent-grant`))
  if (granted?.data?.member?.healthConsent !== true) throw new Error(`consent: ${JSON.stringify(granted).slice(0, 300)}`)

  // the demo user (seed): two members with readings (and the maternity seed's wife and baby), a month of blood pressure drawn
  const demo = await ctx.api(
    'POST',
    '/user-center/passwordLogin',
    { registerName: '13800138000', password: 'demo1234' },
    { hospitalId: '6' },
  )
  await putUserInStorage(page, demo.body.data)
  await page.goto(`${ctx.app}/healthRecord?hospitalId=6`)
  await page.waitForSelector(`${home} .health-vital--bloodGlucose .health-tag`)
  const chips = await page.$$eval(`${home} .health-chip:not(.health-chip--add)`, (els) => els.map((e) => (e.textContent || '').trim()))
  if (chips.length !== 4 || !chips[0].startsWith('张伟') || !chips[1].startsWith('李桂兰'))
    throw new Error(`the demo user's members: ${chips.join(', ')}`)
  await stable(page)
  await shot('health-record-demo')
  await page.click(`${home} .health-vital--bloodGlucose`)
  const glucose = on('/bloodRecord')
  await page.waitForSelector(`${glucose} .health-reading`)
  await page.waitForSelector(`${glucose} .health-trend[data-state^="drawn:"]`)
  const week = await page.getAttribute(`${glucose} .health-trend`, 'data-state')
  const monthList = await replyOf(ctx, '/queryBodyDataList', () => page.click(`${glucose} .health-range__tab:has-text("月")`))
  // the chart shows the fasting readings (the default context) of the month, more than the week's
  const fasting = monthList.data.list.filter((d: { glucoseContext: string }) => d.glucoseContext === 'fasting').length
  await page.waitForSelector(`${glucose} .health-trend[data-state="drawn:${fasting}"]`)
  if (`drawn:${fasting}` === week && fasting > 4) throw new Error('the month chart did not redraw')
  await stable(page)
  await shot('health-blood-record-month')
})
