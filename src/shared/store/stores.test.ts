/** stores over the real Taro H5 storage (jsdom localStorage) and the real request layer with Taro.request spied */
import Taro from '@tarojs/taro'
import type { StoredUserInfo } from './rules'
import {
  useAppStore,
  useUserStore,
  resetAppStore,
  resetUserStore,
  bootstrapApp,
  setUnauthorizedHandler,
  stopPersistence,
  storeKey,
  applyVersionRule,
  requestContext,
} from './index'
import { request, resetRequestConfig } from '../request/request'
import { wireUserApi } from '@test-support/app/userApi'

wireUserApi()

const user = (id: number, phone = '138****0000'): StoredUserInfo => ({
  userBase: { id, username: `u${id}`, phone, registerHospitalId: 6, registerChannel: 'h5', avatarUrl: '', hasPassword: false },
  userThird: null,
  token: `token-${id}`,
})

const hospital = (hospitalId: number) => ({
  hospitalId,
  hospitalName: `医院${hospitalId}`,
  shortName: `H${hospitalId}`,
  logoUrl: '',
  primaryColor: '#0a0',
  primaryColorEnd: '#0b0',
  address: '',
  phone: '',
  greyMode: hospitalId === 9,
  homeMagicPageId: 1,
})

type Reply = { statusCode: number; data: unknown }
let routes: Record<string, Reply | (() => Reply)> = {}
let requestSpy: jest.SpyInstance

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  stopPersistence()
  resetAppStore()
  resetUserStore()
  resetRequestConfig()
  setUnauthorizedHandler(null)
  routes = {
    '/zeus/hospital/getHospitalIndex': () => ({
      statusCode: 200,
      data: { code: 200, msg: 'success', data: hospital(useAppStore.getState().hospitalId) },
    }),
    '/user-center/redisUser': { statusCode: 401, data: { code: 401, msg: '未登录', data: null } },
  }
  requestSpy = jest.spyOn(Taro as any, 'request').mockImplementation(async (opts: any) => {
    const r = routes[opts.url]
    if (!r) return { statusCode: 404, data: { code: 404, msg: '接口不存在', data: null } }
    return typeof r === 'function' ? r() : r
  })
  jest.spyOn(Taro as any, 'showToast').mockImplementation(async () => ({}))
})

afterEach(() => {
  jest.restoreAllMocks()
  stopPersistence()
})

const stored = (key: string) => JSON.parse(Taro.getStorageSync(key) as string)

