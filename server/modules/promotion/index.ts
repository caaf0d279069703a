/** promotion module (activities: flash sale, group buy, discount; promotions: 满减 / 满赠): what other modules may use */
export { activityBase, pickActivity, promotionFlags, promotionTags, statusOf, toGoodsActivity } from './service'
export { liveActivities, runningPromotions, type ActivityGoodsRow, type ActivityRow, type PromotionRow } from './repository'
