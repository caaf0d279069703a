/**
 * The chat workbench on both sides (issue 32, "Done when"): a patient on H5 and staff in the console, each in a
 * browser context of its own, against the real server.
 * - A patient asks a doctor (consultation with doctor 602) → the doctor answers in 在线咨询 → the patient sees it
 *   without a reload, and the doctor sees the patient's reply the same way (the socket, by the staff cookie); the
 *   doctor sends one of the hospital's articles (发送文章) and the patient sees its knowledge card.
 * - The FAQ bot hands the patient to a human → an agent claims it from 待接入, writes an internal note (never on the
 *   patient's side: the screen and the history), transfers it with a reason → the second agent resolves → the
 *   patient rates. Customer service has hours (CHAT_SERVICE_HOURS, 08:00-20:00 by default); the journeys' server
 *   (e2e/fixtures.ts) opens them all day, so this runs at any hour (the off-hours reply: customer-service.test.ts).
 */
import type { Page } from '@playwright/test'
import type { Ctx } from './helpers'
import { apiLogin, putUserInStorage, settled, stable, waitForPage } from './helpers'
import { test, expect } from './fixtures'
import { devStaff, loaded, staffContext } from './console-helpers'

const ROOM = '.app-page[data-route="/chatRoom"][data-state="ready"]'

async function loginInBrowser(ctx: Ctx): Promise<{ phone: string; token: string }> {
  const phone = ctx.newPhone()
  const user = await apiLogin(ctx, phone)
  await ctx.page.goto(`${ctx.app}/home?hospitalId=6`)
  await settled(ctx.page)
  await putUserInStorage(ctx.page, user)
  return { phone, token: user.token as string }
}