describe('bootstrapApp', () => {
  it('takes hospitalId and entry from the query, remembers the hospital, loads its info', async () => {
    const r = bootstrapApp({ hospitalId: '8', entryType: 'chronic' })
    expect([r.hospitalId, r.entryType]).toEqual([8, 'chronic'])
    expect(useAppStore.getState().hospitalId).toBe(8)
    expect(Taro.getStorageSync('shop:hospitalId')).toBe('8')
    expect(useAppStore.getState().hospitalInfoStatus).toBe('loading')
    await expect(r.hospitalInfo).resolves.toMatchObject({ hospitalId: 8 })
    expect(useAppStore.getState().hospitalInfo?.hospitalName).toBe('医院8')
    expect(requestSpy.mock.calls[0][0]).toMatchObject({ method: 'POST', data: { hospitalId: 8 } })
    expect(requestSpy.mock.calls[0][0].header.hospitalId).toBe('8')
  })

  it.each(['abc', '-1', '6x', '', undefined])('a malformed hospitalId %j falls back to the remembered one', (bad) => {
    Taro.setStorageSync('shop:hospitalId', '12')
    expect(bootstrapApp({ hospitalId: bad }).hospitalId).toBe(12)
  })

  it('a malformed hospitalId with nothing (or junk) remembered falls back to 6', () => {
    expect(bootstrapApp({ hospitalId: 'abc' }).hospitalId).toBe(6)
    Taro.setStorageSync('shop:hospitalId', '{junk')
    expect(bootstrapApp({ hospitalId: '6x' }).hospitalId).toBe(6)
  })

  it('an unknown entry falls back to the health shop', () => {
    expect(bootstrapApp({ entry: 'weird' }).entryType).toBe('shop')
    expect(bootstrapApp({ entry: 'consult' }).entryType).toBe('consult')
  })

  it('does not wait for (nor fail on) hospital info', async () => {
    routes['/zeus/hospital/getHospitalIndex'] = { statusCode: 502, data: null }
    const r = bootstrapApp({ hospitalId: '6' })
    await expect(r.hospitalInfo).resolves.toBeNull()
    expect(useAppStore.getState().hospitalInfoStatus).toBe('error')
    expect(Taro.showToast).not.toHaveBeenCalled()
  })

  it('takes utm/spm from the query', () => {
    bootstrapApp({ utm: 'wx-menu', spm: 'a.b.c' })
    expect(useAppStore.getState().tracking).toEqual({ utm: 'wx-menu', spm: 'a.b.c' })
  })

  it('sends the headers from the stores', async () => {
    bootstrapApp({ hospitalId: '9' })
    useUserStore.getState().setUser(user(3))
    useUserStore.getState().setTokens({ healthToken: 'h', studioDoctorToken: 's' })
    expect(requestContext()).toEqual({ appTag: 'h5', hospitalId: 9, token: 'token-3', healthToken: 'h', studioDoctorToken: 's' })
    routes['/goods-center/x'] = { statusCode: 200, data: { code: 200, msg: 'success', data: 1 } }
    await request({ prefix: 'goods-center', url: 'x' })
    const header = requestSpy.mock.calls[requestSpy.mock.calls.length - 1][0].header
    expect(header).toMatchObject({ appTag: 'h5', hospitalId: '9', token: 'token-3', healthAccessToken: 'h', studioDoctorToken: 's' })
  })

  it('a 401 clears the user and calls the handler registered by the guard', async () => {
    bootstrapApp({})
    useUserStore.getState().setUser(user(1))
    const handler = jest.fn()
    setUnauthorizedHandler(handler)
    routes['/order-center/cart/queryCart'] = { statusCode: 401, data: { code: 401, msg: '未登录', data: null } }
    await expect(request({ prefix: 'order-center', url: 'cart/queryCart' })).rejects.toMatchObject({ code: 401 })
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ prefix: 'order-center', url: 'cart/queryCart', code: 401 }))
    expect(useUserStore.getState().isLoggedIn()).toBe(false)
  })

  it('offline marks the app offline', async () => {
    bootstrapApp({})
    requestSpy.mockRejectedValueOnce({ errMsg: 'request:fail' })
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await expect(request({ prefix: 'zeus', url: 'x', silent: true })).rejects.toMatchObject({ kind: 'offline' })
    online.mockRestore()
    expect(useAppStore.getState().offline).toBe(true)
  })
})

