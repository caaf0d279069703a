import type { JumpConfig } from './ads'
import { draftProblems, fieldsOf, isMiniProgramAppId, jumpProblem, type DraftContext, type PageDraft } from './pageDraft'

const NOW = new Date('2026-03-10T04:00:00Z')
const ctx: DraftContext = {
  goodsIds: new Set([6028]),
  articleIds: new Set([901]),
  pageIds: new Set([1006, 2006]),
  groups: new Map([
    [620, 'goods'],
    [630, 'article'],
  ]),
  now: NOW,
}

const banner = (jump: JumpConfig, extra: Record<string, unknown> = {}) => ({
  id: 1,
  type: 'banner',
  settings: {},
  resources: [{ photo: '/assets/a.png', name: '春季体检', jump }],
  ...extra,
})
const draft = (blocks: PageDraft['blocks'], ads: PageDraft['ads'] = []): PageDraft => ({
  title: '首页',
  backgroundColor: '#FFFFFF',
  greyMode: false,
  blocks,
  ads,
})
const W = '第1个组件（轮播图）第1项'

describe('jumpProblem: the five jump types', () => {
  it.each<[string, JumpConfig, string | null]>([
    ['no jump', {}, null],
    ['tip only', { jumpType: 1, tipText: '敬请期待' }, null],
    ['a page of the hospital', { jumpType: 2, magicPageId: 2006, magicPageType: 2 }, null],
    ['an unknown page', { jumpType: 2, magicPageId: 7777, magicPageType: 2 }, `${W}：装修页面 7777 不存在`],
    ['a page without a type', { jumpType: 2, magicPageId: 2006 }, `${W}：请配置跳转链接`],
    ['a route of the table', { jumpType: 3, magicSysPage: { pageUrl: '/famousDoctor' } }, null],
    ['a route with the /hospital base', { jumpType: 3, magicSysPage: { pageUrl: '/hospital/famousDoctor' } }, null],
    ['a route not in the table', { jumpType: 3, magicSysPage: { pageUrl: '/nowhere' } }, `${W}：跳转页面 /nowhere 不存在`],
    ['an empty system page', { jumpType: 3, magicSysPage: { pageUrl: ' ' } }, `${W}：请配置跳转链接`],
    ['an existing goods', { jumpType: 3, magicSysPage: { pageUrl: '/productionDetail' }, jsonData: '{"goodsId":6028}' }, null],
    ['goods in the address', { jumpType: 3, pageUrl: '/productionDetail?goodsId=6028' }, null],
    [
      'a goods that does not exist',
      { jumpType: 3, magicSysPage: { pageUrl: '/productionDetail' }, jsonData: '{"goodsId":1}' },
      `${W}：商品 1 不存在`,
    ],
    ['a goods page without a goods', { jumpType: 3, magicSysPage: { pageUrl: '/productionDetail' } }, `${W}：商品  不存在`],
    ['an existing article', { jumpType: 3, magicSysPage: { pageUrl: '/magicplatform/newsDetail' }, jsonData: '{"id":901}' }, null],
    [
      'an article that does not exist',
      { jumpType: 3, magicSysPage: { pageUrl: '/magicplatform/newsDetail' }, jsonData: '{"id":5}' },
      `${W}：文章 5 不存在`,
    ],
    [
      'page data not JSON',
      { jumpType: 3, magicSysPage: { pageUrl: '/famousDoctor' }, jsonData: '{goodsId' },
      `${W}：页面参数须为 JSON 对象`,
    ],
    ['page data an array', { jumpType: 3, magicSysPage: { pageUrl: '/famousDoctor' }, jsonData: '[1]' }, `${W}：页面参数须为 JSON 对象`],
    ['a WeChat mini-program', { jumpType: 4, appId: 'wx5c7a1d2e3f4b6c8d', pageUrl: 'pages/index' }, null],
    ['an Alipay mini-program', { jumpType: 4, appId: '2021000000000001', pageUrl: 'pages/index' }, null],
    ['a malformed appid', { jumpType: 4, appId: 'wx123', pageUrl: 'pages/index' }, `${W}：小程序appid格式不正确`],
    ['no appid', { jumpType: 4, pageUrl: 'pages/index' }, `${W}：小程序appid格式不正确`],
    ['a mini-program without a page', { jumpType: 4, appId: 'wx5c7a1d2e3f4b6c8d' }, `${W}：请配置跳转链接`],
    ['an https link', { jumpType: 5, linkUrl: 'https://www.example.cn/a?b=1' }, null],
    ['an http link', { jumpType: 5, linkUrl: 'http://www.example.cn/' }, `${W}：网页链接必须以 https:// 开头`],
    ['a javascript: link', { jumpType: 5, linkUrl: 'javascript:alert(1)' }, `${W}：网页链接必须以 https:// 开头`],
    ['an https link without a host', { jumpType: 5, linkUrl: 'https://' }, `${W}：网页链接格式不正确`],
    ['an https link with credentials', { jumpType: 5, linkUrl: 'https://a:b@example.cn/' }, `${W}：网页链接格式不正确`],
    ['an empty link', { jumpType: 5, linkUrl: '' }, `${W}：请配置跳转链接`],
    ['an unknown type', { jumpType: 9 as never }, `${W}：未知的跳转类型`],
  ])('%s', (_, jump, expected) => {
    expect(jumpProblem(jump, W, ctx)).toBe(expected)
    expect(draftProblems(draft([banner(jump)]), ctx)).toEqual(expected ? [expected] : [])
  })
})

