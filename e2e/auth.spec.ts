/**
 * Account journeys on H5 against the reference server (SPEC §2 Auth, §4, §5, §8): login from a guarded
 * page with the image captcha and the SMS outbox, password set / login / reset, phone binding, logout and
 * account deletion, and the spec's messages for a wrong captcha, a wrong code, an unticked agreement and a
 * bad phone. The captcha answer and the SMS code come from the dev endpoints (/dev/captcha/:id, /dev/outbox).
 */
import { randomUUID } from 'node:crypto'
import type { Frame, Page, Response } from '@playwright/test'
import type { Ctx } from './helpers'
import { SANDBOX_HOSPITAL_KEY, signHospitalAssertion } from '../server/auth/hospital-identity'
import { at, outboxCode, stable, toastGone, waitForPage } from './helpers'
import { test } from './fixtures'
import { svgDataUrl } from '@/features/account/captchaSvg'

const masked = (p: string) => `${p.slice(0, 3)}****${p.slice(-4)}`

/**
 * the page for a spec route is shown, settled and still. Taro keeps earlier pages of the stack in the DOM
 * (hidden), so the harness's settled() (first .app-page) does not do after an in-app navigation.
 */
async function settled(page: Page, route?: string, timeout = 15_000) {
  const sel = route ? `.app-page[data-route="${route}"]:not([data-state="loading"])` : '.app-page[data-state]:not([data-state="loading"])'
  await page.locator(sel).locator('visible=true').first().waitFor({ timeout })
  await stable(page)
}

async function open(page: Page, url: string) {
  await page.goto(url)
  await settled(page, new URL(url).pathname.replace(/^\/hospital/, ''))
}

/** waits until the page shows `text` (toasts, dialogs and inline messages alike) */
async function seeText(page: Page, text: string, timeout = 10_000) {
  await waitForPage(page, (t) => (document.body.textContent || '').includes(t), text, { timeout })
}

async function noText(page: Page, text: string) {
  const body = (await page.textContent('body')) || ''
  if (body.includes(text)) throw new Error(`unexpected text on the page: ${text}`)
}

async function classOf(page: Page, selector: string) {
  return (await visible(page, selector).getAttribute('class')) || ''
}

/** the visible match (earlier pages of the stack stay in the DOM, hidden) */
const visible = (page: Page, selector: string) => page.locator(selector).locator('visible=true').first()

async function fill(page: Page, name: string, value: string) {
  await visible(page, `input[name="${name}"]`).fill(value)
}

async function tap(page: Page, selector: string) {
  await visible(page, selector).click()
}

const isCaptcha = (r: Response) => r.url().includes('/user-center/captcha') && r.request().method() === 'GET'
const isVerifyCode = (r: Response) => r.url().includes('/user-center/verifyCode') && r.request().method() === 'POST'

/**
 * the captcha of this reply is the one the popup shows, and its answer. The popup sets the image and the
 * captcha id together once the reply is read, so until the image is this one the popup would still
 * submit the previous (spent) id.
 */
async function shownCaptcha(ctx: Ctx, res: Response): Promise<string> {
  const body = await res.json()
  const id: string | undefined = body?.data?.captchaId
  if (!id || !body?.data?.svg) throw new Error(`captcha reply without id or image: ${res.status()} ${JSON.stringify(body).slice(0, 200)}`)
  const src = svgDataUrl(body.data.svg)
  await waitForPage(
    ctx.page,
    (want) =>
      Array.from(document.querySelectorAll<HTMLImageElement>('.captcha-popup__img img')).some(
        (img) => img.getAttribute('src') === want && img.offsetParent !== null,
      ),
    src,
  )
  const r = await ctx.api('GET', `/dev/captcha/${encodeURIComponent(id)}`)
  if (!r.body?.data?.answer) throw new Error(`no captcha answer for ${id}: ${JSON.stringify(r.body).slice(0, 200)}`)
  return r.body.data.answer
}

/** the verifyCode reply the popup's 确定 leads to */
async function submitCaptcha(ctx: Ctx, answer: string) {
  const reply = ctx.page.waitForResponse(isVerifyCode)
  await fill(ctx.page, 'captcha', answer)
  await tap(ctx.page, '.captcha-popup__ok')
  return (await reply).json()
}

