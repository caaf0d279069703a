/** Texts of the offline order list (/offlineOrder). */

export const OFFLINE_EMPTY_TEXT = '暂无线下订单'
export const OFFLINE_INTRO = '线下订单由医院收费窗口或医生开具，可在线支付，也可到收费窗口出示付款码支付'
