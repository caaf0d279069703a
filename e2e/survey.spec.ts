/**
 * Questionnaires (SPEC §2 /one-plus-answer, /one-plus-result, /survey, /question-result): a new patient answers the
 * "1 + X" questionnaire — an empty submit shows the first §5 message at its question, a conditional question
 * appears with its trigger, the health-data consent is asked for — and sees the suggested screenings; then rates
 * the service in the satisfaction survey (scale, matrix) and sees the thank-you result. Real server, real CSP.
 */
import type { Ctx } from './helpers'
import { apiLogin, at, putUserInStorage, settled, stable, waitForPage } from './helpers'
import { test } from './fixtures'

async function loginInBrowser(ctx: Ctx): Promise<void> {
  const user = await apiLogin(ctx, ctx.newPhone())
  await ctx.page.goto(`${ctx.app}/home?hospitalId=6`)
  await settled(ctx.page)
  await putUserInStorage(ctx.page, user)
}

const on = (route: string) => `.app-page[data-route="${route}"][data-state="ready"]`

async function open(ctx: Ctx, path: string, route: string) {
  await ctx.page.goto(`${ctx.app}${path}`)
  await ctx.page.waitForSelector(`${on(route)} .survey-form`, { timeout: 20_000 })
  await stable(ctx.page)
}

async function toastShows(ctx: Ctx, expected: string): Promise<void> {
  await waitForPage(
    ctx.page,
    (t) =>
      Array.from(document.querySelectorAll('.taro__toast')).some(
        (e) => (e.textContent || '').includes(t) && (e as HTMLElement).offsetParent !== null,
      ),
    expected,
    { timeout: 5000 },
  )
}

/** picks the option with this label in a question (radio or checkbox) */
async function pick(ctx: Ctx, route: string, questionId: string, label: string) {
  await ctx.page
    .locator(`${on(route)} #q-${questionId} .survey-q__choice`, { hasText: label })
    .first()
    .click()
}

test('1+X questionnaire: first error, conditional question, consent, suggested screenings', async ({ ctx }) => {
  const { page, shot } = ctx
  const R = '/one-plus-answer'
  await loginInBrowser(ctx)
  await open(ctx, '/one-plus-answer?hospitalId=6', R)
  await shot('survey-one-plus-empty')
  await page.locator('.survey-page__bar .nut-button').first().click()
  await toastShows(ctx, '请选择性别')
  await page.waitForSelector(`${on(R)} #q-sex.survey-q--error`)

  await pick(ctx, R, 'sex', '女')
  await page.waitForSelector(`${on(R)} #q-sexLife`) // shown for women only
  if (await page.locator(`${on(R)} #q-prostate`).count()) throw new Error('the men-only question shows for a woman')
  await pick(ctx, R, 'age', '50岁及以上')
  await pick(ctx, R, 'sexLife', '是')
  for (const [q, a] of [
    ['smoker', '否'],
    ['stomach', '是'],
    ['sugar', '否'],
    ['neck', '否'],
    ['heart', '否'],
  ])
    await pick(ctx, R, q, a)
  await page.locator('.survey-page__bar .nut-button').first().click()
  await toastShows(ctx, '请先阅读并同意《健康信息处理说明》')
  await page.locator(`${on(R)} .survey-page__consent .nut-checkbox`).click()
  await shot('survey-one-plus-filled')
  await page.locator('.survey-page__bar .nut-button').first().click()
  await at(page, (u) => u.pathname.endsWith('/one-plus-result'))
  await page.waitForSelector(`${on('/one-plus-result')} .survey-result__items`, { timeout: 15_000 })
  const items = await page.locator(`${on('/one-plus-result')} .survey-result__item`).allTextContents()
  if (items.join(',') !== '肿瘤标志物,骨密度,乳腺彩超,妇科检查,C13呼气试验') throw new Error(`suggested: ${items.join(',')}`)
  const notice = await page.locator(`${on('/one-plus-result')} .survey-result__notice`).textContent()
  if (!notice?.includes('不能作为诊断依据') || !notice.includes('120')) throw new Error(`disclaimer: ${notice}`)
  await stable(page)
  await shot('survey-one-plus-result')
})

test('satisfaction survey: scale and matrix answers, thank-you result, allowance shown', async ({ ctx }) => {
  const { page, shot } = ctx
  const R = '/survey'
  await loginInBrowser(ctx)
  await open(ctx, '/survey?code=satisfaction&hospitalId=6', R)
  await page
    .locator(`${on(R)} #q-overall .nut-rate-item`)
    .nth(3)
    .click()
  for (const row of [0, 1, 2, 3])
    await page
      .locator(`${on(R)} #q-aspects .survey-q__row`)
      .nth(row)
      .locator('.nut-radio', { hasText: '满意' })
      .first()
      .click()
  await pick(ctx, R, 'recommend', '不愿意')
  await page.waitForSelector(`${on(R)} #q-why`) // a reason is asked only of those who would not recommend
  await pick(ctx, R, 'recommend', '愿意')
  await page.locator(`${on(R)} #q-why`).waitFor({ state: 'detached' })
  if (await page.locator(`${on(R)} .survey-page__consent`).count()) throw new Error('a satisfaction survey asks for health-data consent')
  await shot('survey-satisfaction-filled')
  await page.locator('.survey-page__bar .nut-button').first().click()
  await at(page, (u) => u.pathname.endsWith('/question-result'))
  await page.waitForSelector(`${on('/question-result')} .survey-result__card`, { timeout: 15_000 })
  const card = await page
    .locator(`${on('/question-result')} .survey-result__card`)
    .first()
    .textContent()
  if (!card?.includes('就医服务满意度调查') || !card.includes('感谢您的反馈')) throw new Error(`result: ${card}`)
  await shot('survey-satisfaction-result')
})
