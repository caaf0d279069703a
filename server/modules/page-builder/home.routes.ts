/**
 * /zeus home and search (SPEC §7 Home): shopConfig/homePage, index/indexResource,
 * recommend/queryTodayGoods, search/getHotWords, search/searchCondition, POST search/searchResult.
 */
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { ok } from '../../lib/errors'
import { serializedOnce } from '../../lib/cache/serialized'
import type { HotWord, IndexResourceRes, SearchConditionRes } from '../../../contract/browse'
import { categoryList, searchGoods } from '../../modules/catalog'
import { pageConfig, toDepartment, todayGoods } from './service'
import { Envelope, PageReq } from '../../../contract/lib'
import * as C from '../../../contract/browse'

export const SEARCH_PLACEHOLDER = '搜索商品'
export const SEARCH_BUTTON = '搜索'

export const homeRoutes: TypedRoutePlugin = async (app) => {
  const db = app.deps.db
  const tags = ['zeus']
  const sendHome = serializedOnce()

  const hotWords = async (hospitalId: number): Promise<HotWord[]> =>
    (await db.selectFrom('hot_word').selectAll().where('hospital_id', '=', hospitalId).orderBy('sort').orderBy('id').execute()).map(
      (w) => ({ id: w.id, word: w.word, highlight: w.highlight }),
    )

  app.get(
    '/shopConfig/homePage',
    { schema: { tags, summary: "The hospital's home page config (PageConfig)", response: { 200: Envelope(C.PageConfigSchema) } } },
    // the composed page is a read-cache value (one object per second while nothing is written): its reply is
    // serialized once by this route's schema and the string sent to every request of that second
    async (req, reply) => {
      const page = await pageConfig(app, req.ctx.hospitalId)
      return sendHome(reply, page, ok(page))
    },
  )

  app.get(
    '/index/indexResource',
    {
      schema: {
        tags,
        summary: 'What the home shell keeps in global state: banners, navs, categories, departments, best services, hot words',
        response: { 200: Envelope(C.IndexResourceRes) },
      },
    },
    async (req) => {
      const hospitalId = req.ctx.hospitalId
      const page = await pageConfig(app, hospitalId)
      const first = <T>(type: string) => (page.blocks.find((b) => b.type === type)?.items ?? []) as T[]
      const data: IndexResourceRes = {
        banners: first('banner'),
        navs: [...first('iconNav'), ...first('blockNav')] as IndexResourceRes['navs'],
        categories: await categoryList(app, hospitalId, { cateLevel: 1, withChildren: true }),
        departments: (
          await db.selectFrom('department').selectAll().where('hospital_id', '=', hospitalId).orderBy('sort').orderBy('id').execute()
        ).map((d) => toDepartment(app, d)),
        bestServices: first('hotServices'),
        hotWords: await hotWords(hospitalId),
      }
      return ok(data)
    },
  )

  app.get(
    '/recommend/queryTodayGoods',
    {
      schema: {
        tags,
        summary: "Today's recommended goods (rotates daily)",
        querystring: PageReq,
        response: { 200: Envelope(C.GoodsCardPage) },
      },
    },
    async (req) => ok(await todayGoods(app, req.ctx.hospitalId, req.query.pageNum, req.query.pageSize)),
  )

  app.get(
    '/search/getHotWords',
    { schema: { tags, summary: 'Hot search words of the hospital', response: { 200: Envelope(C.GetHotWordsRes) } } },
    async (req) => ok(await hotWords(req.ctx.hospitalId)),
  )

  app.get(
    '/search/searchCondition',
    {
      schema: {
        tags,
        summary: 'Search filters: categories with children, goods types, sorts, placeholder',
        response: { 200: Envelope(C.SearchConditionRes) },
      },
    },
    async (req) => {
      const data: SearchConditionRes = {
        categories: await categoryList(app, req.ctx.hospitalId, { cateLevel: 1, withChildren: true }),
        goodsTypes: [
          { value: 1, label: '实物商品' },
          { value: 2, label: '服务商品' },
          { value: 3, label: '组合商品' },
        ],
        sorts: [
          { value: 'default', label: '综合' },
          { value: 'sales', label: '销量' },
          { value: 'priceAsc', label: '价格从低到高' },
          { value: 'priceDesc', label: '价格从高到低' },
          { value: 'new', label: '新品' },
        ],
        placeholder: SEARCH_PLACEHOLDER,
        searchValue: SEARCH_BUTTON,
      }
      return ok(data)
    },
  )

  app.post(
    '/search/searchResult',
    {
      schema: {
        tags,
        summary: 'Goods search: keyword (name, selling point, labels), category, goods type, sort by price or sales, paging',
        body: C.SearchResultReq,
        response: { 200: Envelope(C.GoodsCardPage) },
      },
    },
    async (req) => ok(await searchGoods(app, req.ctx.hospitalId, req.body)),
  )
}
