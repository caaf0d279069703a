/**
 * My check-up bookings (/checkup/mine): reschedule / cancel / check-in in the business time zone; the pre-exam
 * notice (/checkupNotice); the payment state of a group booking's employee-paid add-ons.
 */
import { canReschedule } from '../orders'
import { businessDaysBetween } from '../time'
import { PE_MSG } from '../messages/exam'
import { type ExamItemKind, preparationNotices } from './preparation'

// ================================================================ my check-up bookings (/checkup/mine)

/** booking statuses (pe_appointment.status): 1 booked, 2 cancelled, 3 done, 4 checked in at the desk (已到检) */
export const BOOKING_BOOKED = 1
/** the check-up desk checked the patient in (issue 32): the next status of a booked booking, the one reports are entered for */
export const BOOKING_CHECKED_IN = 4

/** where a booking came from: a paid order, a company's group batch, an exam card */
export type BookingSource = 'order' | 'group' | 'card'

/** what the holder of a booking may do now (SPEC §9 agreement, business time zone) */
export interface BookingActions {
  reschedule: boolean
  /** why not (改期次数已达上限（最多3次） / 需在预约日期前至少1天改期 / 该预约已取消或已完成), null when allowed */
  rescheduleReason: string | null
  cancel: boolean
  cancelReason: string | null
  /** the check-in code is shown from booking until the end of the exam day */
  checkin: boolean
}

/**
 * What can be done with a check-up booking (status 1 booked, 2 cancelled, 3 done): reschedule at most 3
 * times and at least 1 calendar day before the exam day; cancel at least 1 day before (no count limit);
 * the check-in code while booked and the exam day has not passed. One rule for the server (mine reply,
 * modifyAppointedDate, cancelAppoint) and the screens.
 */
export function bookingActions(
  b: { status: number; appointedDate: string; rescheduleCount: number },
  now: Date = new Date(),
): BookingActions {
  if (b.status !== 1)
    return {
      reschedule: false,
      rescheduleReason: PE_MSG.NOT_BOOKED,
      cancel: false,
      cancelReason: PE_MSG.NOT_BOOKED,
      checkin: false,
    }
  const rs = canReschedule({ rescheduleCount: b.rescheduleCount, appointedDate: b.appointedDate }, now)
  const cancel = canReschedule({ rescheduleCount: 0, appointedDate: b.appointedDate }, now)
  const daysLeft = businessDaysBetween(now, b.appointedDate)
  return {
    reschedule: rs.ok,
    rescheduleReason: rs.ok ? null : rs.message,
    cancel: cancel.ok,
    cancelReason: cancel.ok ? null : PE_MSG.CANCEL_TOO_LATE,
    checkin: daysLeft !== null && daysLeft >= 0,
  }
}

// ================================================================ the pre-exam notice (/checkupNotice)

/** OWN: the check-up centre's hours (the exam needs a morning visit on an empty stomach) */
export const CHECKUP_HOURS = '周一至周六 07:30-11:30'

/** OWN: what every check-up needs (common hospital check-up practice), by section, in display order */
export const CHECKUP_GENERAL_NOTICE = {
  bring: [
    '本人有效身份证件（与预约体检人一致）',
    '预约签到码（我的体检 → 签到码）',
    '往年体检报告和正在服用的药物清单（如有）',
    '近视者请佩戴框架眼镜，勿戴隐形眼镜',
  ],
  dayBefore: ['体检前3天饮食清淡，勿饮酒，避免剧烈运动和熬夜', '如有发热、急性不适，请先改期，待身体恢复后再体检'],
  onTheDay: [
    '请按预约时间段到院签到，过号需重新排队',
    '穿着宽松、便于穿脱的衣物，勿穿连衣裙、连裤袜，勿佩戴首饰',
    '女性月经期请告知前台，相关项目可另约时间补检',
  ],
  after: ['全部项目完成后再进食，抽血后按压针眼3-5分钟', '报告出具后可在“体检报告”中查看；报告仅供参考，结果请以医生解读为准'],
} as const

export type CheckupNoticeSectionId = 'fasting' | 'bring' | 'dayBefore' | 'items' | 'onTheDay' | 'after'

/** OWN: the section titles of the pre-exam notice */
export const CHECKUP_NOTICE_TITLES: Readonly<Record<CheckupNoticeSectionId, string>> = {
  fasting: '是否需要空腹',
  bring: '请携带',
  dayBefore: '体检前',
  items: '项目注意事项',
  onTheDay: '体检当天',
  after: '检后提醒',
}

export interface CheckupNoticeSection {
  id: CheckupNoticeSectionId
  title: string
  lines: string[]
}

/**
 * The pre-exam notice of a package and the chosen add-ons: whether fasting is needed and for which
 * items (first, the one question everybody asks), what to bring, the days before, the item notices
 * ({@link preparationNotices}), the exam day and after. `extra` lines (the package's or institution's
 * own notice) close the item section.
 */
export function checkupNotice(
  items: ReadonlyArray<{ name?: string; itemName?: string; kind?: ExamItemKind | null }>,
  extra: readonly string[] = [],
): { fasting: boolean; fastingItems: string[]; sections: CheckupNoticeSection[] } {
  const notices = preparationNotices(items)
  const fasting = notices.find((n) => n.id === 'fasting')
  const fastingItems = fasting ? fasting.items : []
  const section = (id: CheckupNoticeSectionId, lines: readonly string[]): CheckupNoticeSection => ({
    id,
    title: CHECKUP_NOTICE_TITLES[id],
    lines: [...lines],
  })
  const itemLines = [
    ...notices.filter((n) => n.id !== 'fasting').map((n) => `${n.text}（${n.items.join('、')}）`),
    ...extra.map((s) => s.trim()).filter(Boolean),
  ]
  return {
    fasting: fastingItems.length > 0,
    fastingItems,
    sections: [
      section(
        'fasting',
        fasting
          ? [`需要空腹：${fastingItems.join('、')}`, fasting.text]
          : ['本套餐项目无需空腹，可正常早餐；如加选抽血、腹部彩超等项目，请以更新后的须知为准'],
      ),
      section('bring', CHECKUP_GENERAL_NOTICE.bring),
      section('dayBefore', CHECKUP_GENERAL_NOTICE.dayBefore),
      ...(itemLines.length ? [section('items', itemLines)] : []),
      section('onTheDay', CHECKUP_GENERAL_NOTICE.onTheDay),
      section('after', CHECKUP_GENERAL_NOTICE.after),
    ],
  }
}

// ================================================================ group add-ons (paid by the employee)

export type AddOnPayState = 'none' | 'unpaid' | 'paid' | 'refunded' | 'closed'

/**
 * The pay state of a company-paid group booking's add-ons from the order charging them: none without
 * an order; 101 unpaid (closed once its close time passed); 104/105/102 paid; 103 refunded when it was
 * paid and refunded, else closed (cancelled or closed unpaid).
 */
export function addOnPayState(order: { status: number; refunded: boolean; closeAt?: Date | null } | null, now?: Date): AddOnPayState {
  if (!order) return 'none'
  if (order.status === 101) return order.closeAt && now && order.closeAt.getTime() <= now.getTime() ? 'closed' : 'unpaid'
  if (order.status === 104 || order.status === 105 || order.status === 102) return 'paid'
  return order.refunded ? 'refunded' : 'closed'
}
