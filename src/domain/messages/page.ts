/**
 * Messages of the page builder: ads, jumps, the agreement popup and the home blocks (SPEC §2, §5).
 *
 * Strings marked "SPEC" are copied verbatim from the product spec; "OWN" ones are ours (natural Chinese in the
 * spec's tone). One catalogue: ./index.ts re-exports every area file.
 */

// ---------------------------------------------------------------- ads and jumps (SPEC §2, §5)
export const AD_START_TIME_INVALID = '无效的开始时间格式'
export const AD_END_TIME_INVALID = '无效的结束时间格式'
export const MINI_PROGRAM_APPID_REQUIRED = '请配置小程序appid'
export const JUMP_LINK_REQUIRED = '请配置跳转链接'
/** SPEC §2: agreement popup default title and checkbox text */
export const AGREEMENT_DEFAULT_TITLE = '温馨提示'
export const AGREEMENT_CHECKBOX = '我已阅读并同意本协议全部内容'

// ---------------------------------------------------------------- home blocks (SPEC §2)
export const EMPTY_DATA = '暂无数据'
export const MORE = '更多'

// ---------------------------------------------------------------- server errors of the page-builder, content and hospital endpoints (OWN)
export const hospitalNotFound = (id: number): string => `医院不存在: ${id}`
export const pageNotFound = (id: number): string => `页面不存在: ${id}`
export const GROUP_NOT_FOUND = '分组不存在'
export const ARTICLE_NOT_FOUND = '文章不存在'
export const FORM_NOT_FOUND = '表单不存在'
export const DOCTOR_NOT_FOUND = '医生不存在'
export const protocolNotFound = (code: number): string => `协议不存在: ${code}`
/** a required query/body field the schema cannot require (one of two alternatives), as the validator words it */
export const missingParam = (name: string): string => `缺少参数 ${name}`
/** catalog (goods detail, skus) */
export const GOODS_OFF_SHELF = '商品已下架'