/**
 * taps the send-code button, answers the captcha (optionally wrong first), checks the code was sent and
 * waits for the countdown; resolves the SMS code (the sandbox writes it before verifyCode answers)
 */
async function sendCode(ctx: Ctx, phone: string, opts: { wrongFirst?: boolean; shotName?: string } = {}): Promise<string> {
  const { page } = ctx
  let captcha = page.waitForResponse(isCaptcha)
  await tap(page, '.auth-send-code')
  let answer = await shownCaptcha(ctx, await captcha)
  await stable(page)
  if (opts.shotName) await ctx.shot(opts.shotName)
  if (opts.wrongFirst) {
    captcha = page.waitForResponse(isCaptcha)
    const wrong = await submitCaptcha(ctx, answer === 'zzzz' ? 'yyyy' : 'zzzz')
    if (wrong?.data?.errCode !== 2) throw new Error(`a wrong captcha answer: ${JSON.stringify(wrong).slice(0, 200)}`)
    // the popup says so and shows a fresh captcha
    answer = await shownCaptcha(ctx, await captcha)
    await waitForPage(page, () =>
      Array.from(document.querySelectorAll('.captcha-popup__error')).some((e) => (e.textContent || '').length > 0),
    )
    const err = ((await visible(page, '.captcha-popup__error').textContent()) || '').trim()
    if (err !== '图形验证码错误') throw new Error(`wrong captcha says "${err}"`)
    await stable(page)
    await ctx.shot('auth-captcha-wrong')
  }
  const sent = await submitCaptcha(ctx, answer)
  if (sent?.data?.errCode !== 0) throw new Error(`verifyCode for ${phone} refused: ${JSON.stringify(sent).slice(0, 300)}`)
  await waitForPage(page, () =>
    Array.from(document.querySelectorAll('.auth-send-code')).some((e) => /重新发送\(\d+\)/.test(e.textContent || '')),
  )
  await waitForPage(page, () => Array.from(document.querySelectorAll<HTMLElement>('.captcha-popup__img')).every((e) => !e.offsetParent))
  return outboxCode(ctx, phone)
}

/**
 * page-side JS: the session token kept in the persisted user store (the first shop:store:* entry of
 * localStorage holding a userInfo with a token, whatever wrapping the platform adds), or ''. A source
 * string, not a function: the test runner's transpiler would wrap nested functions in helpers the page
 * does not have.
 */
const STORED_TOKEN_JS = `(() => {
  const find = (v, depth) => {
    if (depth > 6 || v === null || v === undefined) return ''
    if (typeof v === 'string') {
      try { return find(JSON.parse(v), depth + 1) } catch (e) { return '' }
    }
    if (typeof v !== 'object') return ''
    if (v.userInfo && typeof v.userInfo.token === 'string' && v.userInfo.token) return v.userInfo.token
    for (const k of Object.keys(v)) {
      const t = find(v[k], depth + 1)
      if (t) return t
    }
    return ''
  }
  for (const k of Object.keys(localStorage)) {
    if (!k.startsWith('shop:store:')) continue
    const t = find(localStorage.getItem(k) || '', 0)
    if (t) return t
  }
  return ''
})()`

async function storedToken(page: Page): Promise<string> {
  return page.evaluate(STORED_TOKEN_JS)
}

/** the session is stored (a login persists it as it finishes) */
async function tokenStored(page: Page, what: string, timeout = 5000) {
  await waitForPage(page, `!!${STORED_TOKEN_JS}`, undefined, { timeout }).catch(() => {
    throw new Error(`no token stored after ${what}`)
  })
}

/** the stored session is gone (cleared as the page is left; persisted right after) */
async function tokenCleared(page: Page, what: string, timeout = 5000) {
  await waitForPage(page, `!${STORED_TOKEN_JS}`, undefined, { timeout }).catch(() => {
    throw new Error(`token still stored after ${what}`)
  })
}

