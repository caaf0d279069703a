import TestUtils from '@tarojs/test-utils-react'
import { BlockRenderer } from './index'
import type { MagicBlock } from '../model'
import { res, goods, doctors, news, studios } from '@test-support/app/fixtures/blocks'

jest.mock('../api', () => ({
  getResource: jest.fn(async () => []),
  getArticles: jest.fn(async () => [{ id: 91, title: '第二分类资讯', author: 'A', publishTime: '2024-01-01 00:00:00', coverPhoto: '' }]),
  getGroupGoods: jest.fn(async () => []),
  getDoctors: jest.fn(async () => []),
  getAdvertising: jest.fn(async () => []),
  getTodayGoods: jest.fn(async () => []),
  getStudios: jest.fn(async () => []),
  getMagicGroups: jest.fn(async () => []),
  getSeckillClock: jest.fn(async () => ({ sessions: [], offset: 0 })),
}))
import * as homeApi from '../api'

jest.setTimeout(30000)
const bodyText = () => document.body.textContent || ''
afterEach(() => {
  document.body.innerHTML = ''
})

async function render(blocks: MagicBlock[], extra: { drawFirst?: number } = {}) {
  // H5 loads most kinds lazily (kinds/all.h5.ts): load that chunk first, so that its first (cold) require does not
  // race the assertions, then let the rendered blocks settle (their count unchanged over three ticks)
  await import('./kinds/more')
  const t = new TestUtils()
  await t.mount(BlockRenderer, { props: { blocks, hospitalId: 6, pageId: 1, refreshKey: 0, ...extra } })
  let last = -1
  for (let i = 0, stable = 0; i < 100 && stable < 3; i++) {
    await t.act(async () => {
      await new Promise((r) => setTimeout(r, 10))
    })
    const n = document.querySelectorAll('[data-block]').length
    stable = n === last ? stable + 1 : 0
    last = n
  }
  return t
}

const count = (sel: string) => document.querySelectorAll(sel).length

describe('BlockRenderer draws every block kind', () => {
  const blocks: MagicBlock[] = [
    { id: 1, type: 'search', settings: { placeholder: '搜索体检套餐', round: true, showSearchBtn: true, searchValue: '去搜' } },
    { id: 2, type: 'banner', settings: {}, items: res(3, '横幅') },
    { id: 3, type: 'iconNav', settings: { title: '服务导航' }, items: res(5, '图标') },
    { id: 4, type: 'news', settings: { title: '健康资讯', showNum: 2 }, items: news(4) },
    { id: 5, type: 'hotProducts', settings: { title: '热门商品' }, items: goods(4, '热品') },
    { id: 6, type: 'hotServices', settings: { title: '热门服务' }, items: goods(2, '服务') },
    {
      id: 7,
      type: 'advert',
      settings: {},
      items: [{ id: 1, pageId: 1, showType: 2, showFrequency: 1, picUrl: '/assets/ad.png', jumpType: 1, tipText: '广告' }],
    },
    { id: 8, type: 'floatIcons', settings: { iconPosition: 1 }, items: res(2, '浮标') },
    { id: 9, type: 'tipText', settings: {} },
    { id: 10, type: 'imageList', settings: {}, items: res(2, '图片') },
    { id: 11, type: 'command', layout: 1, settings: { title: '为您推荐' }, items: goods(6, '推荐') },
    { id: 12, type: 'famousDoctors', layout: 2, settings: { title: '名医推荐' }, items: doctors(8) },
    { id: 13, type: 'studioList', settings: { title: '专病工作室', showNum: 2 }, items: studios(3) },
    { id: 14, type: 'chronic', settings: { title: '慢病管理' }, items: studios(2) },
    { id: 15, type: 'tabBestGoods', settings: { title: '精选好物' }, items: goods(2, '精选'), tabs: [{ groupId: 1, name: '推荐' }] },
    { id: 16, type: 'todayRecommend', settings: { title: '今日推荐' }, items: goods(3, '今日') },
    { id: 17, type: 'buttonGroup', settings: {}, items: res(2, '按钮') },
    { id: 18, type: 'blockNav', layout: 3, settings: {}, items: res(8, '宫格') },
    {
      id: 19,
      type: 'video',
      settings: { title: '医院视频' },
      items: [{ id: 1, title: '医院宣传片', videoUrl: '/assets/v.mp4', coverPhoto: '/assets/v.png' }],
    },
  ]

  it('renders one box per kind with its content', async () => {
    await render(blocks)
    const kinds = Array.from(document.querySelectorAll('[data-block]')).map((e) => e.getAttribute('data-block'))
    for (const k of [
      'search',
      'banner',
      'iconNav',
      'news',
      'hotProducts',
      'hotServices',
      'advert',
      'floatIcons',
      'tipText',
      'imageList',
      'command',
      'famousDoctors',
      'studioList',
      'chronic',
      'tabBestGoods',
      'todayRecommend',
      'buttonGroup',
      'blockNav',
      'video',
    ])
      expect(kinds).toContain(k)
    const text = bodyText()
    expect(document.querySelector('[data-block="search"] input')?.getAttribute('placeholder')).toBe('搜索体检套餐')
    expect(text).toContain('去搜')
    expect(text).toContain('图标5')
    expect(text).toContain('资讯1')
    expect(text).toContain('资讯2')
    expect(text).not.toContain('资讯3') // showNum 2
    expect(text).toContain('更多')
    expect(text).toContain('热品4')
    expect(text).toContain('本服务由健康商城提供技术支持')
    expect(text).toContain('工作室2')
    expect(text).toContain('查看更多')
    expect(text).toContain('精选1')
    expect(text).toContain('今日3')
    expect(text).toContain('按钮2')
    expect(text).toContain('医院视频')
  })

  it('shows prices with two decimals and the strike-through price', async () => {
    await render([{ id: 1, type: 'tabBestGoods', settings: {}, items: goods(1) }])
    expect(bodyText()).toContain('12.50')
    expect(bodyText()).toContain('¥30.00')
  })

  it('applies margin, padding, radius and colours from the settings', async () => {
    await render([
      {
        id: 1,
        type: 'tipText',
        settings: { margin: [1, 3], padding: [2, 4], radius: 4, backgroundColor: 'rgb(1, 2, 3)', text: '自定义提示' },
      },
    ])
    const box = document.querySelector('[data-block="tipText"]') as HTMLElement
    expect(box.style.margin).toBe('10px 0px 10px 0px')
    expect(box.style.padding).toBe('0px 8px 0px 8px')
    expect(box.style.borderRadius).toBe('4px')
    expect(box.style.backgroundColor).toBe('rgb(1, 2, 3)')
    expect(bodyText()).toContain('自定义提示')
  })

  it('news: empty state 暂无数据 and secondary-category tabs', async () => {
    await render([
      {
        id: 1,
        type: 'news',
        settings: { secondClassification: 1 },
        items: [],
        tabs: [
          { groupId: 1, name: '养生' },
          { groupId: 2, name: '科普' },
        ],
      },
    ])
    expect(bodyText()).toContain('暂无数据')
    expect(bodyText()).toContain('养生')
    expect(bodyText()).toContain('科普')
  })

  it('studio list: 暂无工作室 when empty', async () => {
    await render([{ id: 1, type: 'studioList', settings: {}, items: [] }])
    expect(bodyText()).toContain('暂无工作室')
  })

  it('unknown kinds render nothing and do not break the page', async () => {
    await render([
      { id: 1, type: 'noSuchBlock', settings: {} },
      { id: 2, type: 'tipText', settings: { text: '仍然显示' } },
    ])
    expect(bodyText()).toContain('仍然显示')
  })
})

