/**
 * Chat (issue 15): a patient and the staff console's chat workbench (a second browser context, the doctor's side,
 * issue 32) exchange messages
 * in order both ways over the real server; the scripted doctor greets first. The patient's browser goes offline,
 * the doctor writes twice, the patient comes back online and sees each missed message exactly once.
 */
import type { Page } from '@playwright/test'
import type { Ctx } from './helpers'
import { apiLogin, putUserInStorage, settled, stable, waitForPage } from './helpers'
import { test, expect } from './fixtures'
import { devStaff, loaded, staffContext } from './console-helpers'

async function loginInBrowser(ctx: Ctx): Promise<string> {
  const phone = ctx.newPhone()
  const user = await apiLogin(ctx, phone)
  await ctx.page.goto(`${ctx.app}/home?hospitalId=6`)
  await settled(ctx.page)
  await putUserInStorage(ctx.page, user)
  return phone
}

const ROOM = '.app-page[data-route="/chatRoom"][data-state="ready"]'

/** the texts of the room's messages, in screen order */
const patientTexts = (page: Page) =>
  page
    .locator(`${ROOM} .chat-msg`)
    .evaluateAll((els) => els.map((e) => e.querySelector('.chat-msg__text, .chat-card__title')?.textContent || ''))
const staffTexts = (page: Page) => page.locator('.chat-pane .chat-msg .chat-bubble').allTextContents()

/** the workbench: a reply typed and sent */
async function staffSend(staff: Page, text: string) {
  await staff.getByLabel('回复内容').fill(text)
  await staff.locator('.chat-send').click()
  await expect.poll(() => staffTexts(staff)).toContain(text)
}

async function patientSees(page: Page, text: string) {
  await waitForPage(
    page,
    (t) => Array.from(document.querySelectorAll('.chat-msg__text, .chat-msg--system')).some((e) => e.textContent === t),
    text,
    {
      timeout: 20_000,
    },
  )
}

async function patientSend(page: Page, text: string) {
  const input = page.locator(`${ROOM} .chat-composer__input input, ${ROOM} input.chat-composer__input`).first()
  await input.fill(text)
  await page.locator(`${ROOM} .chat-composer__send`).click()
  await patientSees(page, text)
}

test('patient and staff console talk in order both ways; offline patient sees missed messages once', async ({ ctx, browser }) => {
  const { page, shot } = ctx
  const phone = await loginInBrowser(ctx)
  await page.goto(`${ctx.app}/chatRoom?doctorId=602&type=1&hospitalId=6`)
  await page.waitForSelector(`${ROOM} .chat-composer`, { timeout: 20_000 })
  await stable(page)
  await shot('chat-room-empty')

  await patientSend(page, '医生您好，我最近空腹血糖偏高')
  await waitForPage(
    page,
    () => Array.from(document.querySelectorAll('.chat-msg__text')).some((e) => (e.textContent || '').startsWith('您好，我是李秀兰医生')),
    null,
    {
      timeout: 20_000,
    },
  )

  // the doctor's side: the staff console in its own browser context
  const doctor = await devStaff(ctx.api, 'doctor', 6, 602)
  const { context: staffCtx, page: staff } = await staffContext(browser, ctx.clientIp, { session: doctor, base: ctx.base })
  await staff.goto(`${ctx.base}/console/chat`)
  await loaded(staff)
  const masked = `${phone.slice(0, 3)}****${phone.slice(7)}`
  await staff.locator('.chat-conv', { hasText: masked }).click()
  await expect.poll(() => staffTexts(staff)).toEqual(['医生您好，我最近空腹血糖偏高', expect.stringMatching(/^您好，我是李秀兰医生/)])

  await staffSend(staff, '请问空腹血糖具体是多少？')
  await patientSees(page, '请问空腹血糖具体是多少？')
  await patientSend(page, '7.8左右')
  await expect.poll(() => staffTexts(staff)).toHaveLength(4)
  const inOrder = ['医生您好，我最近空腹血糖偏高', expect.stringMatching(/^您好，我是李秀兰医生/), '请问空腹血糖具体是多少？', '7.8左右']
  expect(await staffTexts(staff)).toEqual(inOrder)
  expect(await patientTexts(page)).toEqual(inOrder)
  await shot('chat-room-conversation')

  // the patient goes offline (the app shows its offline screen; the room stays mounted); the doctor writes twice;
  // the patient comes back and taps 刷新
  await ctx.context.setOffline(true)
  await page.evaluate(() => window.dispatchEvent(new Event('offline')))
  await page.getByText('网络已断开，请检查网络').waitFor()
  for (const t of ['建议您近期复查糖化血红蛋白', '复查后把结果发给我']) {
    await staffSend(staff, t)
  }
  await shot('chat-room-offline')
  await ctx.context.setOffline(false)
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await page.locator('.offline-screen__btn').click()
  await patientSees(page, '复查后把结果发给我')
  await patientSees(page, '建议您近期复查糖化血红蛋白')
  // each missed message once, in order, also after the polling fallback and the socket's resync both ran
  await expect.poll(() => patientTexts(page), { timeout: 8000 }).toEqual([...inOrder, '建议您近期复查糖化血红蛋白', '复查后把结果发给我'])
  // once the socket is back (no polling or reconnect notice) its resync has run too: still each message once
  await page.waitForSelector(`${ROOM} .chat-room__state`, { state: 'detached', timeout: 20_000 })
  expect(await patientTexts(page)).toEqual([...inOrder, '建议您近期复查糖化血红蛋白', '复查后把结果发给我'])
  await shot('chat-room-after-offline')
  await staffCtx.close()
})