test('a new user: guarded page -> SMS login -> back; set password, log out, password login, bind a phone, delete the account', async ({
  ctx,
}) => {
  const { page, app, shot } = ctx
  const phone = ctx.newPhone()
  let phoneB = ctx.newPhone()
  while (masked(phoneB) === masked(phone)) phoneB = ctx.newPhone()

  // a login-required page sends a visitor to /login
  await page.goto(`${app}/setting?hospitalId=6`)
  await at(page, /\/hospital\/login/)
  await settled(page, '/login')
  await shot('auth-login')

  // bad phone: the spec's message, send-code and 下一步 stay disabled
  await fill(page, 'phone', '12345678901')
  await seeText(page, '手机格式不正确')
  if (!(await classOf(page, '.auth-send-code')).includes('disabled')) throw new Error('send-code enabled for a bad phone')
  await shot('auth-login-bad-phone')

  // captcha (a wrong answer first), then the countdown
  await fill(page, 'phone', phone)
  await noText(page, '手机格式不正确')
  const code = await sendCode(ctx, phone, { wrongFirst: true, shotName: 'auth-captcha' })

  // 下一步 needs the agreement
  await fill(page, 'code', code)
  if (!(await classOf(page, '.login-page__submit')).includes('disabled')) throw new Error('下一步 enabled without the agreement')
  await tap(page, '.agreement-check__box')
  await waitForPage(page, () => Array.from(document.querySelectorAll('.login-page__submit')).some((e) => !e.className.includes('disabled')))

  // a wrong code: the server's message
  await fill(page, 'code', code === '000000' ? '111111' : '000000')
  await tap(page, '.login-page__submit')
  await seeText(page, '验证码错误')
  await stable(page)
  await shot('auth-login-wrong-code')

  // the right code: back on the guarded page, logged in
  await toastGone(page)
  await fill(page, 'code', code)
  await tap(page, '.login-page__submit')
  await at(page, /\/hospital\/setting/)
  await settled(page, '/setting')
  await seeText(page, masked(phone))
  await noText(page, phone)
  await shot('auth-setting')

  // first-time password: mismatch and format messages, then 设置成功 and home
  await tap(page, '.setting-page__password')
  await at(page, /\/hospital\/setPassword\?.*setPsw=1/)
  await settled(page, '/setPassword')
  await seeText(page, '6-20位至少包括数字、大小写字母、符号2种组合')
  await seeText(page, '跳过，稍后再设置')
  await fill(page, 'password', 'abc123')
  await fill(page, 'confirm', 'abc124')
  await tap(page, '.set-password__submit')
  await seeText(page, '两次密码不一致！')
  await stable(page)
  await shot('auth-set-password')
  await toastGone(page)
  await fill(page, 'password', 'abcdef')
  await fill(page, 'confirm', 'abcdef')
  await tap(page, '.set-password__submit')
  await seeText(page, '密码格式不正确')
  await toastGone(page)
  const password = 'Abc12345'
  await fill(page, 'password', password)
  await fill(page, 'confirm', password)
  await tap(page, '.set-password__submit')
  await seeText(page, '设置成功')
  await at(page, /\/hospital\/home/)

  // log out from /setting (login required): straight home, never through /login (SPEC §6)
  await open(page, `${app}/setting?hospitalId=6`)
  await seeText(page, '修改密码')
  await tap(page, '.setting-page__logout')
  await seeText(page, '确定要退出登录吗？')
  const visited: string[] = []
  const onNav = (f: Frame) => {
    if (f === page.mainFrame()) visited.push(f.url())
  }
  page.on('framenavigated', onNav)
  await tap(page, '.setting-page__dialog--logout .nut-dialog-footer-ok')
  await seeText(page, '已退出登录')
  await at(page, /\/hospital\/home/)
  await tokenCleared(page, 'logout')
  await settled(page, '/home')
  page.off('framenavigated', onNav)
  if (visited.some((u) => /\/hospital\/(login|accountLogin)/.test(u)))
    throw new Error(`logging out went through the login page: ${visited.join(' -> ')}`)
  if (/\/hospital\/login/.test(page.url())) throw new Error('logged out onto /login')

  // password login: unticked agreement -> the prompt; 同意 ticks and logs in
  await open(page, `${app}/accountLogin?hospitalId=6`)
  await fill(page, 'phone', phone)
  await fill(page, 'password', password)
  await tap(page, '.account-login__submit')
  await seeText(page, '请先阅读并同意《用户协议》和《隐私政策》')
  await seeText(page, '再考虑下')
  await stable(page)
  await shot('auth-agreement-prompt')
  await tap(page, '.agreement-prompt .nut-dialog-footer-ok')
  await at(page, /\/hospital\/home/)
  await tokenStored(page, 'password login')

  // bind a new phone
  await open(page, `${app}/bandPhone?hospitalId=6`)
  await seeText(page, masked(phone))
  await shot('auth-bandphone')
  await tap(page, '.band-phone__rebind')
  await fill(page, 'phone', phoneB)
  await fill(page, 'code', await sendCode(ctx, phoneB))
  await stable(page)
  await shot('auth-bandphone-form')
  await tap(page, '.band-phone__submit')
  await seeText(page, '绑定成功')
  await at(page, (u) => !u.pathname.endsWith('/bandPhone'))
  const judged = await ctx.api('POST', '/user-center/judgePhone', { phone: phoneB }, { hospitalId: '6' })
  if (!judged.body?.data?.registered) throw new Error(`new phone not bound: ${JSON.stringify(judged.body)}`)
  // /setting right after binding shows the new phone, masked (SPEC §5, §9)
  await open(page, `${app}/setting?hospitalId=6`)
  await seeText(page, masked(phoneB))
  await noText(page, phoneB)
  await noText(page, masked(phone))

  // delete the account
  await tap(page, '.setting-page__delete')
  await seeText(page, '无法恢复')
  await stable(page)
  await shot('auth-delete-confirm')
  const token = await storedToken(page)
  await tap(page, '.setting-page__dialog--delete .nut-dialog-footer-ok')
  await seeText(page, '账号已注销')
  await at(page, /\/hospital\/home/)
  await tokenCleared(page, 'deletion')
  const me = await ctx.api('GET', '/user-center/redisUser', undefined, { token })
  if (me.body?.code !== 401) throw new Error(`the deleted account's session still answers: ${JSON.stringify(me.body).slice(0, 200)}`)
  const relogin = await ctx.api('POST', '/user-center/passwordLogin', { registerName: phoneB, password })
  if (relogin.body?.code === 200) throw new Error('the deleted account can still log in')
})

