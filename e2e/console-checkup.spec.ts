/**
 * The check-up desk on both sides (issue 32 part A, "Done when"): staff in the console and an employee on H5, each in
 * a browser context of their own, against the real server.
 * A desk member imports a company roster in 体检前台 → 团检批次: a file with one bad phone is refused with its row
 * named (nothing imported), the fixed file is imported (待审批); a second desk member approves it (cards issued);
 * the employee verifies on /medical and books the package the roster named; on the exam day (moved to today by
 * the dev helper) the desk checks them in by the card number in 今日到检, and the employee's 我的体检 shows 已到检.
 */
import ExcelJS from 'exceljs'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiLogin, putUserInStorage, settled, stable } from './helpers'
import { devStaff, loaded, staffContext } from './console-helpers'
import { DESK_ROSTER_COLUMNS } from '../contract/checkup-desk'
import { addDays, businessToday } from '../src/domain/time'
import { idCheckDigit } from '../src/domain/validation'

const idOf = (birth: string, seq: string) => `320102${birth}${seq}${idCheckDigit(`320102${birth}${seq}`)}`

async function roster(rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('名单')
  ws.addRow([...DESK_ROSTER_COLUMNS])
  for (const r of rows) ws.addRow(r)
  return Buffer.from(await wb.xlsx.writeBuffer())
}

