/**
 * Check-up reports (issue 12 item 9), H5: the demo user's report list by person → a report's detail with the
 * conclusions first and the abnormal items first (flags, trends) → the PDF page, where pdf.js (loaded by that
 * page only) draws the server's PDF on canvases and its text layer holds the Chinese item names; and a new
 * user finds a report by exam number + identity on /checkupReport and adds it to the account.
 */
import type { Ctx } from './helpers'
import { apiLogin, putUserInStorage, settled, stable, toastGone, waitForPage } from './helpers'
import { expect, test } from './fixtures'

/** the demo user of the seed (server/seed/index.ts DEMO_USER), who has the seeded reports */
const DEMO_PHONE = '13800138000'
/** a report not on any account (server/seed/report SEED_UNLINKED_REPORTS[0]: 王芳) */
const UNLINKED = { examNo: 'TJ2026090001', name: '王芳' }

const on = (route: string) => `.app-page[data-route="${route}"][data-state="ready"]`

async function loginAs(ctx: Ctx, phone: string): Promise<string> {
  const user = await apiLogin(ctx, phone)
  await ctx.page.goto(`${ctx.app}/home?hospitalId=6`)
  await settled(ctx.page)
  await putUserInStorage(ctx.page, user)
  return user.token
}

async function open(ctx: Ctx, path: string, route: string) {
  await ctx.page.goto(`${ctx.app}${path}`)
  await ctx.page.waitForSelector(on(route), { timeout: 15_000 })
  await stable(ctx.page)
}

test('report list by person → detail (conclusions, abnormal first) → the PDF page shows Chinese text', async ({ ctx }) => {
  const { page, shot } = ctx
  await loginAs(ctx, DEMO_PHONE)
  const pdfjsRequests: string[] = []
  page.on('request', (r) => {
    if (/pdfjs|pdf\.worker/.test(r.url())) pdfjsRequests.push(r.url())
  })
  await open(ctx, '/webReport?hospitalId=6', '/webReport')
  const list = on('/webReport')
  await page.waitForSelector(`${list} .rp-report`)
  await stable(page)
  await shot('report-list')
  expect(pdfjsRequests, 'pdf.js is loaded by the PDF page only').toEqual([])
  // by person: 张伟 has three reports
  await page.click(`${list} .rp-list__person:has-text("张伟")`)
  await waitForPage(
    page,
    (sel) => {
      const cards = Array.from(document.querySelectorAll(`${sel} .rp-report`))
      return cards.length === 3 && cards.every((c) => (c.textContent || '').includes('张伟'))
    },
    list,
  )
  const cardText = (await page.textContent(`${list} .rp-report`)) || ''
  expect(cardText).toMatch(/\d{3}\*{11}[\dX]{4}/) // masked identity
  await page.click(`${list} .rp-report >> nth=0`)

  const detail = on('/webReportDetail')
  await page.waitForSelector(`${detail} .rp-detail__abnormal .rp-item`, { timeout: 15_000 })
  await stable(page)
  await shot('report-detail')
  await page.locator(`${detail} .rp-detail__abnormal`).scrollIntoViewIfNeeded()
  await stable(page)
  await shot('report-detail-abnormal')
  // conclusions, then abnormal items, then the departments
  const order = await page.evaluate((sel) => {
    const root = document.querySelector(sel)!
    const pos = (c: string) => Array.from(root.querySelectorAll('*')).indexOf(root.querySelector(c)!)
    return [pos('.rp-detail__conclusions'), pos('.rp-detail__abnormal'), pos('.rp-detail__dept')]
  }, detail)
  expect(order[0]).toBeLessThan(order[1])
  expect(order[1]).toBeLessThan(order[2])
  const abnormal = (await page.textContent(`${detail} .rp-detail__abnormal`)) || ''
  for (const s of ['空腹血糖(GLU)', '6.4', 'mmol/L', '参考范围 3.9-6.1', '偏高', '偏低', '异常']) expect(abnormal).toContain(s)
  expect(await page.locator(`${detail} .rp-detail__abnormal .rp-trend`).count()).toBeGreaterThan(3)
  expect(abnormal).toContain('较上次升高')
  await page.locator(`${detail} .rp-detail__dept`).last().scrollIntoViewIfNeeded()
  await shot('report-detail-departments')

  await page.click(`${detail} .rp-detail__pdf`)
  const pdf = on('/webReportPdfDetail')
  await page.waitForSelector(`${pdf} .rp-pdf[data-state="rendered"]`, { timeout: 30_000 })
  await stable(page)
  await shot('report-pdf')
  expect(pdfjsRequests.some((u) => u.includes('pdf.worker.min.js'))).toBe(true)
  // the canvas has been drawn on, and the text layer carries the Chinese text of the PDF
  const drawn = await page.evaluate((sel) => {
    const c = document.querySelector(`${sel} canvas`) as HTMLCanvasElement
    const d = c.getContext('2d')!.getImageData(0, 0, c.width, Math.min(c.height, 400)).data
    let dark = 0
    for (let i = 0; i < d.length; i += 4) if (d[i + 3] > 0 && d[i] < 200) dark++
    return dark
  }, pdf)
  expect(drawn).toBeGreaterThan(500)
  await waitForPage(page, (sel) => (document.querySelector(`${sel} .rp-pdf__text`)?.textContent || '').includes('总检结论'), pdf)
  const text = await page.evaluate(
    (sel) =>
      Array.from(document.querySelectorAll(`${sel} .rp-pdf__text`))
        .map((e) => e.textContent)
        .join(''),
    pdf,
  )
  for (const s of ['健康体检报告', '总检结论', '空腹血糖', '谷丙转氨酶']) expect(text).toContain(s)
})

test('a new user finds a report by exam number + identity and adds it (/checkupReport)', async ({ ctx }) => {
  const { page, shot } = ctx
  await loginAs(ctx, ctx.newPhone())
  await open(ctx, '/webReport?hospitalId=6', '/webReport')
  await page.waitForSelector(`${on('/webReport')} .status-view`)
  await shot('report-list-empty')
  await open(ctx, '/checkupReport?hospitalId=6', '/checkupReport')
  const root = on('/checkupReport')
  // the seeded person's ID number (server/seed/report SEED_PERSONS.other), computed as the seed does
  const idNumber = await (async () => {
    const first17 = '32010219900618048'
    const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    const sum = first17.split('').reduce((s, c, i) => s + Number(c) * w[i], 0)
    return first17 + '10X98765432'[sum % 11]
  })()
  await page.fill(`${root} .rp-link__exam-no input`, UNLINKED.examNo)
  await page.fill(`${root} .rp-link__name input`, UNLINKED.name)
  await page.fill(`${root} .rp-link__id input`, idNumber)
  await stable(page)
  await shot('report-link-form')
  await page.click(`${root} .rp-link__submit`)
  await page.waitForSelector(`${root} .rp-report`, { timeout: 10_000 })
  await toastGone(page)
  await stable(page)
  await shot('report-link-found')
  const card = (await page.textContent(`${root} .rp-report`)) || ''
  expect(card).toContain(UNLINKED.name)
  expect(card).not.toContain(idNumber)
  await page.click(`${root} .rp-link__open`)
  await page.waitForSelector(`${on('/webReportDetail')} .rp-detail__abnormal`, { timeout: 15_000 })
  expect((await page.textContent(`${on('/webReportDetail')} .rp-detail__abnormal`)) || '').toContain('甲状腺彩超')
})
