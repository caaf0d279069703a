import { useState } from 'react'
import TestUtils from '@tarojs/test-utils-react'
import { View } from '@tarojs/components'
import { AdPopup, AdInline, useJump, pickPopupAd, adMemory } from './index'
import { AD_INLINE_RATIO } from './AdInline'
import { adMemoryKey } from '@/domain'
import { storage, sessionStore } from '@/shared/platform'
import { navigate } from '@/shared/routes/navigate'
import { toast } from '@/shared/platform/ui'

jest.mock('@/shared/routes/navigate', () => ({
  navigate: jest.fn(async () => undefined),
  redirect: jest.fn(),
  relaunch: jest.fn(),
  urlFor: jest.fn(),
}))
jest.mock('@/shared/platform/ui', () => ({
  ...jest.requireActual('@/shared/platform/ui'),
  toast: jest.fn(),
}))

jest.setTimeout(30000)
const bodyText = () => document.body.textContent || ''
const tick = (t: TestUtils) =>
  t.act(async () => {
    await new Promise((r) => setTimeout(r, 0))
  })

beforeEach(() => {
  for (const k of storage.keys()) if (k.startsWith('adShown:')) storage.removeItem(k)
  for (const k of sessionStore.keys()) if (k.startsWith('adShown:')) sessionStore.removeItem(k)
  ;(navigate as jest.Mock).mockClear()
  ;(toast as jest.Mock).mockClear()
})
afterEach(() => {
  document.body.innerHTML = ''
})

const popup = (over: Record<string, unknown> = {}) => ({
  id: 1,
  pageId: 11,
  hospitalId: 6,
  showType: 1 as const,
  showFrequency: 1 as const,
  startTime: null,
  endTime: null,
  picUrl: '/assets/ad.png',
  jumpType: 1 as const,
  tipText: '欢迎',
  ...over,
})

