/**
 * H5 start-up path fix-ups (boot.h5.ts) with the real route table: an unknown path becomes /404 and a
 * redirect route opens its target before Taro's router starts (issue 11 item 9: /modulePage leads to
 * /modulePage/home as / leads to /home).
 */
import { redirectUnknownPath } from './boot.h5'
import { findRoute, resolveRoute } from '@/shared/routes/resolve'
import { NOT_FOUND_PATH } from '@/shared/routes/table'

const start = (url: string) => {
  window.history.replaceState(null, '', url)
  redirectUnknownPath(
    (path) => !!findRoute(path),
    NOT_FOUND_PATH,
    (path) => (findRoute(path)?.redirect ? resolveRoute(path).path : null),
  )
  return `${window.location.pathname}${window.location.search}`
}

describe('H5 start-up paths', () => {
  afterAll(() => window.history.replaceState(null, '', '/'))
  it('opens /modulePage at /modulePage/home, keeping the query', () => {
    expect(start('/hospital/modulePage?hospitalId=6')).toBe('/hospital/modulePage/home?hospitalId=6')
    expect(start('/hospital/modulePage/')).toBe('/hospital/modulePage/home')
  })
  it('leaves / to the router (it shows /home) and known paths as they are', () => {
    expect(start('/hospital/')).toBe('/hospital/')
    expect(start('/hospital/modulePage/home?a=1')).toBe('/hospital/modulePage/home?a=1')
    expect(start('/hospital/productionDetail?goodsId=1')).toBe('/hospital/productionDetail?goodsId=1')
  })
  it('sends an unknown path to /404', () => {
    expect(start('/hospital/no/such?x=1')).toBe('/hospital/404?x=1')
  })
})
