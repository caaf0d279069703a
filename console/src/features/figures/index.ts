/** 数据统计: the dashboard and the page-visit figures */
export { Dashboard } from './Dashboard'
export { PageVisits } from './PageVisits'
export { byPage, bookingsSummary, money, percent, salesSummary } from './api'
