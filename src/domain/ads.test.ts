import {
  validateAdTimes,
  isAdInWindow,
  adMemoryKey,
  shouldShowAd,
  rememberAdDismissal,
  needsJumpConfirm,
  canConfirmAgreement,
  buildUrl,
  resolveJump,
  type AdMemory,
  type AdConfig,
} from './ads'
import { cn } from '@test-support/domain/cn'

const NOW = cn('2024-06-15 12:00')
function memory(): AdMemory & { dump: () => Record<string, string[]> } {
  const local = new Set<string>()
  const session = new Set<string>()
  return {
    local: {
      get: (k) => local.has(k),
      set: (k) => {
        local.add(k)
      },
    },
    session: {
      get: (k) => (session.has(k) ? '1' : null),
      set: (k) => {
        session.add(k)
      },
    },
    dump: () => ({ local: [...local], session: [...session] }),
  }
}

describe('ad times (SPEC §5)', () => {
  it.each([
    [{ startTime: '2024-06-01 00:00:00', endTime: '2024-06-30 23:59:59' }, null],
    [{}, null],
    [{ startTime: '', endTime: null }, null],
    [{ startTime: 'abc' }, '无效的开始时间格式'],
    [{ startTime: '2024-02-30' }, '无效的开始时间格式'],
    [{ startTime: '2024-06-01', endTime: '2024-13-01' }, '无效的结束时间格式'],
    [{ startTime: 'x', endTime: 'y' }, '无效的开始时间格式'],
    [{ endTime: '2024-06-30 25:00:00' }, '无效的结束时间格式'],
    [{ startTime: 1718400000000 }, null],
    [{ startTime: '2024-06-01T00:00:00+08:00' }, null],
  ])('%j -> %p', (ad, e) => expect(validateAdTimes(ad)).toBe(e))
  it.each([
    [{ startTime: '2024-06-15 12:00:00' }, true],
    [{ startTime: '2024-06-15 12:00:01' }, false],
    [{ endTime: '2024-06-15 12:00:00' }, true],
    [{ endTime: '2024-06-15 11:59:59' }, false],
    [{ endTime: '2024-06-15' }, true], // date-only end includes the day
    [{ startTime: 'bad' }, false],
    [{}, true],
  ])('window %j -> %p', (ad, e) => expect(isAdInWindow(ad, NOW)).toBe(e))
})

describe('ad visibility and frequency memory (SPEC §4, §9)', () => {
  const base: AdConfig = { pageId: 3, hospitalId: 6, showType: 1, startTime: '2024-06-01', endTime: '2024-06-30' }
  it('key per hospital and page', () => {
    expect(adMemoryKey(6, 3)).toBe('adShown:6:3')
    expect(adMemoryKey(null, undefined)).toBe('adShown::')
  })
  it.each([
    [1, 'local'],
    [2, 'session'],
  ])('frequency %p: shown once, then remembered in %s', (f, where) => {
    const m = memory()
    const ad = { ...base, showFrequency: f }
    expect(shouldShowAd(ad, { now: NOW, memory: m })).toEqual({ show: true, error: null })
    expect(rememberAdDismissal(ad, { memory: m })).toBe(where)
    expect(shouldShowAd(ad, { now: NOW, memory: m })).toEqual({ show: false, error: null })
    expect(m.dump()[where]).toEqual(['adShown:6:3'])
    // another page or hospital is not affected
    expect(shouldShowAd({ ...ad, pageId: 4 }, { now: NOW, memory: m }).show).toBe(true)
    expect(shouldShowAd(ad, { now: NOW, memory: m, hospitalId: 7 }).show).toBe(true)
  })
  it('session memory does not hide a frequency-1 ad, local does not hide a frequency-2 ad', () => {
    const m = memory()
    m.session.set('adShown:6:3')
    expect(shouldShowAd({ ...base, showFrequency: 1 }, { now: NOW, memory: m }).show).toBe(true)
    const m2 = memory()
    m2.local.set('adShown:6:3')
    expect(shouldShowAd({ ...base, showFrequency: 2 }, { now: NOW, memory: m2 }).show).toBe(true)
  })
  it('showType 2 ignores the memory and is never remembered', () => {
    const m = memory()
    m.local.set('adShown:6:3')
    const ad = { ...base, showType: 2, showFrequency: 1 }
    expect(shouldShowAd(ad, { now: NOW, memory: m }).show).toBe(true)
    expect(rememberAdDismissal(ad, { memory: memory() })).toBeNull()
  })
  it('other frequencies always show and are not remembered', () => {
    const m = memory()
    const ad = { ...base, showFrequency: 3 }
    expect(rememberAdDismissal(ad, { memory: m })).toBeNull()
    expect(shouldShowAd(ad, { now: NOW, memory: m }).show).toBe(true)
  })
  it('outside the window or with invalid times it is hidden', () => {
    expect(shouldShowAd({ ...base, endTime: '2024-06-14' }, { now: NOW, memory: memory() })).toEqual({ show: false, error: null })
    expect(shouldShowAd({ ...base, startTime: 'x' }, { now: NOW, memory: memory() })).toEqual({ show: false, error: '无效的开始时间格式' })
    expect(shouldShowAd({ ...base, endTime: 'x' }, { memory: memory() })).toEqual({ show: false, error: '无效的结束时间格式' })
  })
})

