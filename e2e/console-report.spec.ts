/**
 * A check-up report on both sides (issue 32 item 2, "Done when"): a patient on H5 and two members of staff in the
 * console, each in a browser context of their own, against the real server. The patient has a booking (made over
 * the patient API as /intserv/pe/appoint does) and is checked in by the desk on the exam day (by the ID number:
 * 已到检); the check-up desk enters its report in 体检报告 (the booking of
 * the day, the PDF, the items of a dynamic list, one a 危急值, the conclusions); a doctor sends it back with a
 * reason; the desk fixes it; the doctor (another person than the one who entered it) passes and publishes it.
 * Before publishing the patient has no report; after it, /webReport lists it, /webReportDetail shows the values
 * with their flags, and the PDF page draws the PDF the desk uploaded (the same bytes). axe finds no serious or
 * critical violation on the doctor's screen and drawer.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiLogin, putUserInStorage, settled, stable } from './helpers'
import { axeViolations, devStaff, loaded, staffContext, pdfBytes } from './console-helpers'

const on = (route: string) => `.app-page[data-route="${route}"][data-state="ready"]`

/** an ID number of a man born 1990 (the package's age band), its check digit computed */
function idNumber(): string {
  const first17 = '32010219900307123'
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  const sum = first17.split('').reduce((s, c, i) => s + Number(c) * w[i], 0)
  return first17 + '10X98765432'[sum % 11]
}

/** opens the report of `examNo` from the current queue of the console page */
async function openReport(page: Page, examNo: string) {
  await loaded(page)
  await page.getByRole('button', { name: examNo }).click()
  const drawer = page.getByRole('dialog', { name: `体检报告 ${examNo}` })
  await expect(drawer).toBeVisible()
  await expect(drawer.locator('.report-status')).toBeVisible()
  return drawer
}

