/**
 * Account journeys on H5 against the reference server (SPEC §2 Auth, §4, §5, §8): login from a guarded
 * page with the image captcha and the SMS outbox, password set / login / reset, phone binding, logout and
 * account deletion, and the spec's messages for a wrong captcha, a wrong code, an unticked agreement and a
 * bad phone. The captcha answer and the SMS code come from the dev endpoints (/dev/captcha/:id, /dev/outbox).
 */
import type { Frame, Page, Response } from 'playwright-core'
import type { Ctx, Spec } from '../harness'
import { SANDBOX_HOSPITAL_KEY, signHospitalAssertion } from '../../../server/auth/hospital-identity'

/** a fresh mainland mobile number (139 + 8 digits) per run */
const newPhone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
const masked = (p: string) => `${p.slice(0, 3)}****${p.slice(-4)}`

/**
 * the page for a spec route is shown and settled. Taro keeps earlier pages of the stack in the DOM (hidden),
 * so the harness's settled() (first .app-page) does not do after an in-app navigation.
 */
async function settled(page: Page, route?: string, timeout = 15_000) {
  const sel = route ? `.app-page[data-route="${route}"]:not([data-state="loading"])` : '.app-page[data-state]:not([data-state="loading"])'
  await page.locator(sel).locator('visible=true').first().waitFor({ timeout })
  await page.waitForTimeout(300)
}

/** waits until the address matches (in-app navigations are history changes, not loads) */
async function at(page: Page, url: RegExp | ((u: URL) => boolean), timeout = 15_000) {
  const ok = (href: string) => (url instanceof RegExp ? url.test(href) : url(new URL(href)))
  const end = Date.now() + timeout
  while (!ok(page.url())) {
    if (Date.now() > end) throw new Error(`still at ${page.url()}, expected ${String(url)}`)
    await page.waitForTimeout(100)
  }
}

async function open(page: Page, url: string) {
  await page.goto(url)
  await settled(page, new URL(url).pathname.replace(/^\/hospital/, ''))
}

/** waits until the page shows `text` (toasts, dialogs and inline messages alike) */
async function seeText(page: Page, text: string, timeout = 10_000) {
  await page.waitForFunction((t) => (document.body.textContent || '').includes(t), text, { timeout })
}

async function noText(page: Page, text: string) {
  const body = (await page.textContent('body')) || ''
  if (body.includes(text)) throw new Error(`unexpected text on the page: ${text}`)
}

/** the visible value of an element's text */
async function textOf(page: Page, selector: string) {
  return ((await visible(page, selector).textContent()) || '').trim()
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

async function captchaAnswer(ctx: Ctx, res: Response): Promise<string> {
  const body = await res.json()
  const id = body?.data?.captchaId
  if (!id) throw new Error(`captcha reply without id: ${JSON.stringify(body).slice(0, 200)}`)
  const r = await ctx.api('GET', `/dev/captcha/${encodeURIComponent(id)}`)
  if (!r.body?.data?.answer) throw new Error(`no captcha answer for ${id}`)
  return r.body.data.answer
}

/** taps the send-code button, answers the captcha (optionally wrong first) and waits for the countdown */
async function sendCode(ctx: Ctx, opts: { wrongFirst?: boolean; shotName?: string } = {}) {
  const { page } = ctx
  const first = page.waitForResponse(isCaptcha)
  await tap(page, '.auth-send-code')
  let res = await first
  await visible(page, '.captcha-popup__img').waitFor()
  await page.waitForTimeout(400)
  if (opts.shotName) await ctx.shot(opts.shotName)
  if (opts.wrongFirst) {
    const answer = await captchaAnswer(ctx, res)
    const refreshed = page.waitForResponse(isCaptcha)
    await fill(page, 'captcha', answer === 'zzzz' ? 'yyyy' : 'zzzz')
    await tap(page, '.captcha-popup__ok')
    res = await refreshed
    await page.waitForFunction(() => Array.from(document.querySelectorAll('.captcha-popup__error')).some((e) => (e.textContent || '').length > 0))
    const err = await textOf(page, '.captcha-popup__error')
    if (err !== '图形验证码错误') throw new Error(`wrong captcha says "${err}"`)
    await page.waitForTimeout(300)
    await ctx.shot('auth-captcha-wrong')
  }
  await fill(page, 'captcha', await captchaAnswer(ctx, res))
  await tap(page, '.captcha-popup__ok')
  await page.waitForFunction(() => Array.from(document.querySelectorAll('.auth-send-code')).some((e) => /重新发送\(\d+\)/.test(e.textContent || '')))
  await page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLElement>('.captcha-popup__img')).every((e) => !e.offsetParent))
}

async function smsCode(ctx: Ctx, phone: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const r = await ctx.api('GET', `/dev/outbox?phone=${phone}`)
    const code = r.body?.data?.[0]?.code
    if (code) return code
    await new Promise((res) => setTimeout(res, 200))
  }
  throw new Error(`no SMS for ${phone}`)
}

