/**
 * Messages of the staff console's goods and coupons (issue 33 items 1, 2): categories, goods with skus, uploaded
 * pictures, coupon rules and grants. The server answers bad input with these (400), the console shows them.
 */
export const STAFF_CATEGORY_NAME_REQUIRED = '请填写分类名称'
export const STAFF_CATEGORY_NAME_TOO_LONG = '分类名称最多10个字'
export const STAFF_CATEGORY_NOT_FOUND = '分类不存在'
export const STAFF_CATEGORY_PARENT_INVALID = '上级分类不存在或不是一级分类'
export const STAFF_CATEGORY_ORDER_INVALID = '排序须列出本院全部同级分类且不重复'
export const STAFF_GOODS_NOT_FOUND = '商品不存在'
export const STAFF_GOODS_NAME_REQUIRED = '请填写商品名称'
export const STAFF_GOODS_NAME_TOO_LONG = '商品名称最多60个字'
export const STAFF_GOODS_SELL_POINT_TOO_LONG = '卖点最多100个字'
export const STAFF_GOODS_COPY_REQUIRED = '已选文案类型，请填写文案'
export const STAFF_GOODS_COPY_TOO_LONG = '文案最多10个字'
export const STAFF_GOODS_IMAGE_REQUIRED = '请上传商品图片'
export const STAFF_GOODS_IMAGE_UNKNOWN = '商品图片无效，请重新上传'
export const STAFF_GOODS_SKU_REQUIRED = '请至少添加一个规格'
export const STAFF_GOODS_SKU_NAME_REQUIRED = (n: number) => `请填写第${n}个规格的名称`
export const STAFF_GOODS_SKU_DUPLICATE = (name: string) => `规格「${name}」重复`
export const STAFF_GOODS_PRICE_NEGATIVE = (n: number) => `第${n}个规格的价格不能为负数`
export const STAFF_GOODS_PRICE_ZERO = (n: number) => `第${n}个规格的价格须大于0元`
export const STAFF_GOODS_PRICE_TOO_HIGH = (n: number) => `第${n}个规格的价格不能超过100万元`
export const STAFF_GOODS_LINED_BELOW_PRICE = (n: number) => `第${n}个规格的划线价不能低于售价`
export const STAFF_GOODS_STOCK_REQUIRED = (n: number) => `请填写第${n}个规格的库存`
export const STAFF_GOODS_STOCK_NEGATIVE = (n: number) => `第${n}个规格的库存不能为负数`
export const STAFF_GOODS_SKU_UNKNOWN = '规格不存在，请刷新后重试'
export const STAFF_GOODS_SKU_HAS_ORDERS = '规格已有订单，不能删除（可将库存设为0）'
export const STAFF_IMAGE_NOT_FOUND = '图片不存在'
export const STAFF_IMAGE_REQUIRED = '请选择图片'
export const STAFF_IMAGE_TYPE = '图片格式仅支持JPG、PNG'
export const STAFF_IMAGE_CORRUPT = '图片已损坏，请重新选择'
export const STAFF_IMAGE_TOO_LARGE = (mb: number) => `图片不能超过${mb}MB`
export const STAFF_COUPON_NOT_FOUND = '优惠券不存在'
export const STAFF_COUPON_NAME_REQUIRED = '请填写优惠券名称'
export const STAFF_COUPON_NAME_TOO_LONG = '优惠券名称最多20个字'
export const STAFF_COUPON_AMOUNT_INVALID = '优惠金额须大于0元'
export const STAFF_COUPON_DISCOUNT_INVALID = '折扣须在0.1折到9.9折之间'
export const STAFF_COUPON_THRESHOLD_REQUIRED = '请填写使用门槛'
export const STAFF_COUPON_PER_THRESHOLD_NEEDS_REACH = '每满减券须设置使用门槛'
export const STAFF_COUPON_THRESHOLD_BELOW_AMOUNT = '使用门槛须高于优惠金额'
export const STAFF_COUPON_PERIOD_REQUIRED = '请填写有效期（起止时间或领取后有效天数）'
export const STAFF_COUPON_DATE_INVALID = '请填写正确的时间（YYYY-MM-DD HH:mm:ss）'
export const STAFF_COUPON_END_BEFORE_START = '有效期结束时间须晚于开始时间'
export const STAFF_COUPON_ACQUIRE_END_BEFORE_START = '领取结束时间须晚于开始时间'
export const STAFF_COUPON_ACQUIRE_AFTER_PERIOD = '领取结束时间不能晚于有效期结束时间'
export const STAFF_COUPON_PERIOD_DAYS_INVALID = '领取后有效天数须在1到365天之间'
export const STAFF_COUPON_LIMIT_INVALID = '每人限领须在1到100张之间'
export const STAFF_COUPON_TOTAL_INVALID = '发放总量须在1到1000万张之间'
export const STAFF_COUPON_TOTAL_BELOW_RECEIVED = (n: number) => `发放总量不能少于已领取的${n}张`
export const STAFF_COUPON_GOODS_UNKNOWN = '适用商品不存在或不属于本院'
/** the checkout's own rule refuses the coupon even at its threshold: the reason it gives */
export const STAFF_COUPON_NEVER_USABLE = (reason: string) => `该优惠券在结算时不可用：${reason}`
export const STAFF_GRANT_PHONE_INVALID = '请填写正确的手机号'
export const STAFF_GRANT_USER_UNKNOWN = '该手机号未注册'
export const STAFF_GRANT_SOLD_OUT = '优惠券已发完'
export const STAFF_PAY_SUCCESS_IMAGE_UNKNOWN = '横幅图片须为本院上传的图片'
export const STAFF_PAY_SUCCESS_LINK_UNKNOWN = (path: string) => `横幅跳转页面 ${path} 不存在`
export const STAFF_PAY_SUCCESS_GOODS_UNKNOWN = '推荐商品不存在或不属于本院'
export const STAFF_PAY_SUCCESS_GIFT_UNKNOWN = '赠送的优惠券不存在或不属于本院'
export const STAFF_PAY_SUCCESS_TIP_TOO_LONG = '提示语不能超过100个字'
