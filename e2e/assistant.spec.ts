/**
 * The AI health assistant (/aiChat, issue 15 item 5) in the H5 build against the real server: a patient asks about
 * a seeded check-up package and watches the answer stream in (the text grows piece by piece), ending with quoted
 * passages and a link to the package's page; a reload shows the stored conversation; a red-flag message is
 * answered with the emergency line first (拨打 120, a link to /emergencyLine); so are the everyday rewordings of
 * issue 29 (喘不上来气, 呼吸很困难, ..., and English). Real server, real CSP.
 */
import type { Ctx } from './helpers'
import { apiLogin, at, putUserInStorage, settled, stable, waitForPage } from './helpers'
import { test } from './fixtures'

const R = '/aiChat'
const on = `.app-page[data-route="${R}"][data-state="ready"]`

async function openChat(ctx: Ctx): Promise<void> {
  const user = await apiLogin(ctx, ctx.newPhone())
  await ctx.page.goto(`${ctx.app}/home?hospitalId=6`)
  await settled(ctx.page)
  await putUserInStorage(ctx.page, user)
  await ctx.page.goto(`${ctx.app}${R}?hospitalId=6`)
  await ctx.page.waitForSelector(`${on} .ai-input`, { timeout: 20_000 })
  await stable(ctx.page)
}

/** records every text the streaming bubble shows (a MutationObserver in the page) */
async function recordStreaming(ctx: Ctx): Promise<void> {
  await ctx.page.evaluate(() => {
    const w = window as unknown as { __aiSeen: string[] }
    w.__aiSeen = []
    new MutationObserver(() => {
      const el = document.querySelector('.ai-bubble--streaming .ai-bubble__text')
      const t = el?.textContent ?? ''
      if (t && t !== '正在思考…' && w.__aiSeen[w.__aiSeen.length - 1] !== t) w.__aiSeen.push(t)
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
}

async function ask(ctx: Ctx, question: string): Promise<void> {
  const box = ctx.page.locator(`${on} .ai-input textarea`)
  await box.fill(question)
  await ctx.page.locator(`${on} .ai-input__send`).click()
}

/** the number of stored (not streaming) answer bubbles */
const answers = (ctx: Ctx) => ctx.page.locator(`${on} .ai-bubble--bot:not(.ai-bubble--streaming)`).count()

test('a question about a seeded package streams an answer with links; a reload shows it', async ({ ctx }) => {
  const { page, shot } = ctx
  await openChat(ctx)
  await shot('assistant-empty')
  const notice = await page.locator(`${on} .ai-notice`).textContent()
  if (!notice?.includes('不是医生') || !notice.includes('120')) throw new Error(`notice: ${notice}`)

  await recordStreaming(ctx)
  await ask(ctx, '心脑血管专项筛查查哪些项目？')
  // the bubble shows the answer while it is generated, then the stored answer replaces it
  await waitForPage(page, () => (window as unknown as { __aiSeen: string[] }).__aiSeen.length >= 2, undefined, { timeout: 20_000 })
  await page.waitForSelector(`${on} .ai-link--package`, { timeout: 20_000 })
  const seen = await page.evaluate(() => (window as unknown as { __aiSeen: string[] }).__aiSeen)
  const final = (await page.locator(`${on} .ai-bubble--bot .ai-bubble__text`).last().textContent()) ?? ''
  if (!seen.every((s) => final.startsWith(s)))
    throw new Error(`streamed pieces are not prefixes of the answer: ${JSON.stringify(seen.slice(0, 3))}`)
  if (!final.includes('《心脑血管专项筛查》') || !final.includes('不是医生')) throw new Error(`answer: ${final}`)
  const link = page.locator(`${on} .ai-link--package`).first()
  if ((await link.textContent())?.includes('心脑血管专项筛查') !== true) throw new Error(`link: ${await link.textContent()}`)
  if ((await page.locator(`${on} .ai-link--customerService`).count()) < 1) throw new Error('no hand-over to customer service')
  await stable(page)
  await shot('assistant-answer')

  await page.reload()
  await page.waitForSelector(`${on} .ai-link--package`, { timeout: 20_000 })
  if ((await answers(ctx)) !== 1) throw new Error('the stored answer is not shown once after a reload')

  await page.locator(`${on} .ai-link--package`).first().click()
  await at(page, (u) => u.pathname.endsWith('/checkup/packageDetail') && u.searchParams.get('packageId') === '6026')
})

test('a red-flag message is answered with the emergency line first', async ({ ctx }) => {
  const { page, shot } = ctx
  await openChat(ctx)
  await ask(ctx, '我爸胸口疼得厉害，出冷汗')
  await page.waitForSelector(`${on} .ai-bubble--alert:not(.ai-bubble--streaming) .ai-link--emergency`, { timeout: 20_000 })
  const text = (await page.locator(`${on} .ai-bubble--alert .ai-bubble__text`).last().textContent()) ?? ''
  if (!text.startsWith('【紧急提醒】') || text.indexOf('120') > 40)
    throw new Error(`the answer does not open with 120: ${text.slice(0, 80)}`)
  if ((await page.locator(`${on} .ai-bubble--alert .ai-emergency__call`).count()) !== 1) throw new Error('no 120 button')
  await stable(page)
  await shot('assistant-red-flag')
  await page.locator(`${on} .ai-bubble--alert .ai-emergency__link`).last().click()
  await at(page, (u) => u.pathname.endsWith('/emergencyLine'))
})

test('everyday rewordings of chest pain and breathlessness open with 120 and the emergency line (issue 29)', async ({ ctx }) => {
  const { page, shot } = ctx
  await openChat(ctx)
  const questions = [
    '喘不上来气',
    '呼吸很困难',
    '胸闷得厉害，喘不动气',
    '胸部一阵阵剧烈的疼痛',
    'I have severe chest pain and cannot breathe',
  ]
  const alerts = page.locator(`${on} .ai-bubble--alert:not(.ai-bubble--streaming)`)
  for (const [i, q] of questions.entries()) {
    // the previous answer is stored and the input free again
    await waitForPage(page, (sel) => !document.querySelector(sel), `${on} .ai-bubble--streaming`, { timeout: 20_000 })
    await ask(ctx, q)
    // the stored answer (not the streaming bubble) with its emergency link, one more each time
    await waitForPage(
      page,
      ([sel, n]) => document.querySelectorAll(sel).length >= n,
      [`${on} .ai-bubble--alert:not(.ai-bubble--streaming) .ai-link--emergency`, i + 1] as const,
      { timeout: 20_000 },
    )
    const bubble = alerts.nth(i)
    const text = (await bubble.locator('.ai-bubble__text').textContent()) ?? ''
    if (!text.startsWith('【紧急提醒】') || text.indexOf('120') > 40) throw new Error(`"${q}" does not open with 120: ${text.slice(0, 80)}`)
    if ((await bubble.locator('.ai-emergency__call').count()) !== 1) throw new Error(`"${q}": no 拨打 120 button`)
    if ((await bubble.locator('.ai-link--package, .ai-link--article').count()) !== 0)
      throw new Error(`"${q}": content quoted next to an emergency`)
  }
  await stable(page)
  await shot('assistant-red-flag-rewordings')
})
