/**
 * Legal texts with versions (issue 33 item 4): the patient's re-consent when the user agreement or the privacy
 * policy changed, and the console's legal-text desk. OWN (the spec names only the popup's default title 温馨提示).
 */

/** the re-consent popup's title */
export const RECONSENT_TITLE = '版本更新'
/** its lead: which texts changed, e.g. 《隐私政策》 or 《用户协议》和《隐私政策》 */
export const reconsentLead = (names: string): string => `${names}已更新，请阅读并同意后继续使用。`
/** one changed text, with its version and what changed */
export const reconsentItem = (title: string, version: number, note: string): string =>
  `《${title}》第${version}版${note ? `：${note}` : ''}`
export const RECONSENT_AGREE = '同意并继续'
export const RECONSENT_LATER = '暂不同意'
/** after 暂不同意: what stays off until the patient agrees */
export const RECONSENT_DECLINED = '未同意更新后的协议，个性化统计等功能暂停使用，下次打开时会再次询问'

/** the patient sent a version that is not the one served now */
export const LEGAL_VERSION_OUTDATED = '协议已更新，请重新阅读后同意'
/** only the user agreement (100) and the privacy policy (200) are accepted this way */
export const LEGAL_CODE_NOT_ACCEPTABLE = '只需同意用户协议和隐私政策'

// the console's legal-text desk
export const LEGAL_TITLE_REQUIRED = '请填写协议标题'
export const LEGAL_TITLE_TOO_LONG = '协议标题不能超过50个字'
export const LEGAL_CONTENT_REQUIRED = '请填写协议内容'
export const legalContentTooLong = (max: number): string => `协议内容不能超过${max}个字`
export const LEGAL_NOTE_REQUIRED = '请填写本次更新说明（患者再次同意时会看到）'
export const LEGAL_NOTE_TOO_LONG = '更新说明不能超过200个字'
export const LEGAL_DRAFT_NOT_FOUND = '没有待发布的草稿'
export const LEGAL_DRAFT_CHANGED = '草稿已被他人修改，请刷新后再发布'

// the console's hospital landings
export const LANDING_TITLE_REQUIRED = '请填写落地页标题'
export const LANDING_BANNER_INVALID = '横幅图片须为 /assets/ 下的路径或 https 链接'
/** goods a section lists that are not on sale in this hospital (the landing would not show them) */
export const landingGoodsUnknown = (ids: number[]): string => `以下商品不存在或未上架：${ids.join('、')}`
export const LANDING_PHONE_INVALID = '联系电话格式不正确'
export const LANDING_DRAFT_NOT_FOUND = '没有待发布的落地页草稿'
export const LANDING_DRAFT_CHANGED = '落地页草稿已被他人修改，请刷新后再发布'