describe('persistence per hospital + entry', () => {
  it('saves the user under shop:store:<hospitalId>:<entryType>', () => {
    bootstrapApp({ hospitalId: '6' })
    useUserStore.getState().setUser(user(1), 1)
    expect(stored(storeKey(6, 'shop')).user).toMatchObject({ userInfo: { token: 'token-1' }, loginType: 1 })
  })

  it('restores the user of the same hospital + entry on the next start', () => {
    bootstrapApp({ hospitalId: '6' })
    useUserStore.getState().setUser(user(1), 0)
    stopPersistence()
    resetUserStore()
    bootstrapApp({ hospitalId: '6' })
    expect(useUserStore.getState().userInfo?.token).toBe('token-1')
    expect(useUserStore.getState().loginType).toBe(0)
    expect(useUserStore.getState().isLoggedIn()).toBe(true)
  })

  it('keeps hospitals and entries apart', () => {
    bootstrapApp({ hospitalId: '6' })
    useUserStore.getState().setUser(user(1))
    stopPersistence()
    bootstrapApp({ hospitalId: '8' })
    expect(useUserStore.getState().userInfo).toBeNull()
    useUserStore.getState().setUser(user(2))
    stopPersistence()
    bootstrapApp({ hospitalId: '6', entry: 'chronic' })
    expect(useUserStore.getState().userInfo).toBeNull()
    stopPersistence()
    bootstrapApp({ hospitalId: '6' })
    expect(useUserStore.getState().userInfo?.token).toBe('token-1')
    stopPersistence()
    bootstrapApp({ hospitalId: '8' })
    expect(useUserStore.getState().userInfo?.token).toBe('token-2')
  })

  it('switching hospital at run time loads that hospital state and remembers it', async () => {
    bootstrapApp({ hospitalId: '8' })
    useUserStore.getState().setUser(user(2))
    useAppStore.getState().setHospitalId(6)
    expect(useUserStore.getState().userInfo).toBeNull()
    expect(Taro.getStorageSync('shop:hospitalId')).toBe('6')
    useAppStore.getState().setHospitalId(8)
    expect(useUserStore.getState().userInfo?.token).toBe('token-2')
    expect(useAppStore.getState().setHospitalId('abc')).toBe(8)
  })

  it('a corrupted persisted entry is dropped, not thrown', () => {
    Taro.setStorageSync(storeKey(6, 'shop'), '{"user": [broken')
    expect(() => bootstrapApp({ hospitalId: '6' })).not.toThrow()
    expect(useUserStore.getState().userInfo).toBeNull()
    Taro.setStorageSync(storeKey(6, 'shop'), JSON.stringify({ user: { userInfo: 'not a user', homeLink: '/shop/home' } }))
    stopPersistence()
    bootstrapApp({ hospitalId: '6' })
    expect(useUserStore.getState().userInfo).toBeNull()
    expect(useUserStore.getState().homeLink).toBe('/shop/home')
  })

  it('keeps the cached hospital info, grey mode, dictionaries and flags', async () => {
    const r = bootstrapApp({ hospitalId: '9' })
    await r.hospitalInfo
    useAppStore.getState().setDict('doctor_title', [{ label: '主任医师', value: '1', sort: 1 }])
    useAppStore.getState().setFlags({ needThePhone: true })
    stopPersistence()
    resetAppStore()
    routes['/zeus/hospital/getHospitalIndex'] = { statusCode: 500, data: { code: 500, msg: '服务器内部错误', data: null } }
    bootstrapApp({ hospitalId: '9' })
    const s = useAppStore.getState()
    expect(s.hospitalInfo?.hospitalName).toBe('医院9')
    expect(s.greyMode).toBe(true)
    expect(s.dict.doctor_title[0].label).toBe('主任医师')
    expect(s.flags.needThePhone).toBe(true)
  })
})

describe('version rule (SPEC §9)', () => {
  it('clears the stored user of every hospital and entry when app_version changes', () => {
    bootstrapApp({ hospitalId: '6' })
    useUserStore.getState().setUser(user(1))
    useUserStore.getState().setHomeLink('/shop/home')
    stopPersistence()
    bootstrapApp({ hospitalId: '8' })
    useUserStore.getState().setUser(user(2))
    stopPersistence()
    expect(Taro.getStorageSync('app_version')).toBe('"1"')

    Taro.setStorageSync('app_version', '"0.9"')
    resetUserStore()
    const r = bootstrapApp({ hospitalId: '6' })
    expect(r.versionCleared).toBe(true)
    expect(useUserStore.getState().userInfo).toBeNull()
    expect(useUserStore.getState().homeLink).toBe('/shop/home')
    expect(Taro.getStorageSync('app_version')).toBe('"1"')
    expect(stored(storeKey(8, 'shop')).user?.userInfo).toBeUndefined()
  })

  it('keeps the user while the version is unchanged', () => {
    bootstrapApp({ hospitalId: '6' })
    useUserStore.getState().setUser(user(1))
    stopPersistence()
    const r = bootstrapApp({ hospitalId: '6' })
    expect(r.versionCleared).toBe(false)
    expect(useUserStore.getState().userInfo?.token).toBe('token-1')
  })

  it('is a pure check against the given version', () => {
    expect(applyVersionRule('2')).toBe(false)
    expect(applyVersionRule('2')).toBe(false)
    Taro.setStorageSync(storeKey(6, 'shop'), JSON.stringify({ user: { userInfo: user(1) } }))
    expect(applyVersionRule('3')).toBe(true)
    expect(stored(storeKey(6, 'shop')).user).toBeUndefined()
  })
})

