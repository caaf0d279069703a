/**
 * Messages of tracking and sharing (issue 18). "OWN" strings: ours, in the spec's tone.
 * One catalogue: ./index.ts re-exports every area file.
 */

/** OWN: the aggregate's period */
export const TRACK_STATS_BAD_DATE = '日期格式不正确，应为 YYYY-MM-DD'
export const TRACK_STATS_ORDER = '结束日期不能早于开始日期'
export const trackStatsTooLong = (days: number): string => `查询区间不能超过${days}天`
/** OWN: a tracking body that is not JSON (the beacon sends text) */
export const TRACK_BODY_INVALID = '埋点数据格式不正确'
