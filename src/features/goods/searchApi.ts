/** Search and listing services (SPEC §7 Home search, Goods categories and lists); replies typed by contract/browse. */
import type { Category, GoodsCard, HotWord, PageResult, SearchResultReq, SearchConditionRes } from '@contract/browse'
import { request } from '@/shared/request/request'

/** GET /zeus/search/getHotWords */
export const getHotWords = () => request<HotWord[]>({ prefix: 'zeus', url: 'search/getHotWords', method: 'GET', silent: true })

/** GET /zeus/recommend/queryTodayGoods : the day's recommended goods (empty cart, empty search) */
export const getRecommendGoods = (pageSize = 6) =>
  request<PageResult<GoodsCard>>({
    prefix: 'zeus',
    url: 'recommend/queryTodayGoods',
    method: 'GET',
    data: { pageNum: 1, pageSize },
    silent: true,
  })

/** GET /zeus/search/searchCondition */
export const getSearchCondition = () =>
  request<SearchConditionRes>({ prefix: 'zeus', url: 'search/searchCondition', method: 'GET', silent: true })

/** POST /zeus/search/searchResult */
export const searchGoods = (req: SearchResultReq) =>
  request<PageResult<GoodsCard>>({ prefix: 'zeus', url: 'search/searchResult', method: 'POST', data: req })

/** GET /goods-center/goods/categoryList?cateLevel=1 */
export const getCategories = (withChildren = false) =>
  request<Category[]>({
    prefix: 'goods-center',
    url: 'goods/categoryList',
    method: 'GET',
    data: withChildren ? { cateLevel: 1, withChildren: true } : { cateLevel: 1 },
    silent: true,
  })