test('a report entered, sent back once, fixed, passed by another member and published → the patient reads it and its PDF', async ({
  ctx,
  browser,
}) => {
  const { page, app, base, api, clientIp, shot } = ctx
  const user = await apiLogin(ctx, ctx.newPhone())
  const H = { hospitalId: '6', token: user.token as string }

  // the patient's booking of package 6023: an order line with a slot, its place released, then booked for the person
  const person = await api<any>(
    'POST',
    '/intserv/pe/addPePerson',
    { name: '李四', idNumber: idNumber(), phone: '13912345678', maritalStatus: 1, consent: true },
    H,
  )
  expect(person.status).toBe(200)
  const sku = await api<any>('GET', '/goods-center/goods/goodsSku?goodsId=6023', undefined, H)
  const skuId = sku.body?.data?.skus?.[0]?.id ?? sku.body?.data?.skus?.[0]?.skuId
  const pool = (await api<any>('GET', '/order-center/cart/orderRule?goodsId=6023', undefined, H)).body.data.appointPool
  const day = pool.find((d: { poolList: unknown[] }) => d.poolList.length > 0)
  const slot = { appointedDate: day.appointedDate as string, appointedTime: day.poolList[0].appointedTime as string }
  const filedInfo = [
    { fieldId: 13, showName: '姓名', value: '李四' },
    { fieldId: 14, showName: '身份证号', value: idNumber() },
    { fieldId: 15, showName: '手机号', value: '13912345678' },
    { fieldId: 16, showName: '性别', value: '男' },
    { fieldId: 17, showName: '婚姻状况', value: '未婚' },
  ]
  const order = await api<any>(
    'POST',
    '/order-center/orderCenter/commitPay',
    { goodsList: [{ goodsId: 6023, skuId, goodsNum: 1, peInfoList: [{ filedInfo, ...slot }] }] },
    H,
  )
  const orderId: number = order.body?.data?.orderId
  if (!orderId) throw new Error(`commitPay: ${JSON.stringify(order.body).slice(0, 300)}`)
  const orderGoodsId: number = (await api<any>('GET', `/order-center/orderCenter/orderDetail?id=${orderId}`, undefined, H)).body.data
    .goodsList[0].id
  expect(
    (await api('GET', `/order-center/orderCenter/cancelAppoint?orderId=${orderId}&orderGoodsId=${orderGoodsId}`, undefined, H)).status,
  ).toBe(200)
  const appoint = await api<any>(
    'POST',
    '/intserv/pe/appoint',
    { packageId: 6023, personId: person.body.data.id, orderId, orderGoodsId, index: 0, ...slot },
    H,
  )
  if (appoint.status !== 200) throw new Error(`appoint: ${JSON.stringify(appoint.body).slice(0, 300)}`)
  const appointmentId: number = appoint.body.data.appointmentId
  const desk = await devStaff(api, 'checkup-desk', 6)
  // the exam day: the desk checks the patient in by the ID number (已到检); a report is entered for a checked-in booking
  expect((await api<any>('POST', '/dev/checkup/exam-day', { appointmentId })).status).toBe(200)
  const checkin = await api<any>('POST', '/staff/checkup/checkin', { by: 'idNumber', value: idNumber() }, desk.headers)
  expect(checkin.status).toBe(200)
  expect(checkin.body.data).toMatchObject({ appointmentId, status: 4 })
  const examDate: string = checkin.body.data.appointedDate
  const examNo = `TJ${examDate.replace(/-/g, '')}${String(appointmentId).padStart(6, '0')}`
  const patientReports = async () =>
    (await api<any>('GET', '/zeus/report/queryReportListByPage', undefined, H)).body.data.list.map((r: { examNo: string }) => r.examNo)

  const doctor = await devStaff(api, 'doctor', 6)
  const dk = await staffContext(browser, clientIp, { session: desk, base })
  const dr = await staffContext(browser, clientIp, { session: doctor, base, bypassCSP: true })

  // 1. the desk enters the report: the booking of the day, the PDF, two items (one a 危急值), the conclusions
  await dk.page.goto(`${base}/console/reports`)
  await expect(dk.page.getByRole('heading', { level: 1, name: '体检报告' })).toBeVisible({ timeout: 30_000 })
  await dk.page.getByRole('button', { name: '录入报告' }).click()
  const entry = dk.page.getByRole('dialog', { name: '录入报告' })
  await expect(entry).toBeVisible()
  await entry.getByLabel('体检日期').fill(examDate)
  await entry.getByLabel('体检预约').click()
  await dk.page.locator('.ant-select-item-option', { hasText: '李四' }).first().click()
  await entry.locator('.report-pdf-input').setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: pdfBytes() })
  await entry.getByLabel('项目名称').nth(0).fill('空腹血糖')
  await entry.getByLabel('结果').nth(0).fill('7.8')
  await entry.getByLabel('单位').nth(0).fill('mmol/L')
  await entry.getByLabel('参考范围').nth(0).fill('3.9-6.1')
  await expect(entry.locator('.report-item').nth(0).locator('.ant-tag')).toHaveText('↑') // the domain's flag, previewed
  await entry.getByRole('button', { name: '添加项目' }).click()
  await entry.getByLabel('项目名称').nth(1).fill('血钾')
  await entry.getByLabel('结果').nth(1).fill('6.9')
  await entry.getByLabel('单位').nth(1).fill('mmol/L')
  await entry.getByLabel('参考范围').nth(1).fill('3.5-5.3')
  await entry.getByLabel('第2项是危急值').check()
  await entry.getByLabel('体检结论（每行一条）').fill('空腹血糖偏高\n血钾偏高')
  await dk.page.screenshot({ path: 'test-results/screens/console-report-entry.png' })
  await entry.getByRole('button', { name: '提交审核' }).click()
  await expect(entry).toHaveCount(0, { timeout: 15_000 })
  const entered = dk.page.getByRole('dialog', { name: `体检报告 ${examNo}` })
  await expect(entered.locator('.report-status')).toHaveText('待审核')
  await dk.page.keyboard.press('Escape')
  await expect(entered).toHaveCount(0)
  expect(await patientReports()).not.toContain(examNo)

  // 2. the doctor sends it back with a reason
  await dr.page.goto(`${base}/console/reports`)
  await expect(dr.page.getByRole('heading', { level: 1, name: '体检报告' })).toBeVisible({ timeout: 30_000 })
  await loaded(dr.page)
  expect(await axeViolations(dr.page)).toEqual([])
  let review = await openReport(dr.page, examNo)
  await expect(review).toContainText('危急值')
  expect(await axeViolations(dr.page)).toEqual([])
  await review.getByRole('button', { name: '退回' }).click()
  const back = dr.page.getByRole('dialog', { name: '退回报告' })
  await back.getByLabel('退回原因').fill('血钾结果请复核')
  await back.getByRole('button', { name: '确认退回' }).click()
  await expect(review.locator('.report-status')).toHaveText('已退回', { timeout: 15_000 })
  await expect(review).toContainText('退回原因：血钾结果请复核')
  await dr.page.screenshot({ path: 'test-results/screens/console-report-sent-back.png' })

  // 3. the desk finds it under 已退回 and fixes it
  await dk.page.getByText('已退回', { exact: true }).first().click()
  const fix = await openReport(dk.page, examNo)
  await expect(fix).toContainText('退回原因：血钾结果请复核')
  await fix.getByRole('button', { name: '修改' }).click()
  const edit = dk.page.getByRole('dialog', { name: `修改报告 ${examNo}` })
  await expect(edit).toBeVisible()
  await edit.getByLabel('结果').nth(1).fill('6.8')
  await edit.getByRole('button', { name: '保存并提交审核' }).click()
  await expect(edit).toHaveCount(0, { timeout: 15_000 })
  await expect(fix.locator('.report-status')).toHaveText('待审核')
  expect(await patientReports()).not.toContain(examNo)

  // 4. the doctor (not the one who entered it) passes it, then publishes it
  await dr.page.reload()
  review = await openReport(dr.page, examNo)
  await expect(review).toContainText('6.8')
  await review.getByRole('button', { name: '通过' }).click()
  await expect(review.locator('.report-status')).toHaveText('待发布', { timeout: 15_000 })
  expect(await patientReports()).not.toContain(examNo)
  await review.getByRole('button', { name: '发布' }).click()
  await expect(review.locator('.report-status')).toHaveText('已发布', { timeout: 15_000 })
  await dr.page.screenshot({ path: 'test-results/screens/console-report-published.png' })
  // the critical value waits for follow-up
  await dr.page.keyboard.press('Escape')
  await dr.page.getByText('危急值', { exact: true }).first().click()
  await loaded(dr.page)
  await expect(dr.page.locator('.ant-table-row', { hasText: examNo })).toContainText('血钾')

  // 5. the patient on H5: the list, the detail with the values and flags, the PDF the desk uploaded
  await page.goto(`${app}/home?hospitalId=6`)
  await settled(page)
  await putUserInStorage(page, user)
  await page.goto(`${app}/webReport?hospitalId=6`)
  await page.waitForSelector(`${on('/webReport')} .rp-report`, { timeout: 15_000 })
  await stable(page)
  await shot('console-report-patient-list')
  await page.click(`${on('/webReport')} .rp-report >> nth=0`)
  const detail = on('/webReportDetail')
  await page.waitForSelector(`${detail} .rp-detail__abnormal .rp-item`, { timeout: 15_000 })
  await stable(page)
  const abnormal = (await page.textContent(`${detail} .rp-detail__abnormal`)) || ''
  for (const s of ['空腹血糖', '7.8', '血钾', '6.8', 'mmol/L', '偏高']) expect(abnormal).toContain(s)
  await shot('console-report-patient-detail')
  const pdfReply = page.waitForResponse((r) => /\/zeus\/report\/pdf\/\d+/.test(r.url()) && r.status() === 200)
  await page.click(`${detail} .rp-detail__pdf`)
  const pdf = await pdfReply
  expect(Buffer.compare(await pdf.body(), pdfBytes())).toBe(0)
  await page.waitForSelector(`${on('/webReportPdfDetail')} .rp-pdf[data-state="rendered"]`, { timeout: 30_000 })
  await shot('console-report-patient-pdf')

  expect(dk.errors).toEqual([])
  expect(dr.errors).toEqual([])
  await dk.context.close()
  await dr.context.close()
})
