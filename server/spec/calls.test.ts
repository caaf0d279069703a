import { callKey, locateSpec, namesOfPiece, pathsOf, specCalls } from './calls'

const SPEC = `# x
## 6. Roles
GET notThis
## 7. Calls

Every request carries headers appTag, hospitalId (not names: no bold heading).

**Cart (order-center):** GET cart/queryCart; POST addCart (goodsId), list. Older: GET shoppingCart/queryCart, saveCart. Cart rule form takes categoryId, goodsType.

**User services (also under /gaia/user/):** POST createReceiverInfo. servicePerson queryList, delete. A bank payment notify call cmbNotify exists. GET area and areaTree; POST /glWxLogin, share signature call with entry url.

## 8. Errors
**Not:** GET afterSection
`

describe('specCalls', () => {
  const { calls, prose } = specCalls(SPEC)
  test('reads names with their namespace, drops parameters, labels and other sections', () => {
    expect(calls.map(callKey)).toEqual([
      'cart/queryCart',
      'cart/addCart',
      'cart/list',
      'shoppingCart/queryCart',
      'shoppingCart/saveCart',
      'createReceiverInfo',
      'gaia/user/createReceiverInfo',
      'servicePerson/queryList',
      'gaia/user/servicePerson/queryList',
      'servicePerson/delete',
      'gaia/user/servicePerson/delete',
      'cmbNotify',
      'gaia/user/cmbNotify',
      'area',
      'gaia/user/area',
      'areaTree',
      'gaia/user/areaTree',
      'glWxLogin',
      'gaia/user/glWxLogin',
    ])
    expect(prose).toEqual(['share signature call with entry url'])
  })
  test('a piece of prose is not a name', () => {
    expect(namesOfPiece('article lists')).toBeNull()
    expect(namesOfPiece('GET getLogistic?type=11')).toEqual({ names: ['getLogistic'], group: null })
  })
})

describe('pathsOf', () => {
  const paths = ['/order-center/cart/addCart', '/goods-center/goods/getGoods', '/x/invoice/list']
  test('a namespace the server serves lets a name match elsewhere; an unserved one does not', () => {
    expect(pathsOf({ name: 'addCart', group: '', context: 'cart' }, paths)).toEqual(['/order-center/cart/addCart'])
    expect(pathsOf({ name: 'getGoods', group: '', context: 'goods' }, paths)).toHaveLength(1)
    expect(pathsOf({ name: 'getGoods', group: '', context: 'pediatric/market' }, paths)).toEqual([])
    expect(pathsOf({ name: 'list', group: '', context: 'cart' }, paths)).toEqual([]) // plain words need their namespace
    // "also under /gaia/user/": only that exact path counts, even when the namespace is served
    const served = [...paths, '/u/gaia/user/addCart', '/u/user/queryUserInfo']
    expect(pathsOf({ name: 'addCart', group: '', context: 'gaia/user', strict: true }, served)).toEqual(['/u/gaia/user/addCart'])
    expect(pathsOf({ name: 'queryUserInfo', group: '', context: 'gaia/user', strict: true }, served)).toEqual([])
  })
})

describe('locateSpec', () => {
  test('$SPEC_PATH, else shared/SPEC.md in the folder or a parent, else null', () => {
    const files = new Set(['/work/shared/SPEC.md', '/elsewhere/SPEC.md'])
    const exists = (f: string) => files.has(f)
    expect(locateSpec('/work/clone', {}, exists)).toBe('/work/shared/SPEC.md')
    expect(locateSpec('/work/clone', { SPEC_PATH: '/elsewhere/SPEC.md' }, exists)).toBe('/elsewhere/SPEC.md')
    expect(locateSpec('/other/clone', {}, exists)).toBeNull()
  })
})