describe('jumps (SPEC §2)', () => {
  const ctx = { hospitalId: 6 }
  it.each([
    [
      { jumpType: 1, tipText: '敬请期待' },
      { kind: 'tip', text: '敬请期待' },
    ],
    [{ jumpType: 1 }, { kind: 'none' }],
    [{}, { kind: 'none' }],
    [{ jumpType: 0 }, { kind: 'none' }],
    [{ jumpType: 9 }, { kind: 'none' }],
    [
      { jumpType: 2, magicPageType: 1, magicPageId: 12 },
      {
        kind: 'page',
        url: '/hospital/modulePage/home?magicPageId=12&hospitalId=6',
        path: '/hospital/modulePage/home',
        query: { magicPageId: '12', hospitalId: '6' },
        confirm: null,
      },
    ],
    [
      { jumpType: '2', magicPageType: '2', magicPageId: 'abc' },
      {
        kind: 'page',
        url: '/hospital/customPage?magicPageId=abc&hospitalId=6',
        path: '/hospital/customPage',
        query: { magicPageId: 'abc', hospitalId: '6' },
        confirm: null,
      },
    ],
    [
      { jumpType: 2, magicPageType: 1 },
      { kind: 'error', message: '请配置跳转链接' },
    ],
    [
      { jumpType: 2, magicPageType: 3, magicPageId: 1 },
      { kind: 'error', message: '请配置跳转链接' },
    ],
    [
      { jumpType: 4, pageUrl: 'pages/index' },
      { kind: 'error', message: '请配置小程序appid' },
    ],
    [
      { jumpType: 4, appId: 'wx123' },
      { kind: 'error', message: '请配置跳转链接' },
    ],
    [
      { jumpType: 4, appId: ' wx123 ', pageUrl: 'pages/index?a=1' },
      { kind: 'miniProgram', appId: 'wx123', path: 'pages/index?a=1', confirm: null },
    ],
    [
      { jumpType: 5, linkUrl: 'https://example.com/a' },
      { kind: 'external', url: 'https://example.com/a', confirm: null },
    ],
    [{ jumpType: 5 }, { kind: 'error', message: '请配置跳转链接' }],
    [{ jumpType: 3 }, { kind: 'error', message: '请配置跳转链接' }],
  ])('%j', (cfg, e) => expect(resolveJump(cfg, ctx)).toEqual(e))
  it.each([
    [
      { magicSysPage: { pageUrl: '/productionDetail' }, jsonData: '{"goodsId":5,"goodsDistributeId":7}' },
      '/productionDetail?goodsId=5&goodsDistributeId=7&hospitalId=6&fromType=1',
    ],
    [
      { magicSysPage: { pageUrl: '/webOrderDetail' }, jsonData: '{"id":9,"fromType":2,"hospitalId":8}' },
      '/webOrderDetail?id=9&fromType=2&hospitalId=8',
    ],
    [{ magicSysPage: { pageUrl: '/shopList?tag=1' }, jsonData: 'not json' }, '/shopList?tag=1&hospitalId=6&fromType=1'],
    [
      { pageUrl: '/search', jsonData: { q: '体检 套餐', n: null } },
      '/search?q=%E4%BD%93%E6%A3%80%20%E5%A5%97%E9%A4%90&hospitalId=6&fromType=1',
    ],
    [{ magicSysPage: { pageUrl: '/a' }, jsonData: '[1,2]' }, '/a?hospitalId=6&fromType=1'],
  ])('system page %j -> %s', (cfg, url) => {
    const r = resolveJump({ jumpType: 3, ...cfg }, ctx)
    expect(r.kind).toBe('page')
    if (r.kind === 'page') expect(r.url).toBe(url)
  })
  it.each([
    [null, false],
    [undefined, false],
    ['', false],
    [1, false],
    ['1', false],
    [2, true],
    ['0', true],
    [0, true],
  ])('promptWindow %p -> confirm first %p', (p, e) => expect(needsJumpConfirm({ promptWindow: p })).toBe(e))
  it('the confirm dialog comes with the action', () => {
    const r = resolveJump({ jumpType: 5, linkUrl: 'https://x.cn', promptWindow: 2, confirmWay: 1, customContent: '协议正文' }, ctx)
    expect(r).toEqual({
      kind: 'external',
      url: 'https://x.cn',
      confirm: { title: '温馨提示', content: '协议正文', confirmWay: 1, promptWindow: 2 },
    })
    const r2 = resolveJump({ jumpType: 2, magicPageType: 1, magicPageId: 1, promptWindow: 3, windowTitle: '服务协议' }, ctx)
    expect(r2.kind === 'page' && r2.confirm).toEqual({ title: '服务协议', content: '', confirmWay: null, promptWindow: 3 })
  })
  it.each([
    [1, false, false],
    [1, true, true],
    ['1', false, false],
    [2, false, true],
    [null, false, true],
  ])('agreement confirm way %p checked %p -> %p', (w, c, e) => {
    expect(canConfirmAgreement(w, c)).toBe(e)
  })
  it('buildUrl', () => {
    expect(buildUrl('/a', {})).toBe('/a')
    expect(buildUrl('/a?x=1', { x: 2, y: undefined, z: 'a&b' })).toBe('/a?x=2&z=a%26b')
  })
})
