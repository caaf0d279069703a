import TestUtils from '@tarojs/test-utils-react'
import { EMPTY_HISTORY, pushPath, canGoBack, canGoForward, barOffset, isBarHidden } from './BackForwardBar/history'
import { SHELLS, tabPath } from './TabBar/tabs'
import { themeOf, fade, DEFAULT_PRIMARY, PAGE_BACKGROUND } from './Page/theme'
import { contrastRatio, primaryTextColor, TINT_BACKGROUNDS } from '@/domain/contrast'
import OfflineScreen, { OFFLINE_TEXT } from './OfflineScreen'
import TabBar from './TabBar'
import Page from './Page'
import { useUserStore, useAppStore } from '../store'

// Taro's page hooks need a Taro page around them; a mounted component has none
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro')
  const Taro = actual.default ?? actual
  const nav = {
    redirectTo: jest.fn(async () => undefined),
    navigateTo: jest.fn(async () => undefined),
    reLaunch: jest.fn(async () => undefined),
  }
  Object.assign(Taro, nav)
  return { __esModule: true, ...actual, ...nav, default: Taro, usePullDownRefresh: jest.fn(), useDidShow: jest.fn() }
})

const bodyText = () => document.body.textContent || ''
afterEach(() => {
  document.body.innerHTML = ''
})

function at(path: string) {
  window.history.replaceState(null, '', `/hospital${path}`)
}

describe('back/forward bar history', () => {
  it('pushes, goes back and forward, and forgets the forward branch on a new path', () => {
    let h = EMPTY_HISTORY
    h = pushPath(h, '/a')
    h = pushPath(h, '/b')
    h = pushPath(h, '/c')
    expect(h).toEqual({ stack: ['/a', '/b', '/c'], index: 2 })
    expect(canGoBack(h)).toBe(true)
    expect(canGoForward(h)).toBe(false)
    h = pushPath(h, '/b') // went back
    expect(h.index).toBe(1)
    expect(canGoForward(h)).toBe(true)
    h = pushPath(h, '/c') // went forward
    expect(h.index).toBe(2)
    h = pushPath(h, '/b')
    h = pushPath(h, '/d') // new branch
    expect(h).toEqual({ stack: ['/a', '/b', '/d'], index: 2 })
    expect(pushPath(h, '/d')).toBe(h)
  })
  it('has nothing to go back to at the start', () => {
    const h = pushPath(EMPTY_HISTORY, '/a')
    expect(canGoBack(h)).toBe(false)
    expect(canGoForward(h)).toBe(false)
  })
  it.each([
    [375, 60],
    [414, 66],
    [320, 51],
    [750, 120],
  ])('offset at width %i is %i', (w, px) => expect(barOffset(w)).toBe(px))
  it.each(['/chatRoom', '/aiChat', '/home', '/modulePage/home', '/customerService', '/shopCart', '/personCenter', '/login'])(
    'is hidden on %s',
    (p) => expect(isBarHidden(p)).toBe(true),
  )
  it('shows elsewhere', () => expect(isBarHidden('/productionDetail')).toBe(false))
})

describe('tab shells', () => {
  it('has the spec tabs', () => {
    expect(SHELLS.main.map((t) => t.name)).toEqual(['home', 'customerService', 'shopCart', 'personCenter'])
    expect(SHELLS.shop.map((t) => t.name)).toEqual(['home', 'cart', 'me'])
  })
  it('keeps the /modulePage variant', () => {
    expect(tabPath('main', SHELLS.main[3], '/modulePage/home')).toBe('/modulePage/personCenter')
    expect(tabPath('main', SHELLS.main[3], '/home')).toBe('/personCenter')
    expect(tabPath('shop', SHELLS.shop[1], '/modulePage/home')).toBe('/shop/shoppingCart')
  })
  it('renders titles and a capped badge, hidden at 0', async () => {
    const t = new TestUtils()
    await t.mount(TabBar, { props: { shell: 'main', active: 'home', currentPath: '/home', cartCount: 120 } })
    expect(bodyText()).toContain('首页')
    expect(bodyText()).toContain('客服')
    expect(bodyText()).toContain('购物车')
    expect(bodyText()).toContain('我的')
    expect(bodyText()).toContain('99+')
    document.body.innerHTML = ''
    const t2 = new TestUtils()
    await t2.mount(TabBar, { props: { shell: 'shop', active: 'cart', currentPath: '/shop/shoppingCart', cartCount: 0 } })
    expect(bodyText()).not.toMatch(/\d/)
  })
})