const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`
const staffTexts = (page: Page) => page.locator('.chat-pane .chat-msg .chat-bubble').allTextContents()

async function patientSees(page: Page, text: string) {
  await waitForPage(
    page,
    (t) => Array.from(document.querySelectorAll('.chat-msg__text, .chat-msg--system')).some((e) => e.textContent === t),
    text,
    { timeout: 20_000 },
  )
}

async function patientSend(page: Page, text: string) {
  const input = page.locator(`${ROOM} .chat-composer__input input, ${ROOM} input.chat-composer__input`).first()
  await input.fill(text)
  await page.locator(`${ROOM} .chat-composer__send`).click()
  await patientSees(page, text)
}

async function staffSend(staff: Page, text: string) {
  await staff.getByLabel('回复内容').fill(text)
  await staff.locator('.chat-send').click()
  await expect.poll(() => staffTexts(staff)).toContain(text)
}

async function openWorkbench(page: Page, base: string) {
  await page.goto(`${base}/console/chat`)
  await loaded(page)
  await expect(page.locator('.chat-socket[data-state="open"]')).toBeVisible({ timeout: 15_000 })
}

test('a patient asks a doctor; the doctor answers in the workbench; each sees the other without a reload', async ({ ctx, browser }) => {
  const { page, base, clientIp, shot } = ctx
  const { phone } = await loginInBrowser(ctx)
  await page.goto(`${ctx.app}/chatRoom?doctorId=602&type=1&hospitalId=6`)
  await page.waitForSelector(`${ROOM} .chat-composer`, { timeout: 20_000 })
  await stable(page)
  await patientSend(page, '医生您好，我最近总是头晕')

  const doctor = await devStaff(ctx.api, 'doctor', 6, 602)
  const d = await staffContext(browser, clientIp, { session: doctor, base })
  await openWorkbench(d.page, base)
  await d.page.locator('.chat-conv', { hasText: masked(phone) }).click()
  await expect.poll(() => staffTexts(d.page)).toContain('医生您好，我最近总是头晕')
  await staffSend(d.page, '请问血压多少？')
  await patientSees(page, '请问血压多少？')
  await patientSend(page, '150/95')
  await expect.poll(() => staffTexts(d.page), { timeout: 15_000 }).toContain('150/95')
  // a knowledge card: the doctor picks one of the hospital's articles; the patient sees the card without a reload
  await d.page.locator('.chat-article').click()
  const pick = d.page.getByRole('dialog', { name: '发送健康文章' })
  await pick.getByLabel('选择文章').click()
  const option = d.page.locator('.ant-select-item-option').first()
  const title = ((await option.textContent()) ?? '').replace(/（[^）]*）$/, '')
  expect(title).not.toBe('')
  await option.click()
  await pick.getByRole('button', { name: '发送' }).click()
  await expect(pick).toHaveCount(0, { timeout: 15_000 })
  await expect.poll(() => staffTexts(d.page)).toContain(`[文章] ${title}`)
  await page.locator(`${ROOM} .chat-card--knowledge .chat-card__title`, { hasText: title }).waitFor({ timeout: 20_000 })
  // the patient panel: masked, an audited read
  await d.page.locator('.chat-patient-open').click()
  await expect(d.page.locator('.chat-patient')).toContainText(masked(phone))
  await shot('console-chat-doctor')
  expect(d.errors).toEqual([])
  await d.context.close()
})

test('an AI hand-off: an agent claims, notes, transfers; the second agent resolves; the patient rates; the note never reaches the patient', async ({
  ctx,
  browser,
}) => {
  const { page, base, clientIp, api, shot } = ctx
  const data = (await api<any>('GET', '/api/customerService/getCustomerServiceData')).body.data
  expect(data).toMatchObject({ open: true, hours: '周一至周日 00:00-24:00' }) // the journeys' server: open all day
  const { phone, token } = await loginInBrowser(ctx)
  await page.goto(`${ctx.app}/customerService?hospitalId=6`)
  await page.locator('.cs-actions .nut-button', { hasText: '在线咨询' }).click()
  await page.waitForSelector(`${ROOM} .service-bar`, { timeout: 20_000 })
  await patientSend(page, '我的体检报告结论看不懂')
  await page.locator(`${ROOM} .service-bar__human`).click()
  await patientSees(page, '正在为您转接人工客服，请稍候…')

  const first = await devStaff(api, 'cs-agent', 6)
  const second = await devStaff(api, 'cs-agent', 6)
  const a1 = await staffContext(browser, clientIp, { session: first, base })
  await openWorkbench(a1.page, base)
  await a1.page.locator('.ant-segmented-item', { hasText: '待接入' }).click()
  await a1.page.locator('.chat-conv', { hasText: masked(phone) }).click()
  await a1.page.locator('.chat-claim').click()
  await patientSees(page, '人工客服已接入，请问有什么可以帮您？')
  await staffSend(a1.page, '您好，请问是哪一项看不懂？')
  await patientSees(page, '您好，请问是哪一项看不懂？')
  // an internal note: set apart on the staff side
  await a1.page.locator('.ant-segmented-item', { hasText: '内部备注' }).click()
  await a1.page.getByLabel('备注内容').fill('患者对血脂结论有疑问，需专业同事跟进')
  await a1.page.locator('.chat-send').click()
  await expect(a1.page.locator('.chat-note', { hasText: '患者对血脂结论有疑问' })).toContainText('内部备注')
  // transfer with a reason
  await a1.page.locator('.chat-transfer').click()
  const dialog = a1.page.getByRole('dialog', { name: '转接会话' })
  await dialog.getByLabel('接收人').click()
  await a1.page.locator('.ant-select-item-option', { hasText: `#${second.staffId}` }).click()
  await dialog.getByLabel('转接原因').fill('需要报告解读')
  await dialog.getByRole('button', { name: '转接' }).click()
  await patientSees(page, '已为您转接其他客服，请稍候…')
  await shot('console-chat-transferred')

  const a2 = await staffContext(browser, clientIp, { session: second, base })
  await openWorkbench(a2.page, base)
  await a2.page.locator('.chat-conv', { hasText: masked(phone) }).click()
  await expect(a2.page.locator('.chat-note')).toHaveCount(2)
  await staffSend(a2.page, '您好，我来为您解读报告')
  await patientSees(page, '您好，我来为您解读报告')
  await a2.page.locator('.chat-resolve').click()
  await patientSees(page, '本次服务已结束，感谢您的咨询，请对本次服务进行评价。')
  await page.locator(`${ROOM} .service-bar__rate-btn`).click()
  await patientSees(page, '感谢您的评价！')

  // the note and the reason appear nowhere on the patient's side: not on screen, not in the history
  const screen = await page.locator(ROOM).textContent()
  const history = await api<any>('POST', '/api/customerService/getHistoryMes', { pageSize: 100 }, { token, hospitalId: '6' })
  for (const seen of [screen ?? '', JSON.stringify(history.body)]) {
    expect(seen).not.toContain('患者对血脂结论有疑问')
    expect(seen).not.toContain('需要报告解读')
  }
  expect(a1.errors).toEqual([])
  expect(a2.errors).toEqual([])
  await a1.context.close()
  await a2.context.close()
})