describe('layout counts', () => {
  it.each([
    [1, 2],
    [2, 4],
    [3, 6],
    [4, 5],
    [5, 3],
    [6, 3],
    [7, 4],
  ])('block navigator layout %i shows %i items', async (layout, n) => {
    await render([{ id: 1, type: 'blockNav', layout, settings: {}, items: res(9, '宫格') }])
    expect(count('.magic-blocknav__cell')).toBe(n)
  })

  it('活动专区 tiles: name, subtitle and the whole icon on a card; the seckill tile counts down on the server clock', async () => {
    // the server's clock runs 1 h ahead of the device's; its session ends 2 h from the device's now: 01:00:00 left
    const end = Date.now() + 2 * 3600_000 + 30_000
    jest.mocked(homeApi.getSeckillClock).mockResolvedValue({
      sessions: [
        {
          activityId: 1,
          activityName: '秒杀',
          status: 2,
          periodBegin: '2000-01-01 00:00:00',
          periodEnd: String(end),
          serverTime: 0,
          goods: [],
        },
      ],
      offset: 3600_000,
    })
    const seckill = {
      id: 1,
      name: '秒杀专场',
      subTitle: '爆款低至5折',
      photo: '/assets/s.svg',
      jumpType: 3,
      magicSysPage: { pageUrl: '/seckill' },
    }
    const coupon = {
      id: 2,
      name: '领券中心',
      subTitle: '新人最高70元',
      photo: '/assets/c.svg',
      jumpType: 3,
      magicSysPage: { pageUrl: '/shareCoupons' },
    }
    await render([{ id: 1, type: 'blockNav', layout: 2, settings: {}, items: [seckill, coupon] as never }])
    for (let i = 0; i < 50 && !document.querySelector('.magic-blocknav__countdown'); i++) await new Promise((r) => setTimeout(r, 20))
    const cells = document.querySelectorAll('.magic-blocknav__cell--card')
    expect(cells).toHaveLength(2)
    expect(cells[0].textContent).toContain('秒杀专场')
    expect(cells[0].textContent).toContain('爆款低至5折')
    expect(cells[0].querySelector('.magic-blocknav__countdown')?.textContent).toMatch(/^距结束 01:00:[0-3]\d$/)
    // label and time each whole (the elder mode wraps the time under the label); the tile is marked for that rule
    const parts = Array.from(cells[0].querySelectorAll('.magic-blocknav__countdown .magic-blocknav__cd-part'), (e) => e.textContent)
    expect(parts[0]).toBe('距结束')
    expect(parts[1]).toMatch(/^01:00:[0-3]\d$/)
    expect(cells[0].classList.contains('magic-blocknav__cell--seckill')).toBe(true)
    expect(cells[1].classList.contains('magic-blocknav__cell--seckill')).toBe(false)
    // the picture is the card's icon, drawn whole (aspectFit), not stretched over the tile
    expect(cells[0].querySelector('.magic-blocknav__icon')).not.toBeNull()
    expect(cells[0].querySelector('.magic-blocknav__img')).toBeNull()
    expect(cells[1].querySelector('.magic-blocknav__countdown')).toBeNull()
  })

  it('a floating button that repeats a tab (客服, 购物车) is not drawn', async () => {
    const tab = { id: 1, name: '在线客服', photo: '/assets/s.svg', jumpType: 3, magicSysPage: { pageUrl: '/customerService' } }
    const cart = { id: 2, name: '购物车', photo: '/assets/c.svg', jumpType: 3, magicSysPage: { pageUrl: '/shopCart' } }
    const own = { id: 3, name: '医院导航', photo: '/assets/h.svg', jumpType: 3, magicSysPage: { pageUrl: '/hospitalDetail' } }
    await render([{ id: 1, type: 'floatIcons', settings: {}, items: [tab, cart, own] as never }])
    expect(count('.magic-float__icon')).toBe(1)
    document.body.innerHTML = ''
    await render([{ id: 2, type: 'floatIcons', settings: {}, items: [tab, cart] as never }])
    expect(count('[data-block="floatIcons"]')).toBe(0)
  })

  it.each([
    [1, 3],
    [2, 6],
  ])('command layout %i shows %i goods', async (layout, n) => {
    await render([{ id: 1, type: 'command', layout, settings: {}, items: goods(8) }])
    expect(count('.magic-tile')).toBe(n)
  })

  it.each([
    [1, 3],
    [2, 6],
  ])('famous doctors layout %i shows %i doctors', async (layout, n) => {
    await render([{ id: 1, type: 'famousDoctors', layout, settings: {}, items: doctors(9) }])
    expect(count('.magic-doctor')).toBe(n)
  })

  it.each([
    [10, [8, 2]],
    [8, [8]],
    [6, [4, 2]],
    [3, [3]],
  ])('icon navigator with %i items has pages %j', async (n, pages) => {
    await render([{ id: 1, type: 'iconNav', settings: {}, items: res(n) }])
    const sizes = Array.from(document.querySelectorAll('.magic-icons__page')).map((e) => Number(e.getAttribute('data-page-size')))
    // a looping carousel may clone pages: compare the distinct page sequence
    expect(sizes.slice(0, pages.length)).toEqual(pages)
  })

  it('icon navigator hides the names when asked', async () => {
    await render([{ id: 1, type: 'iconNav', settings: { hideName: true }, items: res(4, '隐藏名') }])
    expect(count('.magic-icons__img')).toBe(4)
    expect(bodyText()).not.toContain('隐藏名1')
  })
})

