import {
  BANNER_DEFAULT_HEIGHT,
  escapeHtml,
  ICON_ROW_HEIGHT,
  renderHomeShell,
  renderShellPopup,
  safeColor,
  safeUrl,
  SEARCH_INPUT_HEIGHT,
  shellPopupAds,
} from './homeShell'

const icons = (n: number) => Array.from({ length: n }, (_, i) => ({ photo: `/assets/i${i}.svg`, name: `图标${i}` }))

describe('home first screen as HTML (issue 16)', () => {
  it('draws search, banner and icons with the shared sizes, preloads the first banner picture', () => {
    const s = renderHomeShell({
      primaryColor: '#1677FF',
      backgroundColor: '#F4F7FB',
      blocks: [
        { type: 'search', settings: { placeholder: '搜索药品', round: true, showSearchBtn: true } },
        { type: 'banner', settings: { height: 160 }, items: [{ photo: 'https://img.example.com/b1.webp' }, { photo: '/b2.svg' }] },
        { type: 'iconNav', settings: {}, items: icons(9) },
        { type: 'hotProducts', settings: {}, items: [] },
        { type: 'iconNav', settings: {}, items: icons(4) },
      ],
    })
    expect(s.preloadImage).toBe('https://img.example.com/b1.webp')
    expect(s.html).toContain('搜索药品')
    expect(s.html).toContain(`height:${SEARCH_INPUT_HEIGHT}px;box-sizing:content-box`)
    expect(s.html).toContain('height:160px')
    expect(s.html).toContain('fetchpriority="high"')
    // 9 icons: a carousel of pages of 8, the first page drawn: two rows and the indicator strip
    expect(s.html).toContain(`height:${ICON_ROW_HEIGHT * 2 + 20}px`)
    expect(s.html).toContain('图标7')
    expect(s.html).not.toContain('图标8')
    // stops at the first kind it does not draw
    expect(s.html.match(/图标0/g)).toHaveLength(1)
    expect(s.html).toContain('background:#F4F7FB')
  })

  it('escapes hospital text and drops unsafe colours and URLs', () => {
    const s = renderHomeShell({
      primaryColor: 'red;background:url(x)',
      backgroundColor: '"><script>alert(1)</script>',
      blocks: [
        { type: 'search', settings: { placeholder: '<img src=x onerror=alert(1)>' } },
        { type: 'banner', settings: {}, items: [{ photo: 'javascript:alert(1)' }, { photo: '/ok".svg' }] },
        { type: 'iconNav', settings: {}, items: [{ photo: '//evil.example/x.png', name: 'A&B "<b>"' }] },
      ],
    })
    expect(s.html).not.toMatch(/<script|<img src=x|javascript:|\/\/evil|url\(x\)/)
    expect(s.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(s.html).toContain('A&amp;B &quot;&lt;b&gt;&quot;')
    expect(s.html).toContain('/ok&quot;.svg')
    expect(s.html).toContain(`height:${BANNER_DEFAULT_HEIGHT}px`)
    expect(s.html).toContain('border:1px solid #1677ff')
  })

  it.each([
    ['#fff', '#fff'],
    ['#1677FFcc', '#1677FFcc'],
    ['rgb(1, 2, 3)', 'rgb(1, 2, 3)'],
    ['white', 'white'],
    ['red;x:y', null],
    ['url(a)', null],
    [3, null],
  ])('safeColor(%p) -> %p', (v, out) => expect(safeColor(v)).toBe(out))

  it.each([
    ['/assets/a.svg', '/assets/a.svg'],
    ['https://a.example/b.png', 'https://a.example/b.png'],
    ['//a.example/b.png', null],
    ['javascript:alert(1)', null],
    ['data:image/png;base64,x', null],
    ['', null],
  ])('safeUrl(%p) -> %p', (v, out) => expect(safeUrl(v)).toBe(out))

  it('escapeHtml', () => expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;'))
})

describe("the home's popup ads for the boot script (issue 16: LCP)", () => {
  it('popup ads with valid times and a safe picture, in order, with the memory key and the window in ms', () => {
    const ads = [
      { id: 1, pageId: 1006, showType: 2, showFrequency: 1, picUrl: '/inline.svg' },
      { id: 2, showType: 1, showFrequency: 1, picUrl: '/assets/pop.svg', startTime: '2026-11-01 00:00:00', endTime: '2026-11-30' },
      { id: 3, pageId: 1007, showType: 1, showFrequency: 2, picUrl: 'https://img.example.com/p.webp' },
      { id: 4, showType: 1, showFrequency: 1, picUrl: 'javascript:alert(1)' },
      { id: 5, showType: 1, showFrequency: 1, picUrl: '/x.svg', startTime: 'not a date' },
      { id: 6, showType: 1, showFrequency: 3, picUrl: '//evil.example.com/x.svg' },
    ]
    expect(shellPopupAds(ads, 6, 1006)).toEqual([
      // China time: 2026-11-01 00:00 = 2026-10-31 16:00 UTC; the end date's whole day
      {
        id: 2,
        key: 'adShown:6:1006',
        f: 1,
        s: Date.UTC(2026, 9, 31, 16),
        e: Date.UTC(2026, 10, 30, 15, 59, 59, 999),
        src: '/assets/pop.svg',
      },
      { id: 3, key: 'adShown:6:1007', f: 2, s: null, e: null, src: 'https://img.example.com/p.webp' },
    ])
  })

  it("the first one's popup markup: the app's class names, its labels, the picture escaped", () => {
    const html = renderShellPopup({ id: 7, key: 'k', f: 1, s: null, e: null, src: '/a.svg?x="1"&y' })
    expect(html).toContain('<div id="boot-ad" data-ad-id="7" data-state="open">')
    expect(html).toContain('<img class="ad-popup__img" alt="广告" src="/a.svg?x=&quot;1&quot;&amp;y" fetchpriority="high"')
    expect(html).toContain('class="ad-popup__body" role="button" tabindex="0" aria-label="广告"')
    expect(html).toContain('class="ad-popup__close" role="button" tabindex="0" aria-label="关闭"')
  })
})
