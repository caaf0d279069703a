/**
 * API contract of the check-up desk of the staff console (issue 32 part A), under /staff/checkup: the day view of
 * bookings per package and slot with the remaining places, check-in of an arriving patient (card number, the
 * booking's check-in code or the ID number, matched on the server only), the appointment pool (capacity per slot,
 * closed days, a package's days; the effect on bookings shown by a preview before saving) and company batches
 * (a roster imported from an Excel file, approved by a second person, cards issued). Permission `checkup:desk`;
 * the hospital is the staff session's. The console imports the types and the paths. Stable: only added to.
 */
import { Count, DateTimeString, Enum, Id, Nullable, StrictObject, Type, type Static } from './lib'

export const CHECKUP_DESK_PATHS = {
  /** GET DeskDayQuery -> DeskDay (audited read: names and masked ID numbers of the day's patients) */
  day: '/staff/checkup/day',
  /** POST DeskCheckinReq -> DeskBooking: 已预约 -> 已到检, compare-and-set (two desks at once: one check-in, the other 409) */
  checkin: '/staff/checkup/checkin',
  /** GET DeskPoolQuery -> DeskPools: the hospital's packages and, with packageId, the package's days from today */
  pools: '/staff/checkup/pools',
  /** POST DeskPoolEditReq -> DeskPoolPreview: what saving would do to the bookings already made (nothing saved) */
  poolPreview: '/staff/checkup/pools/preview',
  /** POST DeskPoolEditReq -> DeskPoolPreview: saved; 400 with the first error (a slot below its bookings ...) */
  poolSave: '/staff/checkup/pools/save',
  /** GET -> the roster template (.xlsx) */
  rosterTemplate: '/staff/checkup/batches/template',
  /** POST DeskBatchImportReq -> DeskBatch (待审批); a file with errors: 400 whose data.rowErrors lists every bad row, nothing imported */
  batchImport: '/staff/checkup/batches/import',
  /** GET -> DeskBatchListRes: the hospital's company batches, newest first */
  batches: '/staff/checkup/batches',
  /** GET DeskBatchIdQuery -> DeskRosterRes (audited read; ID numbers and phones masked) */
  batchRoster: '/staff/checkup/batches/roster',
  /** POST DeskBatchIdReq -> DeskBatch: 待审批 -> 已审批 by a member other than the uploader (else 403); cards issued */
  batchApprove: '/staff/checkup/batches/approve',
} as const

const DateStr = (o: { description?: string } = {}) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10, ...o })

export const DeskDayQuery = StrictObject({ date: Type.Optional(DateStr({ description: "'YYYY-MM-DD', default today" })) })
export type DeskDayQuery = Static<typeof DeskDayQuery>

/** a booking as the desk sees it: the person's ID number and phone masked */
export const DeskBooking = StrictObject({
  appointmentId: Id(),
  packageId: Id(),
  packageName: Type.String(),
  appointedDate: Type.String(),
  appointedTime: Type.String(),
  personName: Type.String(),
  idNumber: Type.String({ description: 'masked' }),
  /** 1 已预约, 2 已取消, 3 已完成, 4 已到检 */
  status: Enum([1, 2, 3, 4] as const),
  statusText: Type.String(),
  source: Enum(['order', 'group', 'card'] as const),
  sourceText: Type.String(),
  checkedInAt: Nullable(DateTimeString()),
})
export type DeskBooking = Static<typeof DeskBooking>

export const DeskSlot = StrictObject({
  poolId: Id(),
  time: Type.String(),
  total: Count(),
  booked: Count(),
  remaining: Count(),
  closed: Type.Boolean(),
})
export type DeskSlot = Static<typeof DeskSlot>

export const DeskDay = StrictObject({
  date: Type.String(),
  packages: Type.Array(
    StrictObject({
      packageId: Id(),
      packageName: Type.String(),
      slots: Type.Array(DeskSlot),
      bookings: Type.Array(DeskBooking),
    }),
  ),
  counts: StrictObject({ booked: Count(), checkedIn: Count() }),
})
export type DeskDay = Static<typeof DeskDay>

export const DeskCheckinReq = StrictObject({
  /** card: an exam card's or a group roster's card number; code: the booking's check-in code (QR); idNumber: the patient's */
  by: Enum(['card', 'code', 'idNumber'] as const),
  value: Type.String({ maxLength: 64 }),
})
export type DeskCheckinReq = Static<typeof DeskCheckinReq>

export const DeskPoolQuery = StrictObject({ packageId: Type.Optional(Id()) })
export type DeskPoolQuery = Static<typeof DeskPoolQuery>

export const DeskPools = StrictObject({
  packages: Type.Array(StrictObject({ packageId: Id(), packageName: Type.String() })),
  days: Type.Array(StrictObject({ date: Type.String(), closed: Type.Boolean(), slots: Type.Array(DeskSlot) })),
})
export type DeskPools = Static<typeof DeskPools>

