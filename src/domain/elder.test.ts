import { elderHomeBlocks } from './elder'

const kinds = (bs: { type: string }[]) => bs.map((b) => b.type)

describe('elderHomeBlocks', () => {
  test('services first, then search and notices, then the rest in order; ads and floating icons dropped', () => {
    const blocks = [
      'banner',
      'advert',
      'search',
      'news',
      'iconNav',
      'floatIcons',
      'famousDoctors',
      'buttonGroup',
      'tipText',
      'blockNav',
    ].map((type, id) => ({ type, id }))
    expect(kinds(elderHomeBlocks(blocks))).toEqual([
      'iconNav',
      'buttonGroup',
      'blockNav',
      'search',
      'tipText',
      'banner',
      'news',
      'famousDoctors',
    ])
  })
  test('aliases through kindOf', () => {
    const alias: Record<string, string> = { iconNavigator: 'iconNav', advertisement: 'advert' }
    const out = elderHomeBlocks([{ type: 'news' }, { type: 'advertisement' }, { type: 'iconNavigator' }], (t) => alias[t] ?? t)
    expect(kinds(out)).toEqual(['iconNavigator', 'news'])
  })
  test('empty and service-less pages', () => {
    expect(elderHomeBlocks([])).toEqual([])
    expect(kinds(elderHomeBlocks([{ type: 'news' }, { type: 'banner' }]))).toEqual(['news', 'banner'])
  })
})
