import TransitionPage from './index'
import * as uc from '@/features/account/api'
import * as nav from '@/shared/routes/navigate'
import { oauthReturnUri, safeRedirect } from '@/features/account/oauthReturn'
import { useUserStore } from '@/shared/store'
import { bodyText, byText, cleanup, click, flush, mount, resetStores, USER } from '@test-support/app/auth'
import { wireUserApi } from '@test-support/app/userApi'

wireUserApi()

jest.mock('@/shared/ui/assets/empty.svg', () => 'empty.svg')
jest.mock('@/shared/ui/assets/error.svg', () => 'error.svg')
jest.mock('@/shared/ui/assets/network.svg', () => 'network.svg')
jest.mock('@/shared/ui/Page', () => ({
  __esModule: true,
  default: (p: any) => (
    <div className="page-mock" data-title={p.title || ''}>
      {p.children}
    </div>
  ),
}))
jest.mock('@/features/account/api')
jest.mock('@/shared/request/hospitalApi', () => ({
  __esModule: true,
  ...jest.requireActual('@/shared/request/hospitalApi'),
  getProtocol: jest.fn(),
}))
jest.mock('@/shared/routes/navigate')
jest.mock('@/shared/platform', () => ({ __esModule: true, ...jest.requireActual('@/shared/platform'), toast: jest.fn() }))

const m = jest.mocked(uc)

beforeEach(() => {
  jest.clearAllMocks()
  resetStores()
})
afterEach(() => {
  cleanup()
  jest.useRealTimers()
})

describe('/transition', () => {
  it('exchanges the code with its redirectUri and the returned state, stores the user (type 0) and goes to the redirect', async () => {
    m.getUserInfo.mockResolvedValue({ ...USER })
    await mount(TransitionPage, '/transition?redirect=%2Fsetting%3FhospitalId%3D6&code=sandbox-x&state=st1')
    await flush(5)
    expect(m.getUserInfo).toHaveBeenCalledWith(
      { code: 'sandbox-x', redirectUri: 'http://localhost/hospital/transition?redirect=%2Fsetting%3FhospitalId%3D6', state: 'st1' },
      { silent: true },
    )
    expect(useUserStore.getState().loginType).toBe(0)
    expect(nav.relaunch).toHaveBeenCalledWith('/setting?hospitalId=6', {})
  })

  it('a failure shows the message and a way back to /login', async () => {
    m.getUserInfo.mockRejectedValue(new Error('授权码无效'))
    const t = await mount(TransitionPage, '/transition?code=bad')
    await flush(5)
    expect(bodyText()).toContain('授权码无效')
    await click(t, byText('返回登录'))
    expect(nav.redirect).toHaveBeenCalledWith('/login', { hospitalId: 6 })
  })

  it('without a code says so', async () => {
    await mount(TransitionPage, '/transition')
    await flush(3)
    expect(bodyText()).toContain('缺少授权码')
    expect(m.getUserInfo).not.toHaveBeenCalled()
  })

  it('redirects only to relative paths, never back into a login screen', () => {
    expect(safeRedirect('/hospital/setting?a=1')).toBe('/setting?a=1')
    expect(safeRedirect('https://evil.example')).toBe('')
    expect(safeRedirect('//evil.example')).toBe('')
    expect(safeRedirect('/login?x=1')).toBe('')
    expect(oauthReturnUri('https://h/hospital/transition?redirect=%2Fa&code=c&state=s#x')).toBe(
      'https://h/hospital/transition?redirect=%2Fa',
    )
  })
})