describe('layout stability (issue 16: CLS)', () => {
  it('draws blocks with inline items at their final content on the first render, without a skeleton pass', async () => {
    const t = new TestUtils()
    await t.mount(BlockRenderer, {
      props: {
        blocks: [
          { id: 2, type: 'banner', settings: { height: 180 }, items: res(2, '横幅') },
          { id: 3, type: 'iconNav', settings: {}, items: res(4, '图标') },
        ],
        hospitalId: 6,
        pageId: 1,
        refreshKey: 0,
      },
    })
    // no timers or promises run yet: what the first commit drew
    expect(count('.nut-skeleton')).toBe(0)
    expect(count('.magic-banner__skeleton')).toBe(0)
    expect(count('.magic-icons__item')).toBe(4)
  })
})

describe('start-up on the mini-programs (issue 16: WXML nodes, setData)', () => {
  it('drawFirst draws the first blocks and keeps an empty slot for each later one', async () => {
    await render(
      [
        { id: 2, type: 'banner', settings: {}, items: res(2, '横幅') },
        { id: 3, type: 'iconNav', settings: {}, items: res(4, '图标') },
        { id: 4, type: 'news', settings: { title: '健康资讯', showNum: 2 }, items: news(2) },
        { id: 5, type: 'imageList', settings: {}, items: res(2, '图片') },
        { id: 6, type: 'floatIcons', settings: { iconPosition: 1 }, items: res(2, '浮标') },
      ],
      { drawFirst: 2 },
    )
    expect(count('[data-block="banner"]')).toBe(1)
    expect(count('.magic-icons__item')).toBe(4)
    expect(count('[data-block="news"]')).toBe(0)
    expect(count('[data-block="imageList"]')).toBe(0)
    expect(count('.magic-block-slot')).toBe(2)
    expect(bodyText()).not.toContain('健康资讯')
    // floating icons sit over the first screen: drawn wherever they are configured
    expect(count('[data-block="floatIcons"]')).toBe(1)
  })
})