describe('user store', () => {
  beforeEach(() => {
    bootstrapApp({ hospitalId: '6' })
  })

  it('loadUser stores the session user', async () => {
    routes['/user-center/redisUser'] = { statusCode: 200, data: { code: 200, msg: 'success', data: user(5) } }
    await expect(useUserStore.getState().loadUser()).resolves.toMatchObject({ userBase: { id: 5 } })
    expect(useUserStore.getState().isLoggedIn()).toBe(true)
    expect(stored(storeKey(6, 'shop')).user.userInfo.userBase.id).toBe(5)
  })

  it('a 401 in the user-info reply is not stored, and does not force the login page', async () => {
    const handler = jest.fn()
    setUnauthorizedHandler(handler)
    await expect(useUserStore.getState().loadUser()).resolves.toBeNull()
    expect(useUserStore.getState().userInfo).toBeNull()
    expect(useUserStore.getState().isLoggedIn()).toBe(false)
    expect(handler).not.toHaveBeenCalled()
    expect(Taro.showToast).not.toHaveBeenCalled()
  })

  it('a 401 clears a stale stored user', async () => {
    useUserStore.getState().setUser(user(1))
    await useUserStore.getState().loadUser()
    expect(useUserStore.getState().userInfo).toBeNull()
    expect(stored(storeKey(6, 'shop')).user.userInfo).toBeNull()
  })

  it('an empty reply (visitor) is not stored', async () => {
    routes['/user-center/redisUser'] = { statusCode: 200, data: { code: 200, msg: 'success', data: null } }
    await expect(useUserStore.getState().loadUser()).resolves.toBeNull()
    expect(useUserStore.getState().userInfo).toBeNull()
  })

  it('other failures reject and keep the stored user', async () => {
    useUserStore.getState().setUser(user(1))
    routes['/user-center/redisUser'] = { statusCode: 500, data: { code: 500, msg: '服务器内部错误', data: null } }
    await expect(useUserStore.getState().loadUser()).rejects.toMatchObject({ code: 500 })
    expect(useUserStore.getState().userInfo?.token).toBe('token-1')
  })

  it('setUser drops login-reply extras and takes their loginType', () => {
    useUserStore.getState().setUser({ ...user(1), subscribe: false, needBindPhone: true, loginType: 0 as const })
    expect(useUserStore.getState().userInfo).not.toHaveProperty('needBindPhone')
    expect(useUserStore.getState().loginType).toBe(0)
  })

  it('updatePhone, logout, post-login URL', () => {
    useUserStore.getState().setUser(user(1), 1)
    useUserStore.getState().updatePhone('139****1111')
    expect(useUserStore.getState().userInfo?.userBase?.phone).toBe('139****1111')
    useUserStore.getState().setHomeLink('/chronic/workRoom')
    useUserStore.getState().setLoginRedirectUrl('/shopCart')
    expect(useUserStore.getState().takePostLoginUrl()).toBe('/shopCart')
    expect(useUserStore.getState().takePostLoginUrl()).toBe('/chronic/workRoom')
    useUserStore.getState().logout()
    expect(useUserStore.getState()).toMatchObject({ userInfo: null, loginType: null, homeLink: '/chronic/workRoom' })
    expect(useUserStore.getState().isLoggedIn()).toBe(false)
    expect(stored(storeKey(6, 'shop')).user.userInfo).toBeNull()
  })
})

