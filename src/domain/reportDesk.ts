/**
 * The staff workflow of a check-up report (issue 32 item 2), shared by the server (server/modules/report
 * staff.routes.ts) and the console (/reports): entered → reviewed (by another member of staff) → published,
 * or entered → returned (sent back with a reason) → entered again once fixed. Only a published report is
 * the patient's to see. Pure data and rules: no I/O.
 */

export const REPORT_STATUSES = ['entered', 'returned', 'reviewed', 'published'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]

/** the statuses as the console shows them (OWN) */
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  entered: '待审核',
  returned: '已退回',
  reviewed: '待发布',
  published: '已发布',
}

/** the transitions: action → the status it starts from and the one it ends in */
export const REPORT_TRANSITIONS = {
  /** the entering member fixes a report (entered or sent back): entered again */
  fix: { from: ['entered', 'returned'], to: 'entered' },
  review: { from: ['entered'], to: 'reviewed' },
  sendBack: { from: ['entered', 'reviewed'], to: 'returned' },
  publish: { from: ['reviewed'], to: 'published' },
} as const satisfies Record<string, { from: readonly ReportStatus[]; to: ReportStatus }>

export type ReportAction = keyof typeof REPORT_TRANSITIONS

/** whether a report in `status` allows `action` */
export const reportAllows = (status: ReportStatus, action: ReportAction): boolean =>
  (REPORT_TRANSITIONS[action].from as readonly ReportStatus[]).includes(status)

/** limits of one report's structured values (the console's form checks the same figures) */
export const REPORT_DESK_LIMITS = { items: 200, conclusions: 30, advice: 30, text: 500, reason: 200 } as const
