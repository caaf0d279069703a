import { ENTRY_TYPES } from '../../domain/wire'
import { ENTRY_ROUTES, OWN_ENTRIES, entryOfHomePath } from './entries'
import { ROUTES } from './table'
import { SHELLS } from '../ui/TabBar/tabs'

describe('entry homes', () => {
  test.each([
    ['/chronic/workRoom', 'chronic'],
    ['/consult/consult', 'consult'],
    ['/studio/doctor', 'studioDoctor'],
    ['/studio/doctor/digitHome', 'studioDigit'],
    ['/studio/patient/home', 'studioBeauty'],
    ['/studio/patient/workRoom', 'studioBeauty'],
    ['/home', null],
    ['/shop/home', null],
  ])('%s is the home of %s', (path, entry) => {
    expect(entryOfHomePath(path)).toBe(entry)
  })

  test('every entry but the shop has its own home, built, in its own tab shell', () => {
    expect([...OWN_ENTRIES, 'shop'].sort()).toEqual([...ENTRY_TYPES].sort())
    for (const e of OWN_ENTRIES) {
      const home = ROUTES.find((r) => r.path === ENTRY_ROUTES[e].home)
      expect(home).toMatchObject({ page: 'entry/home', shell: e, tabBarName: 'home' })
      expect(SHELLS[e].map((t) => t.title)).toEqual(['首页', '体检', '商城', '购物车'])
      // every tab leads to a route of the table (a built page or a redirect to one)
      for (const t of SHELLS[e]) expect(ROUTES.some((r) => r.path === t.path && (r.page || r.redirect))).toBe(true)
    }
  })
})
