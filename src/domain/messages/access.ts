/** OWN texts of the elder-friendly mode and accessibility (issue 16). */

/** /setting: the section and the switch */
export const SECTION_DISPLAY = '显示与无障碍'
export const ELDER_MODE = '长辈版'
export const ELDER_MODE_HINT = '字体更大、按钮更大、颜色更清晰，不弹广告，轮播不自动翻页'
export const ELDER_MODE_ON = '已开启长辈版'
export const ELDER_MODE_OFF = '已关闭长辈版'
/** the server did not take it: the mode stays on this device */
export const ELDER_MODE_LOCAL_ONLY = '已在本机生效，同步到账号失败，稍后会自动重试'
/** the elder home's services block */
export const ELDER_HOME_SERVICES = '常用服务'
/** accessible names of controls that show only an icon or a picture */
export const A11Y_CLOSE = '关闭'
export const A11Y_BANNER = '轮播图'
export const A11Y_SLIDE = (n: number, total: number) => `第${n}张，共${total}张`
/** names of the lists that scroll by themselves (src/shared/ui/ScrollArea) */
export const A11Y_LIST = {
  orders: '订单列表',
  toVerify: '待核销订单列表',
  offlineOrders: '线下订单列表',
  appointments: '预约列表',
  invoiceOrders: '可开票订单列表',
  invoiceHeaders: '发票抬头列表',
  invoices: '发票列表',
  addresses: '收货地址列表',
  persons: '服务人列表',
  examPersons: '体检人列表',
} as const
/** a picture that links somewhere and has no name of its own */
export const A11Y_PICTURE = '图片链接'
