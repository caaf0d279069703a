/**
 * Messages of the staff console's report desk (issue 32 item 2): a check-up report entered for a booking,
 * reviewed by another member of staff, sent back with a reason or published; critical values followed up.
 * All OWN (natural Chinese in the spec's tone). One catalogue: ./index.ts re-exports it.
 */
export const REPORT_DESK_NOT_FOUND = '报告不存在'
export const REPORT_DESK_BOOKING_NOT_FOUND = '体检预约不存在'
/** a cancelled booking gets no report */
export const REPORT_DESK_BOOKING_CANCELLED = '该预约已取消，不能录入报告'
/** a report is entered once the check-up desk checked the patient in (已到检) */
export const REPORT_DESK_BOOKING_NOT_CHECKED_IN = '该预约尚未到检，请先在体检前台签到后再录入报告'
export const REPORT_DESK_BOOKING_HAS_REPORT = '该预约已录入报告'
export const REPORT_DESK_PDF_REQUIRED = '请上传体检报告PDF文件'
export const REPORT_DESK_PDF_INVALID = '文件不是PDF，请上传体检报告PDF文件'
export const REPORT_DESK_PDF_TOO_LARGE = (mb: number) => `PDF文件不能超过${mb}MB`
export const REPORT_DESK_ITEMS_REQUIRED = '请至少录入一个检查项目'
export const REPORT_DESK_ITEM_NAME_REQUIRED = (n: number) => `第${n}项：请填写项目名称`
export const REPORT_DESK_ITEM_VALUE_REQUIRED = (n: number) => `第${n}项：请填写结果`
export const REPORT_DESK_CONCLUSION_REQUIRED = '请填写体检结论'
/** a transition from a status that does not allow it, or another member changed it first (compare-and-set) */
export const REPORT_DESK_CHANGED = '报告已被他人处理或修改，请刷新后重试'
/** the reviewer is the member who entered (or last fixed) the report */
export const REPORT_DESK_SAME_REVIEWER = '不能审核自己录入的报告，请由其他医生审核'
export const REPORT_DESK_REASON_REQUIRED = '请填写退回原因'
export const REPORT_DESK_REASON_TOO_LONG = '退回原因最多200字'
export const REPORT_DESK_CRITICAL_NOT_FOUND = '危急值记录不存在'
export const REPORT_DESK_CRITICAL_DONE = '该危急值已跟进'
export const REPORT_DESK_NOTE_REQUIRED = '请填写跟进情况'
export const REPORT_DESK_NOTE_TOO_LONG = '跟进情况最多200字'
