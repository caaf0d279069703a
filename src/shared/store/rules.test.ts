import { parseHospitalId, resolveHospitalId, parseEntryType, isLoggedInUser, postLoginUrl, storeKey, DEFAULT_HOSPITAL_ID } from './rules'

describe('hospitalId parsing', () => {
  it.each([
    ['6', 6],
    [' 12 ', 12],
    [8, 8],
    ['006', 6],
    ['abc', null],
    ['-1', null],
    ['6x', null],
    ['0', null],
    ['', null],
    ['1.5', null],
    [1.5, null],
    [-3, null],
    ['1234567890', null],
    [null, null],
    [undefined, null],
    [{}, null],
  ])('%j -> %j', (raw, expected) => {
    expect(parseHospitalId(raw)).toBe(expected)
  })

  it('falls back to the remembered id, then 6', () => {
    expect(resolveHospitalId('9', 7)).toBe(9)
    expect(resolveHospitalId('abc', 7)).toBe(7)
    expect(resolveHospitalId('-1', '7')).toBe(7)
    expect(resolveHospitalId('6x', 'junk')).toBe(DEFAULT_HOSPITAL_ID)
    expect(resolveHospitalId(undefined, null)).toBe(6)
  })
})

describe('other rules', () => {
  it('entry types', () => {
    expect(parseEntryType('chronic')).toBe('chronic')
    expect(parseEntryType('studioBeauty')).toBe('studioBeauty')
    expect(parseEntryType('nope')).toBeNull()
    expect(parseEntryType(undefined)).toBeNull()
  })

  it('logged in: userBase id, userThird id, or user info (token) present', () => {
    expect(isLoggedInUser(null)).toBe(false)
    expect(isLoggedInUser({ userBase: null, userThird: null, token: '' })).toBe(false)
    expect(isLoggedInUser({ userBase: { id: 1 } as any, userThird: null, token: '' })).toBe(true)
    expect(isLoggedInUser({ userBase: null, userThird: { id: 2 }, token: '' })).toBe(true)
    expect(isLoggedInUser({ userBase: null, userThird: null, token: 't' })).toBe(true)
  })

  it('post-login URL: stored URL, else home link, else /', () => {
    expect(postLoginUrl('/shopCart', '/shop/home')).toBe('/shopCart')
    expect(postLoginUrl('', '/shop/home')).toBe('/shop/home')
    expect(postLoginUrl(null, '')).toBe('/')
  })

  it('store keys per hospital and entry', () => {
    expect(storeKey(6, 'shop')).toBe('shop:store:6:shop')
    expect(storeKey(12, 'chronic')).toBe('shop:store:12:chronic')
  })
})
