/** the check-up desk of the console (issue 32 part A): 今日到检, 号源, 团检批次 */
export { DayTab } from './DayTab'
export { PoolsTab } from './PoolsTab'
export { BatchesTab } from './BatchesTab'