describe('theme', () => {
  it('themes NutUI with the hospital colours, with a default', () => {
    expect(themeOf({ primaryColor: '#0050b3', primaryColorEnd: '#003a8c' }).nutuiColorPrimary).toBe('#0050b3')
    expect(themeOf({ primaryColor: '#0050b3', primaryColorEnd: '#003a8c' }).nutuiColorPrimaryStop2).toBe('#003a8c')
    expect(themeOf(null).nutuiColorPrimary).toBe(primaryTextColor(DEFAULT_PRIMARY))
  })
  // issue 16: text in the hospital colour on white, and white text on it, at 4.5:1 at least (WCAG 2.2 §1.4.3)
  it.each(['#1677FF', '#F0527A', '#0FA37F', '#00aa88'])('hospital colour %s: a darker variant where it is below 4.5:1', (c) => {
    const theme = themeOf({ primaryColor: c, primaryColorEnd: c })
    for (const bg of [PAGE_BACKGROUND, ...TINT_BACKGROUNDS]) {
      expect(contrastRatio(theme.nutuiColorPrimary, bg)).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(theme.nutuiColorDanger, bg)).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(theme.nutuiColorPrimaryStop2, bg)).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(theme.nutuiColorTextHelp, bg)).toBeGreaterThanOrEqual(4.5)
    }
  })
  it('the elder mode: the font scale, 18 px body text, 44 px buttons, darker text', () => {
    expect(themeOf(null).appFontScale).toBe('1')
    const elder = themeOf(null, true)
    expect(Number(elder.appFontScale) * 14).toBeGreaterThanOrEqual(18)
    expect(parseFloat(elder.nutuiFontSizeBase)).toBeGreaterThanOrEqual(18)
    expect(parseFloat(elder.nutuiButtonDefaultHeight)).toBeGreaterThanOrEqual(44)
    expect(contrastRatio(elder.nutuiColorTextHelp, '#ffffff')).toBeGreaterThanOrEqual(7)
  })
  it.each([
    ['#000000', '#999999'],
    ['#ffffff', '#ffffff'],
    ['#1677ff', '#a2c9ff'],
    ['red', 'red'],
  ])('fades %s for disabled controls to %s', (hex, out) => expect(fade(hex)).toBe(out))
})

describe('offline screen', () => {
  it('shows the spec text, blocks back and refreshes', async () => {
    const onRefresh = jest.fn()
    at('/productionDetail')
    const before = window.history.length
    const t = new TestUtils()
    await t.mount(OfflineScreen, { props: { onRefresh } })
    expect(bodyText()).toContain(OFFLINE_TEXT)
    expect(OFFLINE_TEXT).toBe('网络已断开，请检查网络')
    expect(window.history.length).toBe(before + 1)
    t.fireEvent.click(document.querySelector('.offline-screen__btn') as Element)
    expect(onRefresh).toHaveBeenCalled()
  })
})

describe('Page shell', () => {
  beforeEach(() => {
    useUserStore.getState().logout()
    useAppStore.getState().setOffline(false)
  })
  it('shows a closed route with its closeText', async () => {
    at('/healthAmt')
    const t = new TestUtils()
    await t.mount(Page, { props: {} })
    expect(document.querySelector('.app-page')?.getAttribute('data-state')).toBe('closed')
    expect(bodyText()).toContain('测评暂未开放')
  })
  it('renders an open route ready with its children', async () => {
    at('/customerService')
    const t = new TestUtils()
    await t.mount(() => <Page>商品内容</Page>, { props: {} })
    expect(document.querySelector('.app-page')?.getAttribute('data-state')).toBe('ready')
    expect(bodyText()).toContain('商品内容')
  })
  it('keeps the content of a login route away from a visitor and stores the target', async () => {
    at('/setting?tab=3')
    const t = new TestUtils()
    await t.mount(() => <Page>设置内容</Page>, { props: {} })
    expect(bodyText()).not.toContain('设置内容')
    expect(document.querySelector('.app-page')?.getAttribute('data-state')).toBe('login')
    expect(useUserStore.getState().loginRedirectUrl).toBe('/setting?tab=3')
    const Taro = jest.requireMock('@tarojs/taro').default
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/login?hospitalId=6' })
  })
  it('shows the offline screen when offline', async () => {
    at('/productionDetail')
    useAppStore.getState().setOffline(true)
    const t = new TestUtils()
    await t.mount(() => <Page>商品内容</Page>, { props: {} })
    expect(bodyText()).toContain('网络已断开，请检查网络')
    expect(bodyText()).not.toContain('商品内容')
  })
  it('draws the tab bar of the route shell', async () => {
    at('/shop/personalCenter')
    const t = new TestUtils()
    await t.mount(() => <Page>我的</Page>, { props: {} })
    expect(document.querySelectorAll('.app-tabbar .nut-tabbar-item').length).toBe(3)
  })
})