describe('signing out on purpose (SPEC §6: /login is for visitors who open a guarded page, not for leaving)', () => {
  beforeEach(() => {
    bootstrapApp({ hospitalId: '6' })
  })

  it('signOut ends the server session first, then clears the user, tokens and post-login URL; keeps the home link', async () => {
    const calls: string[] = []
    routes['/user-center/loginOut'] = () => {
      calls.push(`loginOut with ${requestContext().token}`)
      return { statusCode: 200, data: { code: 200, msg: 'success', data: null } }
    }
    const s = useUserStore.getState()
    s.setUser(user(3), 1)
    s.setTokens({ healthToken: 'h', studioDoctorToken: 'd' })
    s.setHomeLink('/chronic/workRoom')
    s.setLoginRedirectUrl('/bill')
    await s.signOut()
    expect(calls).toEqual(['loginOut with token-3'])
    expect(useUserStore.getState()).toMatchObject({
      userInfo: null,
      loginType: null,
      healthToken: '',
      studioDoctorToken: '',
      loginRedirectUrl: '',
      homeLink: '/chronic/workRoom',
      signedOut: true,
    })
    expect(stored(storeKey(6, 'shop')).user).toMatchObject({ userInfo: null, loginRedirectUrl: '', homeLink: '/chronic/workRoom' })
    // not persisted: a later start is an ordinary visitor's
    expect(stored(storeKey(6, 'shop')).user).not.toHaveProperty('signedOut')
  })

  it('a failing loginOut still signs out on this device; serverLogout false skips it (deleted account)', async () => {
    routes['/user-center/loginOut'] = { statusCode: 500, data: { code: 500, msg: '服务器内部错误', data: null } }
    useUserStore.getState().setUser(user(3), 1)
    await useUserStore.getState().signOut()
    expect(useUserStore.getState()).toMatchObject({ userInfo: null, signedOut: true })
    requestSpy.mockClear()
    useUserStore.getState().setUser(user(4), 1)
    expect(useUserStore.getState().signedOut).toBe(false)
    await useUserStore.getState().signOut({ serverLogout: false })
    expect(requestSpy).not.toHaveBeenCalled()
    expect(useUserStore.getState().signedOut).toBe(true)
  })

  it('a 401 (logout) is not a sign-out on purpose', () => {
    useUserStore.getState().setUser(user(3), 1)
    useUserStore.getState().logout()
    expect(useUserStore.getState().signedOut).toBe(false)
  })

  it('a user reply that arrives after the sign-out does not log the user back in', async () => {
    let answer: (r: Reply) => void = () => undefined
    routes['/user-center/redisUser'] = () => ({ statusCode: 200, data: { code: 200, msg: 'success', data: user(3) } })
    requestSpy.mockImplementation((opts: any) =>
      opts.url === '/user-center/redisUser'
        ? new Promise<Reply>((res) => (answer = res))
        : Promise.resolve({ statusCode: 200, data: { code: 200, msg: 'success', data: null } }),
    )
    useUserStore.getState().setUser(user(3), 1)
    const loading = useUserStore.getState().loadUser()
    await useUserStore.getState().signOut()
    answer({ statusCode: 200, data: { code: 200, msg: 'success', data: user(3) } })
    await expect(loading).resolves.toBeNull()
    expect(useUserStore.getState()).toMatchObject({ userInfo: null, signedOut: true })
    expect(stored(storeKey(6, 'shop')).user.userInfo).toBeNull()
  })

  it('a user reply for an older session does not replace a newer login', async () => {
    let answer: (r: Reply) => void = () => undefined
    requestSpy.mockImplementation((opts: any) =>
      opts.url === '/user-center/redisUser'
        ? new Promise<Reply>((res) => (answer = res))
        : Promise.resolve({ statusCode: 404, data: null }),
    )
    useUserStore.getState().setUser(user(3, '138****0003'), 1)
    const loading = useUserStore.getState().loadUser()
    useUserStore.getState().setUser(user(4, '138****0004'), 1)
    answer({ statusCode: 200, data: { code: 200, msg: 'success', data: user(3, '138****0003') } })
    await loading
    expect(useUserStore.getState().userInfo?.userBase?.id).toBe(4)
  })
})