describe('ad popup frequency', () => {
  it('frequency 1: shown once ever (local storage), per hospital and page', async () => {
    const t = new TestUtils()
    await t.mount(AdPopup, { props: { ads: [popup()], hospitalId: 6, pageId: 11 } })
    await tick(t)
    expect(document.querySelector('.ad-popup__img')).not.toBeNull()
    t.fireEvent.click(document.querySelector('.ad-popup__close') as Element)
    await tick(t)
    expect(storage.getItem(adMemoryKey(6, 11))).toBeTruthy()
    expect(sessionStore.getItem(adMemoryKey(6, 11))).toBeNull()
    expect(pickPopupAd([popup()], 6, 11)).toBeNull()
    // another hospital or another page still shows it
    expect(pickPopupAd([popup({ hospitalId: 7 })], 7, 11)).not.toBeNull()
    expect(pickPopupAd([popup({ pageId: 12 })], 6, 12)).not.toBeNull()
  })

  it('frequency 2: once per session (session storage)', async () => {
    const ad = popup({ showFrequency: 2 })
    const t = new TestUtils()
    await t.mount(AdPopup, { props: { ads: [ad], hospitalId: 6, pageId: 11 } })
    await tick(t)
    expect(document.querySelector('.ad-popup__img')).not.toBeNull()
    t.fireEvent.click(document.querySelector('.ad-popup__close') as Element)
    await tick(t)
    expect(sessionStore.getItem(adMemoryKey(6, 11))).toBeTruthy()
    expect(storage.getItem(adMemoryKey(6, 11))).toBeNull()
    expect(pickPopupAd([ad], 6, 11)).toBeNull()
  })

  it('clicking the ad closes it, remembers it, then jumps', async () => {
    const t = new TestUtils()
    await t.mount(AdPopup, { props: { ads: [popup()], hospitalId: 6, pageId: 11 } })
    await tick(t)
    t.fireEvent.click(document.querySelector('.ad-popup__body') as Element)
    await tick(t)
    expect(toast).toHaveBeenCalledWith('欢迎')
    expect(adMemory.local.get(adMemoryKey(6, 11))).toBeTruthy()
    expect(pickPopupAd([popup()], 6, 11)).toBeNull()
  })

  describe("the boot script's popup (index.html, server-drawn home; issue 16 LCP)", () => {
    /** #boot-ad as src/index.html draws it */
    const bootAd = (id: number, state = 'open') => {
      const el = document.createElement('div')
      el.id = 'boot-ad'
      el.setAttribute('data-ad-id', String(id))
      el.setAttribute('data-state', state)
      el.hidden = state !== 'open'
      el.innerHTML =
        '<div class="ad-popup"><div class="ad-popup__body" role="button" aria-label="广告"><img class="ad-popup__img" alt="广告"></div>' +
        '<div class="ad-popup__close" role="button" aria-label="关闭">×</div></div>'
      document.body.appendChild(el)
      return el
    }
    const mountLoader = async () => {
      const t = new TestUtils()
      await t.mount(AdPopup, { props: { ads: [popup()], hospitalId: 6, pageId: 11 } })
      for (let i = 0; i < 5; i++) await tick(t) // the lazy chunk
      return t
    }

    it('the same ad: taken over, no second popup; a click on its picture remembers it and jumps', async () => {
      const el = bootAd(1)
      await mountLoader()
      expect(document.querySelectorAll('.ad-popup__img')).toHaveLength(1)
      expect(el.isConnected).toBe(true)
      expect(toast).not.toHaveBeenCalled()
      el.querySelector('.ad-popup__body')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
      await new Promise((r) => setTimeout(r, 0))
      expect(toast).toHaveBeenCalledWith('欢迎')
      expect(adMemory.local.get(adMemoryKey(6, 11))).toBeTruthy()
    })

    it('its picture clicked before the app ran: the jump is made once the app takes it over', async () => {
      bootAd(1, 'clicked')
      await mountLoader()
      expect(toast).toHaveBeenCalledWith('欢迎')
      expect(document.querySelectorAll('.ad-popup__img')).toHaveLength(1)
    })

    it('closed before the app ran: not shown again on this load, even without a memory', async () => {
      bootAd(1, 'closed')
      await mountLoader()
      expect(document.querySelectorAll('.ad-popup__img')).toHaveLength(1)
      expect(toast).not.toHaveBeenCalled()
    })

    it('another ad than the app picks: removed, the app draws its own', async () => {
      const el = bootAd(99)
      await mountLoader()
      expect(el.isConnected).toBe(false)
      expect(document.querySelectorAll('.ad-popup__img')).toHaveLength(1)
    })
  })

  it('outside its time window or inline (showType 2) it does not pop up', () => {
    expect(pickPopupAd([popup({ endTime: '2000-01-01 00:00:00' })], 6, 11)).toBeNull()
    expect(pickPopupAd([popup({ showType: 2 })], 6, 11)).toBeNull()
  })
})

function Jumper({ cfg }: { cfg: Record<string, unknown> }) {
  const { jump, dialog } = useJump()
  const [n, setN] = useState(0)
  return (
    <View>
      <View
        className="go"
        onClick={() => {
          setN(n + 1)
          jump(cfg)
        }}
      >
        go{n}
      </View>
      {dialog}
    </View>
  )
}

async function clickJump(cfg: Record<string, unknown>) {
  const t = new TestUtils()
  await t.mount(Jumper, { props: { cfg } })
  t.fireEvent.click(document.querySelector('.go') as Element)
  await tick(t)
  return t
}

