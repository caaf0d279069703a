/**
 * H5 start-up (loginFirst.h5.ts; jest's app project resolves the .h5 variant): a visitor of a page that needs login
 * is at /login before the router starts, with the URL to come back to; a stored user, an open page, an alias, a
 * closed page and the WeChat browser are left to the Page shell's guard.
 */
import { loginFirst } from './loginFirst'
import { savePersisted, storeKey } from '@/shared/store'

const start = (url: string) => {
  window.history.replaceState(null, '', url)
  const target = loginFirst()
  return { target, at: `${window.location.pathname}${window.location.search}` }
}
const ua = navigator.userAgent

afterEach(() => {
  localStorage.clear()
  Object.defineProperty(navigator, 'userAgent', { value: ua, configurable: true })
})
afterAll(() => window.history.replaceState(null, '', '/'))

describe('loginFirst (H5)', () => {
  it('sends a visitor of the cart to /login of the hospital and returns the cart URL', () => {
    expect(start('/hospital/shopCart?hospitalId=6')).toEqual({ target: '/shopCart?hospitalId=6', at: '/hospital/login?hospitalId=6' })
    expect(start('/hospital/shop/shoppingCart?hospitalId=9&x=1')).toEqual({
      target: '/shop/shoppingCart?hospitalId=9&x=1',
      at: '/hospital/login?hospitalId=9',
    })
  })
  it('leaves a page to the guard when a user is stored (any hospital or entry, with or without a token)', () => {
    savePersisted(storeKey(3, 'shop'), { user: { userInfo: { userBase: { id: 1 } } as never } })
    expect(start('/hospital/shopCart?hospitalId=6')).toEqual({ target: null, at: '/hospital/shopCart?hospitalId=6' })
  })
  it('a store entry without a user (signed out) is a visitor', () => {
    savePersisted(storeKey(6, 'shop'), { user: { userInfo: null, loginRedirectUrl: '' } })
    expect(start('/hospital/shopCart?hospitalId=6').target).toBe('/shopCart?hospitalId=6')
  })
  it('leaves open pages, Autority=false and unknown paths alone', () => {
    expect(start('/hospital/home?hospitalId=6')).toEqual({ target: null, at: '/hospital/home?hospitalId=6' })
    expect(start('/hospital/shopCart?hospitalId=6&Autority=false').target).toBeNull()
    expect(start('/hospital/404').target).toBeNull()
  })
  it('leaves the WeChat and Alipay browsers to the guard (their own login ways)', () => {
    Object.defineProperty(navigator, 'userAgent', { value: `${ua} MicroMessenger/8.0`, configurable: true })
    expect(start('/hospital/shopCart?hospitalId=6').target).toBeNull()
    Object.defineProperty(navigator, 'userAgent', { value: `${ua} AlipayClient/10`, configurable: true })
    expect(start('/hospital/shopCart?hospitalId=6').target).toBeNull()
  })
})