/** capacity per slot (a new date or time adds the slot: a package's days), days to close or open again */
export const DeskPoolEditReq = StrictObject({
  packageId: Id(),
  slots: Type.Array(
    StrictObject({
      date: DateStr(),
      time: Type.String({ maxLength: 11 }),
      total: Type.Integer({ minimum: 0, maximum: 999 }),
    }),
    { maxItems: 400 },
  ),
  close: Type.Optional(Type.Array(DateStr(), { maxItems: 92 })),
  open: Type.Optional(Type.Array(DateStr(), { maxItems: 92 })),
})
export type DeskPoolEditReq = Static<typeof DeskPoolEditReq>

export const DeskPoolPreview = StrictObject({
  slots: Type.Array(
    StrictObject({
      date: Type.String(),
      time: Type.String(),
      /** null: a new slot */
      before: Nullable(Count()),
      after: Count(),
      booked: Count(),
      /** why it cannot be saved, null when it can */
      error: Nullable(Type.String()),
    }),
  ),
  days: Type.Array(
    StrictObject({
      date: Type.String(),
      action: Enum(['close', 'open'] as const),
      /** bookings already made that day (they stay valid) */
      booked: Count(),
      note: Nullable(Type.String()),
      error: Nullable(Type.String()),
    }),
  ),
  /** bookings already made on the changed slots and days */
  affectedBookings: Count(),
  errors: Type.Array(Type.String()),
})
export type DeskPoolPreview = Static<typeof DeskPoolPreview>

/** the largest roster file accepted (bytes) and the most employees in one batch */
export const DESK_ROSTER_MAX_BYTES = 2 * 1024 * 1024
export const DESK_ROSTER_MAX_ROWS = 2000
/** the template's columns, in order (the import finds them by these header names) */
export const DESK_ROSTER_COLUMNS = ['姓名', '性别', '年龄', '身份证号', '手机号', '婚姻状况', '体检套餐'] as const

export const DeskBatchImportReq = StrictObject({
  companyName: Type.String({ maxLength: 60 }),
  batchName: Type.String({ maxLength: 60 }),
  startDate: DateStr(),
  endDate: DateStr(),
  payer: Enum(['company', 'self'] as const),
  /** the .xlsx as base64 (a data: URL prefix allowed) */
  fileBase64: Type.String({ maxLength: Math.ceil((DESK_ROSTER_MAX_BYTES * 4) / 3) + 64 }),
})
export type DeskBatchImportReq = Static<typeof DeskBatchImportReq>

/** a refused file's rows (the 400 reply's data.rowErrors): the Excel row number and the message */
export const DeskRowError = StrictObject({ row: Count(), message: Type.String() })
export type DeskRowError = Static<typeof DeskRowError>

export const DeskBatch = StrictObject({
  batchId: Id(),
  companyName: Type.String(),
  batchName: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  payer: Enum(['company', 'self'] as const),
  status: Enum(['pending', 'approved'] as const),
  statusText: Type.String(),
  employees: Count(),
  booked: Count(),
  uploadedBy: Nullable(Type.String()),
  approvedBy: Nullable(Type.String()),
  /** whether the caller may approve it (pending, and not the uploader) */
  canApprove: Type.Boolean(),
})
export type DeskBatch = Static<typeof DeskBatch>
export const DeskBatchListRes = StrictObject({ list: Type.Array(DeskBatch) })
export type DeskBatchListRes = Static<typeof DeskBatchListRes>

export const DeskBatchIdQuery = StrictObject({ batchId: Id() })
export type DeskBatchIdQuery = Static<typeof DeskBatchIdQuery>
export const DeskBatchIdReq = StrictObject({ batchId: Id() })
export type DeskBatchIdReq = Static<typeof DeskBatchIdReq>

export const DeskRosterRes = StrictObject({
  batch: DeskBatch,
  list: Type.Array(
    StrictObject({
      rosterId: Id(),
      row: Nullable(Count()),
      name: Type.String(),
      sexText: Type.String(),
      age: Count(),
      idNumber: Type.String({ description: 'masked' }),
      phone: Type.String({ description: 'masked' }),
      packageName: Type.String(),
      /** issued on approval */
      cardNo: Nullable(Type.String()),
      /** the employee's booking status text ('' before booking) */
      bookingText: Type.String(),
    }),
  ),
})
export type DeskRosterRes = Static<typeof DeskRosterRes>

/** POST /dev/checkup/exam-day (development only): a booked check-up's exam day becomes today, for the journeys */
export const DevExamDayReq = StrictObject({ appointmentId: Id() })
export type DevExamDayReq = Static<typeof DevExamDayReq>
