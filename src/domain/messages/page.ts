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
