/** 数据统计: the page-visit figures */
export { PageVisits } from './PageVisits'
export { byPage } from './api'
