/**
 * Page builder (magic) services (SPEC §7 "Page builder (magic)"): page config, resources, articles,
 * doctors, goods groups, advertisements. List sizes from SPEC §9: magic lists 999999999 (pageNum 1),
 * magic groups 9999999.
 */
import type {
  Advertisement,
  DoctorItem,
  GoodsCardData,
  MagicGroup,
  MagicPageConfig,
  NewsDetail,
  NewsItem,
  PageResult,
  ResourceItem,
  StudioItem,
} from './model'
import type { SecKillGoodsRes } from '@contract/browse'
import { clockOffset } from '@/domain/seckillCountdown'
import { request, type RequestOptions } from '@/shared/request/request'

type Extra = Pick<RequestOptions, 'loading' | 'silent'>

export const MAGIC_LIST_SIZE = 999999999
export const MAGIC_GROUP_SIZE = 9999999

const get = <T>(url: string, data?: unknown, extra: Extra = {}) =>
  request<T>({ prefix: 'zeus', url, method: 'GET', data, silent: true, ...extra })

/** a list reply is an array, or { list } (SPEC §7: a goods list has a list field) */
export function listOf<T>(reply: unknown): T[] {
  if (Array.isArray(reply)) return reply as T[]
  if (reply && typeof reply === 'object') {
    const r = reply as Record<string, unknown>
    for (const k of ['list', 'records', 'rows', 'items']) if (Array.isArray(r[k])) return r[k] as T[]
  }
  return []
}

const page = (groupId: number | string | undefined) => ({ groupId, pageNum: 1, pageSize: MAGIC_LIST_SIZE })

/**
 * GET /zeus/magic/getPageConfig?magicPageId=&hospitalId= (no magicPageId: the hospital's home page); with the staff
 * console's previewToken: the draft the console previews in its frame (issue 33)
 */
export const getPageConfig = (
  magicPageId: number | string | undefined,
  hospitalId: number | string,
  extra?: Extra,
  previewToken?: string,
) =>
  get<MagicPageConfig>(
    'magic/getPageConfig',
    {
      ...(magicPageId === undefined || magicPageId === '' ? { hospitalId } : { magicPageId, hospitalId }),
      ...(previewToken ? { previewToken } : {}),
    },
    extra,
  )

/** GET /zeus/shopConfig/homePage?hospitalId= : the hospital's own home page config */
export const getShopHomePage = (hospitalId: number | string, extra?: Extra) =>
  get<MagicPageConfig>('shopConfig/homePage', { hospitalId }, extra)

/** GET /zeus/magic/getResource (banner pictures, icons, image lists, buttons) */
export const getResource = async (groupId: number | string | undefined) =>
  listOf<ResourceItem>(await get('magic/getResource', page(groupId)))

/** GET /zeus/magic/getArticle: news of a group (all magic news: pageSize 999999999) */
export const getArticles = async (groupId: number | string | undefined) => listOf<NewsItem>(await get('magic/getArticle', page(groupId)))

/** GET /zeus/magic/getArticle one page (news list screen) */
export const getArticlePage = (groupId: number | string | undefined, pageNum: number, pageSize = 10) =>
  get<PageResult<NewsItem>>(
    'magic/getArticle',
    groupId === undefined || groupId === '' ? { pageNum, pageSize } : { groupId, pageNum, pageSize },
  )

/** GET /zeus/magic/getArticleInfo?id= */
export const getArticleInfo = (id: number | string, hospitalId?: number | string) =>
  get<NewsDetail>('magic/getArticleInfo', hospitalId === undefined ? { id } : { id, hospitalId })

/** GET /zeus/magic/magicGroup?id=&type=2: the secondary groups of a group (news tabs, best-goods tabs) */
export const getMagicGroups = async (id: number | string | undefined) =>
  listOf<MagicGroup>(await get('magic/magicGroup', { id, type: 2, pageNum: 1, pageSize: MAGIC_GROUP_SIZE }))

/** GET /zeus/magic/getDoctor: famous doctors of a group */
export const getDoctors = async (groupId: number | string | undefined) => listOf<DoctorItem>(await get('magic/getDoctor', page(groupId)))

/** GET /zeus/health/famous?groupId=1: the famous doctors page */
export const getFamousDoctors = async (groupId: number | string = 1) => listOf<DoctorItem>(await get('health/famous', { groupId }))

/** POST /zeus/magic/getGoods: goods of a group */
export const getGroupGoods = async (groupId: number | string | undefined, pageNum = 1, pageSize = MAGIC_LIST_SIZE) =>
  listOf<GoodsCardData>(
    await request({ prefix: 'zeus', url: 'magic/getGoods', method: 'POST', data: { groupId, pageNum, pageSize }, silent: true }),
  )

/** GET /zeus/magic/getAdvertising?pageId=&goodsId= */
export const getAdvertising = async (pageId: number | string | undefined, goodsId?: number | string) =>
  listOf<Advertisement>(await get('magic/getAdvertising', goodsId === undefined ? { pageId } : { pageId, goodsId }))

/** GET /zeus/recommend/queryTodayGoods */
export const getTodayGoods = async () => listOf<GoodsCardData>(await get('recommend/queryTodayGoods', { pageNum: 1, pageSize: 20 }))

/** GET /studio-patient/studio/listByStudioDepartmentId?chronic=1: the special chronic studio list */
export const getStudios = async (chronic: 0 | 1 = 1) =>
  listOf<StudioItem>(
    await request({
      prefix: 'studio-patient',
      url: 'studio/listByStudioDepartmentId',
      method: 'GET',
      data: { chronic, pageNum: 1, pageSize: MAGIC_LIST_SIZE },
      silent: true,
    }),
  )

/** POST /zeus/magic/getGoods one page (best goods list screen) */
export const getGroupGoodsPage = (groupId: number | string | undefined, pageNum: number, pageSize = 10) =>
  request<PageResult<GoodsCardData>>({ prefix: 'zeus', url: 'magic/getGoods', method: 'POST', data: { groupId, pageNum, pageSize } })

/**
 * POST /goods-center/secKill/secKillGoods: the flash-sale sessions, for the countdown of home's seckill entry,
 * with the server clock's lead over the device's (clockOffset of the reply's serverTime and the round trip)
 */
export async function getSeckillClock(): Promise<{ sessions: SecKillGoodsRes; offset: number }> {
  const sentAt = Date.now()
  const sessions = await request<SecKillGoodsRes>({
    prefix: 'goods-center',
    url: 'secKill/secKillGoods',
    method: 'POST',
    data: {},
    silent: true,
  })
  const list = Array.isArray(sessions) ? sessions : []
  return { sessions: list, offset: clockOffset(list[0]?.serverTime, sentAt, Date.now()) }
}
