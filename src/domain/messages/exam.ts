/**
 * Messages of appointments (exam and service bookings): date and time, expiry, rescheduling (SPEC §3, §5, §9).
 *
 * Strings marked "SPEC" are copied verbatim from the product spec; "OWN" ones are ours (natural Chinese in the
 * spec's tone). One catalogue: ./index.ts re-exports every area file.
 */

// ---------------------------------------------------------------- appointments (SPEC §5, §9)
export const APPOINT_DATE_REQUIRED = '请选择预约日期'
export const APPOINT_TIME_REQUIRED = '请选择预约时间段'
/** OWN: appointFlag 1 / 2 (SPEC §3 "appointment time expired", "fully booked") */
export const APPOINT_EXPIRED = '预约时间已过期'
export const APPOINT_FULL = '预约已满'
/** OWN: reschedule rule (SPEC §9 agreement: up to 3 times, at least 1 day before) */
export const RESCHEDULE_LIMIT_REACHED = '改期次数已达上限（最多3次）'
export const RESCHEDULE_TOO_LATE = '需在预约日期前至少1天改期'

// ---------------------------------------------------------------- exam packages and bookings (OWN)
export const PE_MSG = {
  PACKAGE_NOT_FOUND: '体检套餐不存在',
  APPOINTMENT_NOT_FOUND: '预约不存在',
  SEX_ONLY: (sex: 1 | 2) => `该套餐仅限${sex === 1 ? '男性' : '女性'}`,
  AGE_RANGE: (min: number, max: number) => `该套餐适用年龄为${min}-${max}岁`,
  ADD_ITEM_INVALID: '加项不属于该套餐',
  ADD_ITEM_SEX: '该加项不适用于体检人性别',
  NOT_BOOKED: '该预约已取消或已完成',
  SAME_SLOT: '新的预约时间与原预约相同',
  CANCEL_TOO_LATE: '需在预约日期前至少1天取消预约',
  ORDER_NOT_FOUND: '订单不存在',
  ORDER_NOT_PAID: '订单未支付或已关闭，不能预约',
  LINE_NOT_FOUND: '订单中没有该体检套餐',
  UNIT_NOT_FOUND: '订单中没有该体检人次',
  UNIT_BOOKED: '该体检已预约，如需改期请修改预约',
  PERSON_BOOKED: '该体检人已预约该套餐',
  ADD_ITEM_NOT_PAID: '加项需在下单时购买',
} as const
