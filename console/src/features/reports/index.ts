/** the report desk of the console: the queues' calls, the entry form (a dynamic list of items), the review panel */
export { EntryForm } from './EntryForm'
export { ReportPanel } from './ReportPanel'
export { followUpCritical, listCritical, listReports, type CriticalItem, type Report, type ReportQuery } from './api'
export type { ReportList } from './api'