/** the session token kept in the persisted user store (localStorage, whatever wrapping the platform adds) */
function findToken(v: unknown, depth = 0): string {
  if (depth > 6 || v === null || v === undefined) return ''
  if (typeof v === 'string') {
    try {
      return findToken(JSON.parse(v), depth + 1)
    } catch {
      return ''
    }
  }
  if (typeof v !== 'object') return ''
  const o = v as Record<string, unknown>
  const info = o.userInfo as Record<string, unknown> | undefined
  if (info && typeof info.token === 'string' && info.token) return info.token
  for (const k of Object.keys(o)) {
    const t = findToken(o[k], depth + 1)
    if (t) return t
  }
  return ''
}

async function storedToken(page: Page): Promise<string> {
  const entries: string[] = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('shop:store:'))
      .map((k) => localStorage.getItem(k) || ''),
  )
  for (const raw of entries) {
    const t = findToken(raw)
    if (t) return t
  }
  return ''
}

/** the stored session is gone (cleared as the page is left; persisted right after) */
async function tokenCleared(page: Page, what: string, timeout = 5000) {
  const end = Date.now() + timeout
  while (await storedToken(page)) {
    if (Date.now() > end) throw new Error(`token still stored after ${what}`)
    await page.waitForTimeout(150)
  }
}