test('customer service: FAQ bot first, hand-off to a human, closing and a rating (outside hours: a call-back request)', async ({
  ctx,
  browser,
}) => {
  const { page, shot } = ctx
  const phone = await loginInBrowser(ctx)
  await page.goto(`${ctx.app}/customerService?hospitalId=6`)
  await page.locator('.cs-actions .nut-button', { hasText: '在线咨询' }).click()
  await page.waitForSelector(`${ROOM} .service-bar`, { timeout: 20_000 })
  await patientSees(page, '您好，我是智能客服，请问有什么可以帮您？您可以点击下方常见问题，或直接输入问题。')
  await page.locator(`${ROOM} .service-bar__q`, { hasText: '体检报告在哪里看？' }).click()
  await patientSees(page, '体检报告一般在体检后3-7个工作日出具，出具后可在“我的-体检报告”中查看和下载PDF。')
  await page.locator(`${ROOM} .chat-msg__link`).first().waitFor()
  await stable(page)
  await shot('customer-service-bot')
  const data = (await ctx.api('GET', '/api/customerService/getCustomerServiceData')).body.data
  await page.locator(`${ROOM} .service-bar__human`).click()
  if (!data.open) {
    // outside service hours: the hours, then a call-back request
    await patientSees(page, `当前为非人工服务时间（${data.hours}），您可以留下电话，我们将在上班后尽快回电。`)
    await page.locator(`${ROOM} .service-bar__phone input, ${ROOM} input.service-bar__phone`).first().fill(phone)
    await page.locator(`${ROOM} .service-bar__callback .nut-button`).click()
    await patientSees(page, '已收到您的回电请求，我们将在服务时间内尽快联系您。')
    await shot('customer-service-off-hours')
    return
  }
  await patientSees(page, '正在为您转接人工客服，请稍候…')
  await page.locator(`${ROOM} .service-bar__badge`, { hasText: '等待人工客服接入' }).waitFor()
  const agent = await devStaff(ctx.api, 'cs-agent', 6)
  const { context: staffCtx, page: staff } = await staffContext(browser, ctx.clientIp, { session: agent, base: ctx.base })
  await staff.goto(`${ctx.base}/console/chat`)
  await loaded(staff)
  await staff.locator('.ant-segmented-item', { hasText: '待接入' }).click()
  await staff.locator('.chat-conv', { hasText: `${phone.slice(0, 3)}****${phone.slice(7)}` }).click()
  await staff.locator('.chat-claim').click()
  await patientSees(page, '人工客服已接入，请问有什么可以帮您？')
  await page.locator(`${ROOM} .service-bar__badge`, { hasText: '人工客服服务中' }).waitFor()
  await staffSend(staff, '您好，报告出具后会短信通知您')
  await patientSees(page, '您好，报告出具后会短信通知您')
  await page.locator(`${ROOM} .service-bar__close`).click()
  await patientSees(page, '本次服务已结束，感谢您的咨询，请对本次服务进行评价。')
  await page.locator(`${ROOM} .service-bar__rate-btn`).click()
  await patientSees(page, '感谢您的评价！')
  await shot('customer-service-rated')
  await staffCtx.close()
})
