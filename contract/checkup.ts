/**
 * API contract of "my check-up" and the pre-exam notice (issue 12, /intserv/pe/*): the caller's
 * check-up bookings from every source (order, group batch, exam card) with what may be done now
 * (src/domain/checkup bookingActions), the caller's exam cards, a booking's check-in code, and the
 * notice of a package (src/domain/checkup checkupNotice).
 */
import { PeInstitution } from './exam'
import { Count, Enum, Id, Money, Nullable, StrictObject, Type, type Static } from './lib'

export const BookingSource = Enum(['order', 'group', 'card'] as const)

/** one check-up booking of the caller */
export const MineBooking = StrictObject({
  appointmentId: Id(),
  source: BookingSource,
  /** 个人体检 / 单位体检 / 体检卡 */
  sourceText: Type.String(),
  packageId: Id(),
  packageName: Type.String(),
  personName: Type.String(),
  /** masked */
  personIdNumber: Type.String(),
  appointedDate: Type.String(),
  appointedTime: Type.String(),
  /** 1 booked, 2 cancelled, 3 done, 4 checked in at the desk (已到检) */
  status: Enum([1, 2, 3, 4] as const),
  statusText: Type.String(),
  /** what the caller paid for it (0 for group and card bookings) */
  totalPrice: Money(),
  orderId: Nullable(Id()),
  rescheduleCount: Count(),
  canReschedule: Type.Boolean(),
  rescheduleReason: Nullable(Type.String()),
  canCancel: Type.Boolean(),
  cancelReason: Nullable(Type.String()),
  /** a check-in code can be shown (booked, the exam day not passed) */
  canCheckin: Type.Boolean(),
  serviceInstitution: PeInstitution,
  /** a company-paid group booking's add-on items (names) and their payment by the employee */
  addOns: Type.Array(Type.String()),
  addOnOrderId: Nullable(Id()),
  addOnPay: Enum(['none', 'unpaid', 'paid', 'refunded', 'closed'] as const),
  addOnPayText: Type.String(),
})
export type MineBooking = Static<typeof MineBooking>

/** one exam card bound to the caller */
export const MineCard = StrictObject({
  /** masked: first 2 and last 4 characters */
  cardNo: Type.String(),
  packageName: Type.String(),
  state: Enum(['unused', 'booked', 'used', 'expired'] as const),
  stateText: Type.String(),
  expiresOn: Type.String(),
})
export type MineCard = Static<typeof MineCard>

/** GET pe/mine */
export const CheckupMineRes = StrictObject({
  bookings: Type.Array(MineBooking),
  cards: Type.Array(MineCard),
})
export type CheckupMineRes = Static<typeof CheckupMineRes>

/** GET pe/checkinCode?appointmentId= */
export const CheckinCodeQuery = StrictObject({ appointmentId: Id() })
export type CheckinCodeQuery = Static<typeof CheckinCodeQuery>
export const CheckinCodeRes = StrictObject({
  appointmentId: Id(),
  /** 12 digits, shown under the QR; the desk scans or types it */
  checkinCode: Type.String(),
  /** data:image/png;base64,... (a PNG: the mini-programs' Image shows it) */
  qrCode: Type.String(),
  packageName: Type.String(),
  personName: Type.String(),
  appointedDate: Type.String(),
  appointedTime: Type.String(),
})
export type CheckinCodeRes = Static<typeof CheckinCodeRes>

/** GET pe/checkupNotice?packageId=&addItemIds=1,2 */
export const CheckupNoticeQuery = StrictObject({
  packageId: Id(),
  /** the chosen add-on items of the package, comma separated */
  addItemIds: Type.Optional(Type.String({ pattern: '^(\\d{1,9}(,\\d{1,9}){0,49})?$', maxLength: 500 })),
})
export type CheckupNoticeQuery = Static<typeof CheckupNoticeQuery>
export const CheckupNoticeRes = StrictObject({
  packageId: Id(),
  packageName: Type.String(),
  serviceInstitution: PeInstitution,
  /** the institution's hours (the exam needs a morning visit) */
  hours: Type.String(),
  fasting: Type.Boolean(),
  fastingItems: Type.Array(Type.String()),
  sections: Type.Array(
    StrictObject({
      id: Enum(['fasting', 'bring', 'dayBefore', 'items', 'onTheDay', 'after'] as const),
      title: Type.String(),
      lines: Type.Array(Type.String()),
    }),
  ),
})
export type CheckupNoticeRes = Static<typeof CheckupNoticeRes>
