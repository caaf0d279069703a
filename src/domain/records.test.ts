import { formatFileSize, validateRecordFields } from './records'
import * as M from './messages/records'

const today = '2026-01-15'

test.each([
  [{ title: '血常规' }, null],
  [{ title: '' }, M.RECORD_TITLE_REQUIRED],
  [{ title: '   ' }, M.RECORD_TITLE_REQUIRED],
  [{ title: '字'.repeat(30) }, null],
  [{ title: '字'.repeat(31) }, M.RECORD_TITLE_TOO_LONG],
  [{ title: 'a', recordDate: '2026-01-15' }, null],
  [{ title: 'a', recordDate: '2026-01-16' }, M.RECORD_DATE_IN_FUTURE],
  [{ title: 'a', recordDate: '2026-02-30' }, M.RECORD_DATE_INVALID],
  [{ title: 'a', recordDate: '2026/01/10' }, M.RECORD_DATE_INVALID],
  [{ title: 'a', recordDate: '1899-12-31' }, M.RECORD_DATE_INVALID],
  [{ title: 'a', hospital: '院'.repeat(40) }, null],
  [{ title: 'a', hospital: '院'.repeat(41) }, M.RECORD_HOSPITAL_TOO_LONG],
  [{ title: 'a', note: '注'.repeat(200) }, null],
  [{ title: 'a', note: '注'.repeat(201) }, M.RECORD_NOTE_TOO_LONG],
])('validateRecordFields(%j)', (fields, expected) => {
  expect(validateRecordFields(fields, today)).toBe(expected)
})

test.each([
  [100, '1KB'],
  [356 * 1024, '356KB'],
  [1024 * 1024, '1.0MB'],
  [Math.round(1.26 * 1024 * 1024), '1.3MB'],
])('formatFileSize(%d) = %s', (n, s) => expect(formatFileSize(n)).toBe(s))
