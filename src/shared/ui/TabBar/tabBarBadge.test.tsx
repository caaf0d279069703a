import TestUtils from '@tarojs/test-utils-react'
import * as req from '@/shared/request/request'
import { resetUserStore, useUserStore } from '@/shared/store'
import { useCartStore } from '@/shared/store/cartBadge'
import TabBar from './index'

// Taro's page hooks need a Taro page around them; a mounted component has none
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro')
  return { __esModule: true, ...actual, default: actual.default ?? actual, useDidShow: jest.fn() }
})
jest.mock('@/shared/request/request', () => ({ __esModule: true, ...jest.requireActual('@/shared/request/request'), request: jest.fn() }))
const request = jest.mocked(req.request)

const bodyText = () => document.body.textContent || ''
const badgeText = () => document.querySelector('.app-tabbar .nut-badge-content')?.textContent ?? ''
const login = () =>
  useUserStore.getState().setUser(
    {
      userBase: {
        id: 7,
        username: 'u',
        phone: '13800138000',
        registerHospitalId: 6,
        registerChannel: 'h5',
        avatarUrl: '',
        hasPassword: false,
      },
      userThird: null,
      token: 't',
    },
    1,
  )

async function mountBar(shell: string, active: string, path: string) {
  const t = new TestUtils()
  // the bar draws the store's count, as the Page shell passes it
  const Bar = () => <TabBar shell={shell as never} active={active} currentPath={path} cartCount={useCartStore((s) => s.total)} />
  await t.mount(Bar, { props: {} })
  for (let i = 0; i < 20 && request.mock.calls.length && !badgeText(); i++) await t.act(() => new Promise((r) => setTimeout(r, 10)))
  return t
}

// each test a minute later: the bar's one-request-per-show guard (500 ms) never joins two tests
let clock = Date.now()
beforeEach(() => {
  jest.clearAllMocks()
  clock += 60_000
  resetUserStore()
  useCartStore.setState({ total: 0 })
  jest.spyOn(Date, 'now').mockReturnValue(clock)
})
afterEach(() => {
  jest.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('the cart badge on every tab bar (issue 35)', () => {
  // first: a mounted bar stays mounted (the test utils do not unmount), and a later login would wake the others
  it('a shell without a cart tab asks nothing', async () => {
    login()
    await mountBar('checkup', 'index', '/checkup/home/index')
    expect(request).not.toHaveBeenCalled()
  })

  it.each([
    ['main', 'home', '/home'],
    ['main', 'customerService', '/customerService'],
    ['main', 'personCenter', '/personCenter'],
    ['shop', 'home', '/shop/home'],
    ['shop', 'me', '/shop/personalCenter'],
  ])('%s shell, %s tab: the count is asked for and drawn on the 购物车 tab', async (shell, active, path) => {
    login()
    request.mockResolvedValue({ total: 3 })
    await mountBar(shell, active, path)
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ url: 'cart/sumCart', silent: true, authRedirect: false }))
    expect(badgeText()).toBe('3')
    expect(bodyText()).toContain('购物车')
  })

  it('a visitor is not asked (no badge)', async () => {
    await mountBar('main', 'home', '/home')
    expect(request).not.toHaveBeenCalled()
    expect(badgeText()).toBe('')
  })

  it('a failed count keeps the last one', async () => {
    login()
    useCartStore.setState({ total: 5 })
    request.mockRejectedValue(new Error('offline'))
    await mountBar('main', 'home', '/home')
    expect(request).toHaveBeenCalled()
    expect(badgeText()).toBe('5')
  })
})