test('password reset: 找回密码 -> captcha + code -> 验证通过 -> new password -> 重置成功 -> password login', async ({ ctx }) => {
  const { page, app, shot } = ctx
  const phone = ctx.newPhone()
  // an account that exists without ever having received an SMS (hospital identity login, the phone
  // proven by the hospital's signed assertion; the sandbox provider's key is public)
  const idNo = '11010519491231002X'
  const assertion = signHospitalAssertion(SANDBOX_HOSPITAL_KEY, { hospitalId: 6, idNo, phone, ts: Date.now() })
  const made = await ctx.api('POST', '/user-center/healthNj/login', { idNo, phone, assertion }, { hospitalId: '6' })
  if (made.body?.code !== 200) throw new Error(`could not create the account: ${JSON.stringify(made.body).slice(0, 200)}`)

  await open(page, `${app}/accountLogin?hospitalId=6`)
  await shot('auth-account-login')
  await tap(page, '.account-login__forgot')
  await at(page, /\/hospital\/register\?.*resetPsw=1/)
  await settled(page, '/register')
  await seeText(page, '找回密码')
  await fill(page, 'phone', phone)
  await fill(page, 'code', await sendCode(ctx, phone))
  await stable(page)
  await shot('auth-reset')
  await tap(page, '.register-page__next')
  await seeText(page, '验证通过')
  await at(page, /\/hospital\/setPassword\?.*reset=1/)
  await settled(page, '/setPassword')
  await noText(page, '跳过，稍后再设置')
  const password = 'Reset2026'
  await fill(page, 'password', password)
  await fill(page, 'confirm', password)
  await stable(page)
  await shot('auth-reset-password')
  await tap(page, '.set-password__submit')
  await seeText(page, '重置成功')
  await at(page, /\/hospital\/accountLogin/)
  await settled(page, '/accountLogin')
  await fill(page, 'phone', phone)
  await fill(page, 'password', password)
  await tap(page, '.agreement-check__box')
  await tap(page, '.account-login__submit')
  await at(page, /\/hospital\/home/)
  await tokenStored(page, 'logging in with the reset password')
})

