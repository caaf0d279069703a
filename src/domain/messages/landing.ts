/**
 * Messages of the hospital landings (issues 12 and 14). "OWN" strings: ours, in the spec's tone.
 * One catalogue: ./index.ts re-exports every area file.
 */

/** OWN: a key that names no landing */
export const LANDING_KEY_INVALID = '页面参数不正确'
/** OWN: the empty state of a landing the hospital has not configured */
export const LANDING_NOT_CONFIGURED = '本院暂未开通该服务，敬请期待'
/** OWN: section titles and actions of the landing page */
export const LANDING_STEPS_TITLE = '办理流程'
export const LANDING_NOTICES_TITLE = '温馨提示'
export const LANDING_FAQ_TITLE = '常见问题'
export const LANDING_CONTACT_TITLE = '联系我们'
export const LANDING_CALL = '拨打电话'
export const LANDING_MAP = '查看地图'
export const LANDING_BOOK = '预约'
export const LANDING_BACK_HOME = '返回首页'
