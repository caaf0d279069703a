/**
 * A goods section on screen (issue 18): the paediatric shop lists its goods from pediatric/market/goodsIndex, a
 * hospital without one shows its closed notice, and the special-medical section reads market/specialMed.
 */
import PediatricShop from './PediatricShop'
import { resetStores, mount, bodyText, cleanup, waitFor, waitForText } from '@test-support/app/auth'
import { waitUntil } from '@test-support/app/render'

const replies: Record<string, unknown> = {}
const calls: string[] = []
jest.mock('@/shared/request/request', () => ({
  __esModule: true,
  apiUrl: (prefix: string, url: string) => `/${prefix}/${url}`,
  request: jest.fn(async (o: { url: string }) => {
    calls.push(o.url)
    if (!(o.url in replies)) throw new Error(`unexpected call ${o.url}`)
    return replies[o.url]
  }),
}))
jest.mock('@/shared/routes/navigate')

const card = (goodsId: number, goodsName: string) => ({
  goodsId,
  goodsDistributeId: 100000 + goodsId,
  goodsName,
  goodsUrl: '/assets/browse/goods-firstaid.svg',
  sellPoint: '物理降温',
  price: 29,
  minPrice: 29,
  linedPrice: 0,
  goodsType: 1,
  priceShowMode: 0,
})
const index = (open: boolean, list: unknown[]) => ({
  open,
  title: '儿科商城',
  notice: open ? '儿童用品与儿童体检' : '本院暂未开通儿科商城',
  categories: open ? [{ categoryId: 712, categoryName: '婴儿用品' }] : [],
  goods: { list, total: list.length, pageNum: 1, pageSize: 50, hasMore: false },
})

beforeEach(() => {
  resetStores()
  calls.length = 0
  for (const k of Object.keys(replies)) delete replies[k]
})
afterEach(cleanup)

test('the shop: its title, notice, category row and goods', async () => {
  replies['pediatric/market/goodsIndex'] = index(true, [card(7006, '婴儿医用退热贴 6贴'), card(7005, '婴儿耳温枪')])
  await mount(PediatricShop, '/pediatric-services?tab=shop')
  await waitFor('.ped-shop .goods-card')
  const text = bodyText()
  for (const s of ['儿科商城', '儿童用品与儿童体检', '全部', '婴儿用品', '婴儿医用退热贴 6贴', '婴儿耳温枪']) expect(text).toContain(s)
  expect(calls).toEqual(['pediatric/market/goodsIndex'])
})

test('a hospital without a paediatric shop: the closed notice, no goods', async () => {
  replies['pediatric/market/goodsIndex'] = index(false, [])
  await mount(PediatricShop, '/pediatric-services?tab=shop')
  await waitForText('本院暂未开通儿科商城')
  expect(document.querySelector('.goods-card')).toBeNull()
})

test('the special-medical section reads market/specialMed', async () => {
  replies['market/specialMed'] = { ...index(true, [card(6025, '肿瘤标志物筛查')]), title: '特色医疗' }
  await mount(PediatricShop, '/checkup/special-medical', { kind: 'specialMed' })
  await waitForText('肿瘤标志物筛查')
  expect(calls).toEqual(['market/specialMed'])
})

test('embedded in a landing (/checkup/special-medical), a hospital without the section shows nothing', async () => {
  replies['market/specialMed'] = { ...index(false, []), title: '特色医疗', notice: '本院暂未开通特色医疗' }
  calls.length = 0
  await mount(PediatricShop, '/checkup/special-medical', { kind: 'specialMed', embedded: true })
  // the reply arrived when the loading skeleton (.ped-shop--loading) is gone
  await waitUntil(() => calls.length === 1 && !document.querySelector('.ped-shop'), 'the closed section to render nothing')
  expect(calls).toEqual(['market/specialMed'])
  expect(bodyText()).not.toContain('本院暂未开通特色医疗')
})