test('agreements open from the login screen; register with a password', async ({ ctx }) => {
  const { page, app, shot } = ctx
  await open(page, `${app}/login?hospitalId=6`)
  await tap(page, '.agreement-check__link--privacy')
  await at(page, /\/hospital\/privacyAc\?.*codeList=200/)
  await settled(page, '/privacyAc')
  await visible(page, '.privacy-ac__title').waitFor()
  await seeText(page, '隐私政策')
  await stable(page)
  await shot('auth-privacy')

  const phone = ctx.newPhone()
  await open(page, `${app}/register?hospitalId=6`)
  await fill(page, 'phone', phone)
  await fill(page, 'code', await sendCode(ctx, phone))
  await tap(page, '.agreement-check__box')
  await stable(page)
  await shot('auth-register')
  await tap(page, '.register-page__next')
  await seeText(page, '验证通过')
  await at(page, /\/hospital\/setPassword/)
  await settled(page, '/setPassword')
  await fill(page, 'password', 'Reg12345')
  await fill(page, 'confirm', 'Reg12345')
  await tap(page, '.set-password__submit')
  await seeText(page, '设置成功')
  await at(page, /\/hospital\/home/)
  await tokenStored(page, 'registering')
  const pw = await ctx.api('POST', '/user-center/passwordLogin', { registerName: phone, password: 'Reg12345' })
  if (pw.body?.code !== 200) throw new Error(`the registered password does not work: ${JSON.stringify(pw.body).slice(0, 200)}`)
})

test('third-party entries: /transition (OAuth return, must bind a phone first) and /njglyy (success and failure)', async ({ ctx }) => {
  const { page, app, base, shot } = ctx
  // the messaging-app authorisation starts at the server (a single-use state bound to this browser by a cookie) and,
  // in the sandbox, comes straight back to /transition with a sandbox code and that state; must_bind_phone is on in
  // the seed
  const back = `${app}/transition?hospitalId=6&redirect=${encodeURIComponent('/setting?hospitalId=6')}`
  await page.goto(`${base}/user-center/oauth/wechat/authorize?scope=snsapi_base&redirect_uri=${encodeURIComponent(back)}`)
  await at(page, /\/hospital\/bandPhone/)
  await settled(page, '/bandPhone')
  await seeText(page, '当前账号未绑定手机号')
  await shot('auth-transition-bind')
  const phone = ctx.newPhone()
  await fill(page, 'phone', phone)
  await fill(page, 'code', await sendCode(ctx, phone))
  await tap(page, '.band-phone__submit')
  await seeText(page, '绑定成功')
  // then where the authorisation was started from
  await at(page, /\/hospital\/setting/)
  await settled(page, '/setting')
  await seeText(page, masked(phone))

  // a bad code: the message, and a way back to /login
  await page.goto(`${app}/transition?hospitalId=6&code=not-a-sandbox-code`)
  await settled(page, '/transition')
  await seeText(page, '登录凭证无效')
  await seeText(page, '返回登录')
  await shot('auth-transition-failed')

  // /njglyy: the hospital entry exchanges its code, then the hospital home
  await page.goto(`${app}/njglyy?hospitalId=6&code=sandbox-gl-${randomUUID()}`)
  await at(page, /\/hospital\/home/)
  await tokenStored(page, '/njglyy')
  // failure: the message, then back after 3 s (no page to go back to: home)
  await page.goto(`${app}/njglyy?hospitalId=6&code=bad-code`)
  await settled(page, '/njglyy')
  await seeText(page, '获取用户信息失败')
  await shot('auth-njglyy-failed')
  await at(page, (u) => !u.pathname.endsWith('/njglyy'), 8000)
})
