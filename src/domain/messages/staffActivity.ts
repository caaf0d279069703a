/**
 * Messages of the staff console's activities and points (issue 33 item 2): seckill, group buy and special activities,
 * full-reduction / gift promotions, points rules and exchange goods. The server answers bad input with these (400),
 * the console shows them.
 */
export const STAFF_ACTIVITY_NOT_FOUND = '活动不存在'
export const STAFF_ACTIVITY_NAME_REQUIRED = '请填写活动名称'
export const STAFF_ACTIVITY_NAME_TOO_LONG = '活动名称最多30个字'
export const STAFF_ACTIVITY_DATE_INVALID = '请填写正确的活动时间（YYYY-MM-DD HH:mm:ss）'
export const STAFF_ACTIVITY_END_BEFORE_START = '活动结束时间须晚于开始时间'
export const STAFF_ACTIVITY_END_IN_PAST = '活动结束时间须晚于当前时间'
export const STAFF_ACTIVITY_GOODS_REQUIRED = '请至少添加一个活动商品'
export const STAFF_ACTIVITY_GOODS_DUPLICATE = '同一商品（规格）不能重复添加'
export const STAFF_ACTIVITY_GOODS_UNKNOWN = '活动商品或规格不存在，或不属于本院'
export const STAFF_ACTIVITY_PRICE_NOT_POSITIVE = (n: number) => `第${n}个活动商品的活动价须大于0元`
export const STAFF_ACTIVITY_PRICE_ABOVE_SKU = (n: number, price: string) => `第${n}个活动商品的活动价不能高于商品售价${price}元`
export const STAFF_ACTIVITY_STOCK_INVALID = (n: number) => `第${n}个活动商品的活动库存须在1到100万之间`
export const STAFF_ACTIVITY_STOCK_BELOW_SOLD = (n: number, sold: number) => `第${n}个活动商品的活动库存不能少于已售的${sold}件`
export const STAFF_ACTIVITY_LIMIT_INVALID = '每人限购、每单限购须在0到999件之间（0为不限）'
export const STAFF_ACTIVITY_SINGLE_ABOVE_PERSON = '每单限购不能多于每人限购'
export const STAFF_ACTIVITY_TEAM_SIZE_INVALID = '成团人数须在2到100人之间'
export const STAFF_ACTIVITY_TEAM_HOURS_INVALID = '成团时限须在1到720小时之间'
export const STAFF_ACTIVITY_OVERLAP = (name: string) => `与活动「${name}」在同一商品上的时间重叠，结算时只能使用其一`
export const STAFF_ACTIVITY_ALREADY_ENDED = '活动已结束'
export const STAFF_PROMOTION_TIER_REQUIRED = '请至少设置一档优惠'
export const STAFF_PROMOTION_TIERS_TOO_MANY = '优惠最多设置5档'
export const STAFF_PROMOTION_THRESHOLD_INVALID = (n: number) => `第${n}档的门槛须大于0元`
export const STAFF_PROMOTION_TIERS_NOT_INCREASING = (n: number) => `第${n}档的门槛须高于上一档`
export const STAFF_PROMOTION_TIER_BENEFIT_NOT_INCREASING = (n: number) => `第${n}档的优惠须大于上一档`
export const STAFF_PROMOTION_REDUCE_INVALID = (n: number) => `第${n}档的减免金额须大于0元且低于门槛`
export const STAFF_PROMOTION_DISCOUNT_INVALID = (n: number) => `第${n}档的折扣须在0.1折到9.9折之间`
export const STAFF_PROMOTION_TIER_EMPTY = (n: number) => `第${n}档须有减免、折扣、赠品或赠券`
export const STAFF_PROMOTION_GIFT_NUM_INVALID = (n: number) => `第${n}档的可选赠品数须在1到赠品种数之间`
export const STAFF_PROMOTION_GIFT_AMOUNT_INVALID = (n: number) => `第${n}档的赠品数量须在0到10万之间`
export const STAFF_PROMOTION_GIFT_UNKNOWN = '赠品规格不存在或不属于本院'
export const STAFF_PROMOTION_COUPON_UNKNOWN = '赠券不存在或不属于本院'
export const STAFF_PROMOTION_OVERLAP = (name: string) => `与满减活动「${name}」在同一商品上的时间重叠，结算时只能使用其一`
export const STAFF_POINTS_RULE_NOT_FOUND = '积分规则不存在'
export const STAFF_POINTS_RULE_NAME_REQUIRED = '请填写规则名称'
export const STAFF_POINTS_RULE_NAME_TOO_LONG = '规则名称最多20个字'
export const STAFF_POINTS_RULE_DESC_TOO_LONG = '规则说明最多100个字'
export const STAFF_POINTS_VALUE_INVALID = '积分须在1到100万之间'
export const STAFF_POINTS_ITEM_NOT_FOUND = '积分兑换商品不存在'
export const STAFF_POINTS_ITEM_COUPON_UNKNOWN = '兑换的优惠券不存在或不属于本院'
export const STAFF_POINTS_ITEM_STOCK_INVALID = '兑换库存须在0到100万之间'
export const STAFF_POINTS_ITEM_STOCK_BELOW_EXCHANGED = (n: number) => `兑换库存不能少于已兑换的${n}件`
export const STAFF_POINTS_ITEM_LIMIT_INVALID = '每人限兑须在0到100件之间（0为不限）'