async function upload(page: Page, file: Buffer) {
  await page.getByLabel('名单文件').setInputFiles({
    name: 'roster.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  })
  await page.getByRole('button', { name: '导入' }).click()
}

test('a roster refused for one bad row, fixed, approved by a second person; the employee books on H5; checked in by card', async ({
  ctx,
  browser,
}) => {
  const { page, app, base, api, clientIp, shot } = ctx
  const today = businessToday()
  const deskA = await devStaff(api, 'checkup-desk', 6)
  const deskB = await devStaff(api, 'checkup-desk', 6)
  const packages = (await api<any>('GET', '/staff/checkup/pools', undefined, deskA.headers)).body.data.packages
  const pkg: string = packages[0].packageName
  const stamp = String(Date.now()).slice(-6)
  const company = `南京到检测试${stamp}有限公司`
  const phone = ctx.newPhone()
  const idNumber = idOf('19850607', '031')
  const age = (() => {
    const y = Number(today.slice(0, 4)) - 1985
    return today.slice(5) >= '06-07' ? y : y - 1
  })()
  const good = ['钱进', '男', String(age), idNumber, phone, '已婚', pkg]
  const other = ['孙悦', '女', String(age), idOf('19850607', '042'), '1390517', '未婚', pkg]

  // 1. desk A imports the roster: one bad phone → refused with the row named, nothing imported
  const a = await staffContext(browser, clientIp, { session: deskA, base })
  await a.page.goto(`${base}/console/checkup`)
  await loaded(a.page)
  await a.page.getByRole('tab', { name: '团检批次' }).click()
  await a.page.getByLabel('单位名称').fill(company)
  await a.page.getByLabel('批次名称').fill('2026年到检测试')
  await a.page.getByLabel('开始日期').fill(today)
  await a.page.getByLabel('结束日期').fill(addDays(today, 10)!)
  await upload(a.page, await roster([good, other]))
  await expect(a.page.locator('.desk-row-error')).toHaveText(['第3行：手机格式不正确'], { timeout: 15_000 })
  await a.page.screenshot({ path: 'test-results/screens/console-checkup-refused.png' })
  const before = (await api<any>('GET', '/staff/checkup/batches', undefined, deskA.headers)).body.data.list
  expect(before.some((b: { companyName: string }) => b.companyName === company)).toBe(false)
  // fixed
  await upload(a.page, await roster([good, [...other.slice(0, 4), '13905170042', ...other.slice(5)]]))
  await expect(a.page.getByText('等待另一位同事审批').first()).toBeVisible({ timeout: 15_000 })
  const batch = (await api<any>('GET', '/staff/checkup/batches', undefined, deskA.headers)).body.data.list.find(
    (b: { companyName: string }) => b.companyName === company,
  )
  expect(batch).toMatchObject({ status: 'pending', employees: 2, canApprove: false })

  // 2. desk B approves it
  const b = await staffContext(browser, clientIp, { session: deskB, base })
  await b.page.goto(`${base}/console/checkup`)
  await loaded(b.page)
  await b.page.getByRole('tab', { name: '团检批次' }).click()
  await loaded(b.page)
  const row = b.page.locator('tr', { hasText: company })
  await row.getByRole('button', { name: '审批通过' }).click()
  await expect(row.getByText('已审批')).toBeVisible({ timeout: 15_000 })
  await b.page.screenshot({ path: 'test-results/screens/console-checkup-approved.png' })
  const list = (await api<any>('GET', `/staff/checkup/batches/roster?batchId=${batch.batchId}`, undefined, deskB.headers)).body.data.list
  const cardNo: string = list.find((r: { name: string }) => r.name === '钱进').cardNo
  expect(cardNo).toMatch(/^TT\d+$/)

  // 3. the employee verifies on /medical and books
  const user = await apiLogin(ctx, ctx.newPhone())
  await page.goto(`${app}/home?hospitalId=6`)
  await settled(page)
  await putUserInStorage(page, user)
  const route = '/medical'
  const scope = `.app-page[data-route="${route}"]`
  await page.goto(`${app}${route}?hospitalId=6`)
  await page.waitForSelector(`${scope}[data-state="ready"]`, { timeout: 15_000 })
  await page.click(`.ck-batch[data-batch="${batch.batchId}"]`)
  await page.fill(`${scope} input[name="name"]`, '钱进')
  await page.fill(`${scope} input[name="idNumber"]`, idNumber)
  await page.fill(`${scope} input[name="phone"]`, phone)
  await page.click(`${scope} [data-consent]`)
  await page.click(`${scope} .ck-form__btn`)
  await page.waitForSelector(`${scope} [data-entry]`, { timeout: 15_000 })
  await page.waitForSelector(`${scope} .ck-slots [data-date]:not(.ck-chip--off)`)
  await page.click(`${scope} .ck-slots [data-date]:not(.ck-chip--off) >> nth=0`)
  await page.waitForSelector(`${scope} .ck-slots [data-time]:not(.ck-chip--off)`)
  await page.click(`${scope} .ck-slots [data-time]:not(.ck-chip--off) >> nth=0`)
  await page.click(`${scope} .ck-footer__btn`)
  await page.waitForSelector(`${scope} [data-booked]`, { timeout: 15_000 })
  await stable(page)
  await shot('console-checkup-patient-booked')
  const mine = (await api<any>('GET', '/intserv/pe/mine', undefined, { hospitalId: '6', token: user.token })).body.data
  const appointmentId: number = mine.bookings[0].appointmentId

  // 4. the exam day: the desk checks the employee in by the card number
  expect((await api<any>('POST', '/dev/checkup/exam-day', { appointmentId })).status).toBe(200)
  await a.page.getByRole('tab', { name: '今日到检' }).click()
  await loaded(a.page)
  await a.page.getByLabel('卡号').fill(cardNo)
  await a.page.getByRole('button', { name: '签到' }).click()
  await expect(a.page.getByRole('status').filter({ hasText: '已签到' })).toContainText('钱进', { timeout: 15_000 })
  await expect(a.page.locator('tr', { hasText: '钱进' }).getByText('已到检')).toBeVisible({ timeout: 15_000 })
  await a.page.screenshot({ path: 'test-results/screens/console-checkup-checked-in.png' })

  // 5. the patient's 我的体检 shows 已到检
  await page.goto(`${app}/checkup/home/mine?hospitalId=6`)
  await page.waitForSelector('.app-page[data-route="/checkup/home/mine"][data-state="ready"]', { timeout: 15_000 })
  await expect(page.locator('.ck-booking__state', { hasText: '已到检' })).toBeVisible({ timeout: 15_000 })
  await shot('console-checkup-patient-checked-in')
  expect([...a.errors, ...b.errors]).toEqual([])
})
