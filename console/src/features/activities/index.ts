/** the activity desk of the console: calls, the activity and promotion drawers, the points panel */
export { ActivityDrawer } from './ActivityDrawer'
export { PromotionDrawer } from './PromotionDrawer'
export { PointsPanel } from './PointsPanel'
export { endActivity, endPromotion, listActivities, listPromotions, STATUS_TEXT, type Activity, type Promotion } from './api'