describe('draftProblems: blocks and their settings', () => {
  it.each<[string, PageDraft['blocks'], string[]]>([
    ['an empty page', [], []],
    ['an unknown kind', [{ id: 1, type: 'carousel3d', settings: {} }], ['第1个组件：未知的组件类型 carousel3d']],
    ['an unknown setting', [{ id: 1, type: 'search', settings: { fontSize: 3 } }], ['第1个组件（搜索框）：没有设置项 fontSize']],
    [
      'a colour that is not one',
      [{ id: 1, type: 'search', settings: { backgroundColor: 'red;x' } }],
      ['第1个组件（搜索框）：背景色的值不正确'],
    ],
    ['a boolean as text', [{ id: 1, type: 'search', settings: { round: 'yes' } }], ['第1个组件（搜索框）：圆角样式的值不正确']],
    ['sides out of range', [{ id: 1, type: 'tipText', settings: { margin: [1, 5] } }], ['第1个组件（提示文字）：外边距的值不正确']],
    ['a good search block', [{ id: 1, type: 'search', settings: { placeholder: '搜索', round: true, margin: [1, 3], radius: 8 } }], []],
    [
      'a layout the kind has not',
      [{ id: 1, type: 'command', settings: {}, layout: 4, groupId: 620 }],
      ['第1个组件（推荐商品）：布局不正确'],
    ],
    [
      'goods from an article group',
      [{ id: 1, type: 'hotProducts', settings: {}, groupId: 630 }],
      ['第1个组件（热销商品）：请选择数据分组'],
    ],
    ['goods without a group', [{ id: 1, type: 'hotProducts', settings: {} }], ['第1个组件（热销商品）：请选择数据分组']],
    ['news of its group', [{ id: 1, type: 'news', settings: { showNum: 3, showInfo: [1, 2] }, groupId: 630 }], []],
    ['a banner without slides', [{ id: 1, type: 'banner', settings: {}, resources: [] }], ['第1个组件（轮播图）：请至少添加一项']],
    [
      'an icon without a picture or a name',
      [
        { id: 1, type: 'search', settings: {} },
        { id: 2, type: 'iconNav', settings: {}, resources: [{ photo: '', name: ' ', jump: {} }] },
      ],
      ['第2个组件（图标导航）第1项：请上传图片', '第2个组件（图标导航）第1项：请填写名称'],
    ],
    [
      'the second icon jumps nowhere',
      [
        {
          id: 1,
          type: 'iconNav',
          settings: {},
          resources: [
            { photo: '/a.png', name: '名医', jump: { jumpType: 3, magicSysPage: { pageUrl: '/famousDoctor' } } },
            { photo: '/b.png', name: '外链', jump: { jumpType: 5, linkUrl: 'http://x.cn' } },
          ],
        },
      ],
      ['第1个组件（图标导航）第2项：网页链接必须以 https:// 开头'],
    ],
  ])('%s', (_, blocks, expected) => {
    expect(draftProblems(draft(blocks), ctx)).toEqual(expected)
  })

  it('offers the box fields and the kind’s own in the property form', () => {
    expect(fieldsOf('banner').map((x) => x.key)).toEqual(expect.arrayContaining(['margin', 'backgroundColor', 'autoplay', 'height']))
    expect(fieldsOf('nope')).toEqual([])
  })
})

describe('draftProblems: ad windows', () => {
  const ad = (startTime: string | null, endTime: string | null) => ({
    showType: 1,
    showFrequency: 1,
    startTime,
    endTime,
    picPath: '/assets/ad.png',
    title: '广告',
    jump: {},
  })
  it.each<[string, string | null, string | null, string[]]>([
    ['open on both ends', null, null, []],
    ['running now', '2026-03-01 00:00:00', '2026-03-31 23:59:59', []],
    ['ending later today (a date: end of that day)', '2026-03-01', '2026-03-10', []],
    ['ended yesterday', '2026-03-01', '2026-03-09', ['第1个广告：投放结束时间已过，不能发布']],
    ['ended an hour ago', null, '2026-03-10 11:00:00', ['第1个广告：投放结束时间已过，不能发布']],
    ['starting later', '2026-04-01', '2026-04-30', []],
    ['start after end', '2026-05-01', '2026-04-30', ['第1个广告：开始时间晚于结束时间']],
    ['a broken start', 'soon', null, ['第1个广告：无效的开始时间格式']],
  ])('%s', (_, start, end, expected) => {
    expect(draftProblems(draft([], [ad(start, end)]), ctx)).toEqual(expected)
  })
})

it('tells a mini-program appid', () => {
  expect(['wx5c7a1d2e3f4b6c8d', '2021000000000001'].map(isMiniProgramAppId)).toEqual([true, true])
  expect(['wx5C7A1D2E3F4B6C8D', 'wx5c7a1d2e3f4b6c8', '1021000000000001', ''].map(isMiniProgramAppId)).toEqual([false, false, false, false])
})
