import TestUtils from '@tarojs/test-utils-react'
import EmptyNext from '@/shared/ui/EmptyNext'
import RecommendGoods from './RecommendGoods'
import { getRecommendGoods } from '../searchApi'

jest.mock('../searchApi', () => ({ getRecommendGoods: jest.fn() }))
jest.setTimeout(30000)
afterEach(() => {
  document.body.innerHTML = ''
  jest.clearAllMocks()
})

async function until(t: TestUtils, pred: () => boolean) {
  for (let i = 0; i < 100 && !pred(); i++)
    await t.act(async () => {
      await new Promise((r) => setTimeout(r, 20))
    })
  expect(pred()).toBe(true)
}

const card = (goodsId: number, goodsName: string) =>
  ({ goodsId, goodsName, goodsPath: `/assets/items/item-${goodsId}.svg`, price: 99, linedPrice: 0, salesNum: 1, goodsType: 1 }) as never

test('an empty cart or search: the text, the next steps as buttons (one filled), then the recommended goods', async () => {
  jest.mocked(getRecommendGoods).mockResolvedValue({
    list: [card(6001, '上臂式电子血压计'), card(6002, '指夹式脉搏血氧仪')],
    total: 2,
    pageNum: 1,
    pageSize: 6,
  } as never)
  const go = jest.fn()
  const t = new TestUtils()
  await t.mount(EmptyNext, {
    props: {
      text: '购物车空空如也',
      actions: [
        { text: '去逛逛', onClick: go, primary: true },
        { text: '领券中心', onClick: jest.fn() },
      ],
      children: <RecommendGoods />,
    },
  })
  expect(document.querySelector('.empty-next')?.textContent).toContain('购物车空空如也')
  const buttons = Array.from(document.querySelectorAll('.empty-next__btn'))
  expect(buttons.map((b) => b.textContent)).toEqual(['去逛逛', '领券中心'])
  expect(buttons[0].className).toContain('solid')
  expect(buttons[1].className).toContain('outline')
  await t.act(async () => {
    ;(buttons[0] as HTMLElement).click()
  })
  expect(go).toHaveBeenCalled()
  await until(t, () => document.querySelectorAll('.recommend-goods .goods-card, .recommend-goods [class*="goods-card"]').length > 0)
  expect(document.querySelector('.recommend-goods__title')?.textContent).toBe('为你推荐')
  expect(document.querySelector('.recommend-goods')?.textContent).toContain('指夹式脉搏血氧仪')
})

test('no recommendations: the block is left out', async () => {
  jest.mocked(getRecommendGoods).mockResolvedValue({ list: [], total: 0, pageNum: 1, pageSize: 6 } as never)
  const t = new TestUtils()
  await t.mount(RecommendGoods, { props: {} })
  await t.act(async () => {
    await new Promise((r) => setTimeout(r, 60))
  })
  expect(document.querySelector('.recommend-goods')).toBeNull()
})
