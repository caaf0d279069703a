import NjglyyPage from './index'
import * as uc from '@/features/account/api'
import * as nav from '@/shared/routes/navigate'
import { useUserStore } from '@/shared/store'
import { bodyText, cleanup, fakeOnly, flush, mount, resetStores, USER } from '@test-support/app/auth'
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

describe('/njglyy', () => {
  it('exchanges the code with glWxLogin, stores the user and goes to the hospital home', async () => {
    m.glWxLogin.mockResolvedValue({ ...USER })
    await mount(NjglyyPage, '/njglyy?code=sandbox-gl&hospitalId=6')
    await flush(5)
    expect(m.glWxLogin).toHaveBeenCalledWith({ code: 'sandbox-gl' }, { silent: true })
    expect(useUserStore.getState().userInfo?.userBase?.id).toBe(7)
    expect(nav.relaunch).toHaveBeenCalledWith('/home', { hospitalId: 6 })
  })

  it('a failure shows the message and goes back after 3 s', async () => {
    let fail: (e: Error) => void = () => undefined
    m.glWxLogin.mockReturnValue(new Promise((_, reject) => (fail = reject)))
    await mount(NjglyyPage, '/njglyy?code=bad')
    fakeOnly(['setTimeout', 'clearTimeout'])
    fail(new Error('用户信息获取失败'))
    await flush(5)
    expect(bodyText()).toContain('用户信息获取失败')
    jest.advanceTimersByTime(2900)
    expect(nav.back).not.toHaveBeenCalled()
    jest.advanceTimersByTime(200)
    expect(nav.back).toHaveBeenCalled()
    jest.runOnlyPendingTimers()
  })
})
