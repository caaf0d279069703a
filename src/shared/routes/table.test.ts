import { ROUTES } from './table'
import { buildPageConfig, buildCustomRoutes, buildPreloadRule } from './build'
import { findRoute, resolveRoute, needsLogin, targetUrl, normalisePath } from './resolve'

describe('route table', () => {
  it('has unique paths', () => {
    const paths = ROUTES.map((r) => r.path)
    expect(new Set(paths).size).toBe(paths.length)
  })
  it('puts home first in the mini-program page list', () => {
    expect(buildPageConfig().pages[0]).toBe('pages/main/home/index')
  })
  it('preloads the likely next subpackages after home, the cart and 我的 (existing pages and subpackages only)', () => {
    const config = buildPageConfig()
    const rule = buildPreloadRule(config)
    expect(rule['pages/main/home/index']).toEqual({ network: 'all', packages: ['goods', 'checkup'] })
    expect(rule['pages/main/shopCart/index'].packages).toContain('order')
    const names = new Set(config.subPackages.map((s) => s.name))
    for (const [page, r] of Object.entries(rule)) {
      expect(config.pages).toContain(page)
      for (const p of r.packages) expect(names.has(p)).toBe(true)
    }
    expect(buildPreloadRule({ pages: ['pages/main/home/index'], subPackages: [] })).toEqual({})
  })
  it('maps every route to an H5 clean path', () => {
    const aliases = Object.values(buildCustomRoutes()).flat()
    for (const r of ROUTES) if (r.path !== '/') expect(aliases).toContain(r.path)
  })
  it.each([
    ['/hospital/home', '/home'],
    ['/home/', '/home'],
    ['/hospital/modulePage/home', '/hospital/modulePage/home'],
    ['/nowhere', '/nowhere'],
    ['/shoppingCart', '/hospital/shoppingCart'],
    ['/hospital/hospital/shoppingCart', '/hospital/shoppingCart'],
  ])('normalises %s', (input, out) => expect(normalisePath(input)).toBe(out))
  describe('the spec route /hospital/shoppingCart typed under the H5 base /hospital', () => {
    // the browser's /hospital/shoppingCart reaches Taro's router as /shoppingCart (the base stripped once)
    it('is a clean path of the cart page, beside its spec path', () => {
      const cartPaths = buildCustomRoutes()['/pages/main/shopCart/index']
      expect(cartPaths).toEqual(expect.arrayContaining(['/hospital/shoppingCart', '/shoppingCart', '/shopCart']))
    })
    it('resolves to the spec route (login first, query kept)', () => {
      expect(findRoute('/shoppingCart')).toBe(findRoute('/hospital/shoppingCart'))
      expect(needsLogin(findRoute('/shoppingCart')!)).toBe(true)
      expect(targetUrl('/shoppingCart', { hospitalId: 7 }, true)).toBe('/hospital/shoppingCart?hospitalId=7')
    })
    it('leaves a path another route owns alone', () => {
      expect(normalisePath('/modulePage/home')).toBe('/modulePage/home')
      expect(normalisePath('/selectService')).toBe('/selectService')
      const aliases = Object.values(buildCustomRoutes()).flat()
      expect(new Set(aliases).size).toBe(aliases.length)
    })
  })
  it('resolves redirects and unknown paths', () => {
    expect(resolveRoute('/').path).toBe('/home')
    expect(resolveRoute('/checkup/home').path).toBe('/checkup/home/index')
    expect(resolveRoute('/does-not-exist').path).toBe('/404')
  })
  it('leads /modulePage to /modulePage/home as / leads to /home (issue 11 item 9)', () => {
    expect(resolveRoute('/modulePage').path).toBe('/modulePage/home')
    expect(resolveRoute('/hospital/modulePage/').path).toBe('/modulePage/home')
    expect(findRoute('/modulePage')?.redirect).toBe('/modulePage/home')
    // H5: the clean path is served by the home page file (Taro renders it instead of a blank page)
    expect(buildCustomRoutes()['/pages/main/home/index']).toContain('/modulePage')
    // mini-programs: no extra page, the redirect renders home's page
    expect(buildPageConfig().pages.filter((p) => p === 'pages/main/home/index')).toHaveLength(1)
  })
  it('applies the login rules', () => {
    expect(needsLogin(findRoute('/shopCart')!)).toBe(true)
    expect(needsLogin(findRoute('/shopCart')!, { Autority: 'false' })).toBe(false)
    expect(needsLogin(findRoute('/productionDetail')!)).toBe(false)
    expect(needsLogin(findRoute('/checkup/cardQuery')!)).toBe(false)
  })
  it('builds target urls per target', () => {
    expect(targetUrl('/healthAmt', { a: 1 }, true)).toBe('/healthAmt?a=1')
    expect(targetUrl('/healthAmt', {}, false)).toBe('/pages/main/closed/index?route=%2FhealthAmt')
    expect(targetUrl('/zzz', {}, true)).toBe('/404')
  })
})

import { decideGuard, runGuard } from './guard'

describe('guard', () => {
  const cart = findRoute('/shopCart')!
  const detail = findRoute('/productionDetail')!
  it.each([
    ['open route', detail, {}, false, 'none', true, 'allow'],
    ['logged in', cart, {}, true, 'none', true, 'allow'],
    ['Autority=false', cart, { Autority: 'false' }, false, 'none', true, 'allow'],
    ['plain browser', cart, {}, false, 'none', true, 'loginPage'],
    ['WeChat browser', cart, {}, false, 'wechat', true, 'oauth'],
    ['WeChat mini-program', cart, {}, false, 'miniProgram', false, 'loginPage'],
    ['Alipay mini-program', cart, {}, false, 'alipayMiniProgram', false, 'loginPage'],
  ] as const)('%s', (_name, route, query, loggedIn, channel, h5, way) => {
    expect(decideGuard(route, query as any, loggedIn, channel as any, h5)).toBe(way)
  })
  it('stores the target and logs in', () => {
    const fx = { storeTarget: jest.fn(), toLoginPage: jest.fn(), oauth: jest.fn() }
    expect(runGuard('loginPage', '/shopCart?hospitalId=7', fx)).toBe(false)
    expect(fx.storeTarget).toHaveBeenCalledWith('/shopCart?hospitalId=7')
    expect(fx.toLoginPage).toHaveBeenCalled()
    expect(runGuard('oauth', '/bill', fx)).toBe(false)
    expect(fx.oauth).toHaveBeenCalledWith('/hospital/transition?redirect=%2Fbill')
    expect(runGuard('allow', '/home', fx)).toBe(true)
  })
})
