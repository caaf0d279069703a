/**
 * Messages of the staff console's order and invoice desk (issue 31 items 5 and 7): shipping, 核销, remarks,
 * issuing an electronic invoice with its PDF or refusing it.
 */
export const STAFF_ORDER_NOT_FOUND = '订单不存在'
export const STAFF_SHIP_COMPANY_REQUIRED = '请填写快递公司'
export const STAFF_SHIP_NO_INVALID = '请填写正确的快递单号（6-32位字母或数字）'
/** only a paid order (待使用/收货) with goods to ship, not shipped yet */
export const STAFF_SHIP_WRONG_STATE = '订单当前状态不能发货'
export const STAFF_SHIP_NOTHING = '该订单没有需要发货的商品'
export const STAFF_SHIP_ALREADY = '订单已发货'
export const STAFF_VERIFY_CODE_REQUIRED = '请输入或扫描核销码'
/** a code of no order of the own hospital (a wrong code, or another hospital's) */
export const STAFF_VERIFY_CODE_UNKNOWN = '核销码无效，请核对后重试'
/** the order's services are all used (or it was refunded / cancelled) */
export const STAFF_VERIFY_USED = '该核销码已使用，订单不能再次核销'
export const STAFF_REMARK_REQUIRED = '请填写备注'
export const STAFF_REMARK_TOO_LONG = '备注最多200字'
export const STAFF_REASON_TOO_LONG = '原因最多200字'
export const STAFF_INVOICE_NOT_FOUND = '发票申请不存在'
/** issue or refuse only an application still waiting (开票中) */
export const STAFF_INVOICE_WRONG_STATE = '该发票申请已处理，请刷新后重试'
export const STAFF_INVOICE_NO_INVALID = '请填写正确的发票号码（8-20位数字）'
export const STAFF_INVOICE_DATE_INVALID = '请填写正确的开票日期'
export const STAFF_INVOICE_DATE_FUTURE = '开票日期不能晚于今天'
export const STAFF_INVOICE_AMOUNT_MISMATCH = (applied: string) => `发票金额与申请金额¥${applied}不一致`
export const STAFF_INVOICE_PDF_REQUIRED = '请上传电子发票PDF文件'
export const STAFF_INVOICE_PDF_INVALID = '文件不是PDF，请上传电子发票PDF文件'
export const STAFF_INVOICE_PDF_TOO_LARGE = (mb: number) => `PDF文件不能超过${mb}MB`
/** the patient's /billDetail: a refused application */
export const INVOICE_REFUSED = (reason: string) => `开票失败：${reason}`
export const INVOICE_PDF_NOT_READY = '电子发票尚未开具'
