/** the staff workflow of a check-up report (issue 32 item 2): which action each status allows */
import { REPORT_STATUSES, REPORT_STATUS_LABELS, reportAllows, type ReportAction } from './reportDesk'

test('entered → reviewed → published, or sent back (from entered or reviewed) and fixed; nothing after publishing', () => {
  const allowed = (action: ReportAction) => REPORT_STATUSES.filter((s) => reportAllows(s, action))
  expect(allowed('review')).toEqual(['entered'])
  expect(allowed('publish')).toEqual(['reviewed'])
  expect(allowed('sendBack')).toEqual(['entered', 'reviewed'])
  expect(allowed('fix')).toEqual(['entered', 'returned'])
  expect(REPORT_STATUSES.map((s) => REPORT_STATUS_LABELS[s])).toEqual(['待审核', '已退回', '待发布', '已发布'])
})