const specs: Spec[] = [
  {
    name: 'a new user: guarded page -> SMS login -> back; set password, log out, password login, bind a phone, delete the account',
    fn: async (ctx) => {
      const { page, app, shot } = ctx
      const phone = newPhone()
      let phoneB = newPhone()
      while (masked(phoneB) === masked(phone)) phoneB = newPhone()

      // a login-required page sends a visitor to /login
      await page.goto(`${app}/setting?hospitalId=6`)
      await at(page, /\/hospital\/login/)
      await settled(page, '/login')
      await page.waitForTimeout(500)
      await shot('auth-login')

      // bad phone: the spec's message, send-code and 下一步 stay disabled
      await fill(page, 'phone', '12345678901')
      await seeText(page, '手机格式不正确')
      if (!(await classOf(page, '.auth-send-code')).includes('disabled')) throw new Error('send-code enabled for a bad phone')
      await shot('auth-login-bad-phone')

      // captcha (a wrong answer first), then the countdown
      await fill(page, 'phone', phone)
      await noText(page, '手机格式不正确')
      await sendCode(ctx, { wrongFirst: true, shotName: 'auth-captcha' })
      const code = await smsCode(ctx, phone)

      // 下一步 needs the agreement
      await fill(page, 'code', code)
      if (!(await classOf(page, '.login-page__submit')).includes('disabled')) throw new Error('下一步 enabled without the agreement')
      await tap(page, '.agreement-check__box')
      await page.waitForFunction(() => Array.from(document.querySelectorAll('.login-page__submit')).some((e) => !e.className.includes('disabled')))

      // a wrong code: the server's message
      await fill(page, 'code', code === '000000' ? '111111' : '000000')
      await tap(page, '.login-page__submit')
      await seeText(page, '验证码错误')
      await shot('auth-login-wrong-code')

      // the right code: back on the guarded page, logged in
      await page.waitForTimeout(2200)
      await fill(page, 'code', code)
      await tap(page, '.login-page__submit')
      await at(page, /\/hospital\/setting/)
      await settled(page, '/setting')
      await seeText(page, masked(phone))
      await noText(page, phone)
      await page.waitForTimeout(600)
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
      await page.waitForTimeout(600)
      await shot('auth-set-password')
      await page.waitForTimeout(1600)
      await fill(page, 'password', 'abcdef')
      await fill(page, 'confirm', 'abcdef')
      await tap(page, '.set-password__submit')
      await seeText(page, '密码格式不正确')
      await page.waitForTimeout(2200)
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
      await page.waitForTimeout(500)
      page.off('framenavigated', onNav)
      if (visited.some((u) => /\/hospital\/(login|accountLogin)/.test(u))) throw new Error(`logging out went through the login page: ${visited.join(' -> ')}`)
      if (/\/hospital\/login/.test(page.url())) throw new Error('logged out onto /login')

      // password login: unticked agreement -> the prompt; 同意 ticks and logs in
      await open(page, `${app}/accountLogin?hospitalId=6`)
      await fill(page, 'phone', phone)
      await fill(page, 'password', password)
      await tap(page, '.account-login__submit')
      await seeText(page, '请先阅读并同意《用户协议》和《隐私政策》')
      await seeText(page, '再考虑下')
      await page.waitForTimeout(400)
      await shot('auth-agreement-prompt')
      await tap(page, '.agreement-prompt .nut-dialog-footer-ok')
      await at(page, /\/hospital\/home/)
      if (!(await storedToken(page))) throw new Error('no token after password login')

      // bind a new phone
      await open(page, `${app}/bandPhone?hospitalId=6`)
      await seeText(page, masked(phone))
      await page.waitForTimeout(400)
      await shot('auth-bandphone')
      await tap(page, '.band-phone__rebind')
      await fill(page, 'phone', phoneB)
      await sendCode(ctx)
      await fill(page, 'code', await smsCode(ctx, phoneB))
      await page.waitForTimeout(300)
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
      await page.waitForTimeout(400)
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
    },
  },
  {
    name: 'password reset: 找回密码 -> captcha + code -> 验证通过 -> new password -> 重置成功 -> password login',
    fn: async (ctx) => {
      const { page, app, shot } = ctx
      const phone = newPhone()
      // an account that exists without ever having received an SMS (hospital identity login, the phone
      // proven by the hospital's signed assertion; the sandbox provider's key is public)
      const idNo = '11010519491231002X'
      const assertion = signHospitalAssertion(SANDBOX_HOSPITAL_KEY, { hospitalId: 6, idNo, phone, ts: Date.now() })
      const made = await ctx.api('POST', '/user-center/healthNj/login', { idNo, phone, assertion }, { hospitalId: '6' })
      if (made.body?.code !== 200) throw new Error(`could not create the account: ${JSON.stringify(made.body).slice(0, 200)}`)

      await open(page, `${app}/accountLogin?hospitalId=6`)
      await page.waitForTimeout(400)
      await shot('auth-account-login')
      await tap(page, '.account-login__forgot')
      await at(page, /\/hospital\/register\?.*resetPsw=1/)
      await settled(page, '/register')
      await seeText(page, '找回密码')
      await fill(page, 'phone', phone)
      await sendCode(ctx)
      await fill(page, 'code', await smsCode(ctx, phone))
      await page.waitForTimeout(300)
      await shot('auth-reset')
      await tap(page, '.register-page__next')
      await seeText(page, '验证通过')
      await at(page, /\/hospital\/setPassword\?.*reset=1/)
      await settled(page, '/setPassword')
      await noText(page, '跳过，稍后再设置')
      const password = 'Reset2026'
      await fill(page, 'password', password)
      await fill(page, 'confirm', password)
      await page.waitForTimeout(300)
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
      if (!(await storedToken(page))) throw new Error('no token after logging in with the reset password')
    },
  },
  {
    name: 'agreements open from the login screen; register with a password',
    fn: async (ctx) => {
      const { page, app, shot } = ctx
      await open(page, `${app}/login?hospitalId=6`)
      await tap(page, '.agreement-check__link--privacy')
      await at(page, /\/hospital\/privacyAc\?.*codeList=200/)
      await settled(page, '/privacyAc')
      await visible(page, '.privacy-ac__title').waitFor()
      await seeText(page, '隐私政策')
      await page.waitForTimeout(300)
      await shot('auth-privacy')

      const phone = newPhone()
      await open(page, `${app}/register?hospitalId=6`)
      await fill(page, 'phone', phone)
      await sendCode(ctx)
      await fill(page, 'code', await smsCode(ctx, phone))
      await tap(page, '.agreement-check__box')
      await page.waitForTimeout(300)
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
      if (!(await storedToken(page))) throw new Error('not logged in after registering')
      const pw = await ctx.api('POST', '/user-center/passwordLogin', { registerName: phone, password: 'Reg12345' })
      if (pw.body?.code !== 200) throw new Error(`the registered password does not work: ${JSON.stringify(pw.body).slice(0, 200)}`)
    },
  },
  {
    name: 'third-party entries: /transition (OAuth return, must bind a phone first) and /njglyy (success and failure)',
    fn: async (ctx) => {
      const { page, app, shot } = ctx
      // the messaging-app authorisation came back with a (sandbox) code; must_bind_phone is on in the seed
      await page.goto(`${app}/transition?hospitalId=6&redirect=${encodeURIComponent('/setting?hospitalId=6')}&code=sandbox-e2e-${Date.now()}&state=st1`)
      await at(page, /\/hospital\/bandPhone/)
      await settled(page, '/bandPhone')
      await seeText(page, '当前账号未绑定手机号')
      await page.waitForTimeout(300)
      await shot('auth-transition-bind')
      const phone = newPhone()
      await fill(page, 'phone', phone)
      await sendCode(ctx)
      await fill(page, 'code', await smsCode(ctx, phone))
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
      await page.goto(`${app}/njglyy?hospitalId=6&code=sandbox-gl-${Date.now()}`)
      await at(page, /\/hospital\/home/)
      if (!(await storedToken(page))) throw new Error('no session after /njglyy')
      // failure: the message, then back after 3 s (no page to go back to: home)
      await page.goto(`${app}/njglyy?hospitalId=6&code=bad-code`)
      await settled(page, '/njglyy')
      await seeText(page, '获取用户信息失败')
      await shot('auth-njglyy-failed')
      await at(page, (u) => !u.pathname.endsWith('/njglyy'), 8000)
    },
  },
]

export default specs