describe('jump dispatch', () => {
  it('1: tip text toast', async () => {
    await clickJump({ jumpType: 1, tipText: '敬请期待' })
    expect(toast).toHaveBeenCalledWith('敬请期待')
    expect(navigate).not.toHaveBeenCalled()
  })

  it('2: module page and custom page', async () => {
    await clickJump({ jumpType: 2, magicPageId: 5, magicPageType: 1 })
    expect(navigate).toHaveBeenLastCalledWith('/hospital/modulePage/home', { magicPageId: '5', hospitalId: '6' })
    document.body.innerHTML = ''
    await clickJump({ jumpType: 2, magicPageId: 9, magicPageType: 2 })
    expect(navigate).toHaveBeenLastCalledWith('/hospital/customPage', { magicPageId: '9', hospitalId: '6' })
  })

  it('3: system page with the JSON extra data merged into the query', async () => {
    await clickJump({ jumpType: 3, magicSysPage: { pageUrl: '/productionDetail' }, jsonData: '{"goodsId":1001,"goodsDistributeId":2001}' })
    expect(navigate).toHaveBeenLastCalledWith('/productionDetail', {
      goodsId: '1001',
      goodsDistributeId: '2001',
      hospitalId: '6',
      fromType: '1',
    })
  })

  it('4: mini-program is not supported on H5', async () => {
    await clickJump({ jumpType: 4, appId: 'wx123', pageUrl: 'pages/index/index' })
    expect(toast).toHaveBeenCalledWith('当前环境不支持跳转小程序')
    document.body.innerHTML = ''
    await clickJump({ jumpType: 4, pageUrl: 'pages/index/index' })
    expect(toast).toHaveBeenLastCalledWith('请配置小程序appid')
  })

  it('5: external link goes to the link on H5', async () => {
    const assign = jest.fn()
    const original = window.location
    // jsdom: replace location to observe the assignment
    delete (window as any).location
    ;(window as any).location = {
      ...original,
      set href(v: string) {
        assign(v)
      },
    }
    try {
      await clickJump({ jumpType: 5, linkUrl: 'https://example.com/a' })
      expect(assign).toHaveBeenCalledWith('https://example.com/a')
    } finally {
      ;(window as any).location = original
    }
  })

  it('promptWindow 2: the agreement dialog first; confirm way 1 needs the checkbox', async () => {
    const t = await clickJump({
      jumpType: 2,
      magicPageId: 5,
      magicPageType: 1,
      promptWindow: 2,
      windowTitle: '服务须知',
      customContent: '<p>请阅读</p>',
      confirmWay: 1,
    })
    expect(navigate).not.toHaveBeenCalled()
    expect(bodyText()).toContain('服务须知')
    expect(bodyText()).toContain('我已阅读并同意本协议全部内容')
    const confirm = () => document.querySelectorAll('.agreement-popup__btn')[1]
    t.fireEvent.click(confirm())
    await tick(t)
    expect(navigate).not.toHaveBeenCalled()
    t.fireEvent.click(document.querySelector('.agreement-popup__check .nut-checkbox') as Element)
    await tick(t)
    t.fireEvent.click(confirm())
    await tick(t)
    expect(navigate).toHaveBeenCalledWith('/hospital/modulePage/home', { magicPageId: '5', hospitalId: '6' })
  })

  it('promptWindow 1: no dialog', async () => {
    await clickJump({ jumpType: 2, magicPageId: 5, magicPageType: 1, promptWindow: 1 })
    expect(navigate).toHaveBeenCalled()
  })
})

describe('inline ad (issue 16: CLS)', () => {
  it('reserves the 750 x 200 slot before the picture arrives: a box of its shape with the picture inside', async () => {
    const t = new TestUtils()
    await t.mount(AdInline, { props: { ads: [popup({ showType: 2 }), popup({ id: 2, showType: 2 })], hospitalId: 6 } })
    const slots = Array.from(document.querySelectorAll<HTMLElement>('.ad-inline__slot'))
    expect(slots).toHaveLength(2)
    expect(AD_INLINE_RATIO).toBeCloseTo(200 / 750)
    for (const slot of slots) {
      expect(slot.style.paddingBottom).toBe('26.667%')
      expect(slot.querySelector('.ad-inline__img')).not.toBeNull()
    }
  })
})