describe("refreshUser: the server's fresh copy of the logged-in user", () => {
  beforeEach(() => {
    bootstrapApp({ hospitalId: '6' })
  })

  it('replaces the stored user, keeps the token when the reply has none, and persists it', () => {
    useUserStore.getState().setUser(user(1, '138****0000'), 1)
    const fresh = { ...user(1, '139****1234'), token: '' }
    expect(useUserStore.getState().refreshUser(fresh)).toBe(true)
    expect(useUserStore.getState().userInfo).toMatchObject({ userBase: { phone: '139****1234' }, token: 'token-1' })
    expect(useUserStore.getState().loginType).toBe(1)
    expect(stored(storeKey(6, 'shop')).user.userInfo.userBase.phone).toBe('139****1234')
  })

  it.each([[null], [{}], ['ok'], [{ userBase: {} }]])('ignores a reply that is not a user: %j', (reply) => {
    useUserStore.getState().setUser(user(1, '138****0000'), 1)
    expect(useUserStore.getState().refreshUser(reply)).toBe(false)
    expect(useUserStore.getState().userInfo?.userBase?.phone).toBe('138****0000')
  })

  it('stores nothing when nobody is logged in', () => {
    expect(useUserStore.getState().refreshUser(user(1))).toBe(false)
    expect(useUserStore.getState().userInfo).toBeNull()
  })
})

describe('another document of the app saves the same key (H5: a second tab, a page still alive)', () => {
  /** what the other document does: write the key, and the browser tells this one */
  function otherDocumentSaves(key: string, state: unknown) {
    Taro.setStorageSync(key, JSON.stringify(state)) // the same wrapping in localStorage as the app's own saves
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: localStorage.getItem(key), storageArea: localStorage }))
  }

  it("its newer user is taken, and this document's next save does not put the stale copy back", async () => {
    bootstrapApp({ hospitalId: '6' })
    useUserStore.getState().setUser(user(1, '138****0000'), 1)
    const key = storeKey(6, 'shop')
    const newer = stored(key)
    newer.user.userInfo.userBase.phone = '139****1234' // bound a new phone over there
    otherDocumentSaves(key, newer)
    expect(useUserStore.getState().userInfo?.userBase?.phone).toBe('139****1234')
    useAppStore.getState().setTracking({ utm: 'x' }) // any later change here saves the whole state
    expect(stored(key).user.userInfo.userBase.phone).toBe('139****1234')
  })

  it('a sign-out over there signs this document out too', () => {
    bootstrapApp({ hospitalId: '6' })
    useUserStore.getState().setUser(user(1), 1)
    const key = storeKey(6, 'shop')
    otherDocumentSaves(key, { ...stored(key), user: { userInfo: null, homeLink: '' } })
    expect(useUserStore.getState().isLoggedIn()).toBe(false)
    useAppStore.getState().setFlags({ needThePhone: true })
    expect(stored(key).user.userInfo).toBeNull()
  })

  it('other keys, and everything after stopPersistence, are ignored', () => {
    bootstrapApp({ hospitalId: '6' })
    useUserStore.getState().setUser(user(1), 1)
    otherDocumentSaves(storeKey(8, 'shop'), { user: { userInfo: user(2) } })
    expect(useUserStore.getState().userInfo?.token).toBe('token-1')
    stopPersistence()
    otherDocumentSaves(storeKey(6, 'shop'), { user: { userInfo: user(3) } })
    expect(useUserStore.getState().userInfo?.token).toBe('token-1')
  })
})
