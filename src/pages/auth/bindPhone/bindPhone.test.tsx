import { act } from 'react'
import BandPhonePage from './index'
import { BIND_LEAVE_DELAY_MS } from '@/features/account'
import * as uc from '@/features/account/api'
import * as nav from '@/shared/routes/navigate'
import * as platform from '@/shared/platform'
import { useUserStore } from '@/shared/store'
import {
  bodyText,
  byText,
  cleanup,
  click,
  isDisabled,
  loginAs,
  mount,
  q,
  fakeClock,
  resetStores,
  restoreTimers,
  tick,
  typeInto,
  USER,
} from '@test-support/app/auth'

jest.mock('@/shared/ui/Page', () => ({ __esModule: true, default: (p: any) => p.children }))
jest.mock('@/features/account/api')
jest.mock('@/shared/routes/navigate')
jest.mock('@/shared/platform', () => ({ __esModule: true, ...jest.requireActual('@/shared/platform'), toast: jest.fn() }))

const m = jest.mocked(uc)
/** the new phone, captcha, SMS code, 确认绑定 */
async function bindSteps(t: any) {
  await typeInto(t, 'phone', '13900139000')
  await click(t, '.auth-send-code')
  await typeInto(t, 'captcha', 'ab12')
  await click(t, '.captcha-popup__ok')
  await typeInto(t, 'code', '123456')
  await click(t, '.band-phone__submit')
}
const wait = (ms: number) => act(() => new Promise<void>((r) => setTimeout(r, ms)))
const toast = jest.mocked(platform.toast)

beforeEach(() => {
  jest.clearAllMocks()
  resetStores()
  m.getCaptcha.mockResolvedValue({ captchaId: 'cap-1', svg: '<svg/>' })
  m.verifyCode.mockResolvedValue({ errCode: 0, errMsg: 'ok' })
})
afterEach(async () => {
  await restoreTimers()
  cleanup()
})

describe('/bandPhone', () => {
  it('shows the bound phone with the first 3 and last 4 digits and 重新绑定', async () => {
    loginAs()
    await mount(BandPhonePage, '/bandPhone')
    expect(q('.band-phone__phone').textContent).toBe('138****8000')
    expect(bodyText()).not.toContain('13800138000')
    expect(bodyText()).toContain('重新绑定')
  })

  it('binds a new phone: captcha + code type 2, 绑定成功, the stored phone updated, back', async () => {
    loginAs()
    m.bindPhone.mockResolvedValue(null)
    const t = await mount(BandPhonePage, '/bandPhone')
    await click(t, '.band-phone__rebind')
    expect(bodyText()).toContain('当前绑定手机号 138****8000')
    await typeInto(t, 'phone', '13900139000')
    await click(t, '.auth-send-code')
    await typeInto(t, 'captcha', 'ab12')
    await click(t, '.captcha-popup__ok')
    expect(m.verifyCode).toHaveBeenCalledWith({ phone: '13900139000', type: 2, captchaId: 'cap-1', captchaCode: 'ab12' }, { loading: true })
    expect(isDisabled(q('.band-phone__submit'))).toBe(true)
    await typeInto(t, 'code', '123456')
    expect(isDisabled(q('.band-phone__submit'))).toBe(false)
    await click(t, '.band-phone__submit')
    expect(m.bindPhone).toHaveBeenCalledWith({ phone: '13900139000', verifyCode: '123456' }, { loading: true })
    expect(toast).toHaveBeenCalledWith('绑定成功', 'success')
    expect(useUserStore.getState().userInfo?.userBase?.phone).toBe('13900139000')
    // 绑定成功 stays readable before the screen is left (going back may reload the previous page on H5)
    expect(nav.back).not.toHaveBeenCalled()
    await wait(BIND_LEAVE_DELAY_MS + 100)
    expect(nav.back).toHaveBeenCalledTimes(1)
  })

  it("stores the user of the bind reply (the server's fresh copy), keeping the session token", async () => {
    loginAs()
    const fresh = { userBase: { ...USER.userBase!, phone: '139****9000', username: '用户9000' }, userThird: null, token: '' }
    m.bindPhone.mockResolvedValue(fresh)
    const t = await mount(BandPhonePage, '/bandPhone')
    await click(t, '.band-phone__rebind')
    await bindSteps(t)
    const stored = useUserStore.getState().userInfo
    expect(stored?.userBase).toMatchObject({ id: 7, phone: '139****9000', username: '用户9000' })
    expect(stored?.token).toBe(USER.token)
    expect(isDisabled(q('.band-phone__submit')) || q('.band-phone__submit').className.includes('loading')).toBe(true) // no second submit while leaving
    await wait(BIND_LEAVE_DELAY_MS + 100)
    expect(nav.back).toHaveBeenCalledTimes(1)
  })

  it('after a login that required binding, goes to the post-login page', async () => {
    loginAs({ ...USER, userBase: { ...USER.userBase!, phone: '' } })
    useUserStore.getState().setLoginRedirectUrl('/setting')
    m.bindPhone.mockResolvedValue(null)
    const t = await mount(BandPhonePage, '/bandPhone?from=login&hospitalId=6')
    expect(bodyText()).toContain('当前账号未绑定手机号')
    await bindSteps(t)
    expect(nav.relaunch).toHaveBeenCalledWith('/setting', { hospitalId: 6 })
    expect(nav.back).not.toHaveBeenCalled()
  })

  it('未收到短信？ appears once the countdown has ended and opens the tip', async () => {
    loginAs({ ...USER, userBase: { ...USER.userBase!, phone: '' } })
    const t = await mount(BandPhonePage, '/bandPhone')
    await typeInto(t, 'phone', '13900139000')
    await click(t, '.auth-send-code')
    await typeInto(t, 'captcha', 'ab12')
    fakeClock()
    await click(t, '.captcha-popup__ok')
    expect(q('.auth-send-code').textContent).toBe('重新发送(120)')
    expect(bodyText()).not.toContain('未收到短信？')
    await tick(60_000)
    expect(q('.auth-send-code').textContent).toBe('重新发送(60)')
    expect(bodyText()).not.toContain('未收到短信？')
    await tick(60_000)
    expect(q('.auth-send-code').textContent).toBe('重新发送')
    expect(bodyText()).toContain('未收到短信？')
    await click(t, byText('未收到短信？'))
    expect(bodyText()).toContain('垃圾短信')
  })

  it('a wrong captcha shows the server message', async () => {
    loginAs()
    m.verifyCode.mockResolvedValue({ errCode: 2, errMsg: '图形验证码错误' })
    const t = await mount(BandPhonePage, '/bandPhone')
    await click(t, '.band-phone__rebind')
    await typeInto(t, 'phone', '13900139000')
    await click(t, '.auth-send-code')
    await typeInto(t, 'captcha', 'xxxx')
    await click(t, '.captcha-popup__ok')
    expect(q('.captcha-popup__error').textContent).toBe('图形验证码错误')
  })
})
