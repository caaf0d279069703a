/**
 * Messages of the rest of the contract (issue 18): the paediatric shop, sharing, special exam orders, specialties.
 * "OWN" strings: ours, in the spec's tone. One catalogue: ./index.ts re-exports every area file.
 */

// ---------------------------------------------------------------- the paediatric shop
/** OWN */
export const PEDIATRIC_SHOP_CLOSED = '本院暂未开通儿科商城'
export const PEDIATRIC_GOODS_NOT_IN_SHOP = '该商品不在儿科商城'
export const PEDIATRIC_CATEGORY_NOT_IN_SHOP = '该分类不在儿科商城'
export const PEDIATRIC_BUY_NOW_ONLY = '儿科商城请选择商品后立即购买'
export const PEDIATRIC_SHOP_TITLE = '儿科商城'
export const PEDIATRIC_SHOP_EMPTY = '暂无儿科商品'
export const PEDIATRIC_BUY = '立即购买'

// ---------------------------------------------------------------- sharing
/** OWN */
export const SHARE_URL_INVALID = '分享链接无效，应为完整的 http(s) 地址'
export const SHARE_SIGN_UNAVAILABLE = '分享签名暂不可用，请稍后重试'
export const QR_PAGE_INVALID = '二维码页面不存在'
export const QR_SCENE_INVALID = '二维码参数格式不正确'
/** WeChat did not draw the mini-program code (token or wxacode error, time-out) */
export const QR_MINI_CODE_UNAVAILABLE = '小程序码暂时无法生成，请稍后重试'
export const SHARE_OBJECT_NOT_FOUND = '分享内容不存在'
export const SHARE_POSTER_BUTTON = '生成分享海报'
export const SHARE_POSTER_TIP = '长按保存图片，或截图分享给好友'
export const SHARE_POSTER_SCAN = '扫码查看详情'

// ---------------------------------------------------------------- special-medical check-ups, prescription pay
/** OWN */
export const SPECIAL_MED_TITLE = '特色医疗'
export const SPECIAL_MED_CLOSED = '本院暂未开通特色医疗'
export const SPECIAL_MED_GOODS_NOT_IN = '该商品不是特色医疗项目'
export const SPECIAL_MED_CATEGORY_NOT_IN = '该分类不在特色医疗'
export const SPECIAL_MED_BUY_NOW_ONLY = '特色医疗项目请选择后立即预约'
export const PRESCRIPTION_ORDER_ONLY = '该订单不是处方订单'

// ---------------------------------------------------------------- specialties
/** OWN */
export const PROFESSION_NOT_FOUND = '专科不存在'
export const SPECIAL_MED_EMPTY = '暂无特色医疗项目'
