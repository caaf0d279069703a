/**
 * Messages of the check-up journey's person form, group check-ups and exam cards (issue 12). All OWN
 * (natural Chinese in the spec's tone); the rule form's own messages are SPEC §5 (./validation).
 */
export const CHECKUP_MSG = {
  /** the rule form holds health data (过敏史 ...): stored only with the person's separate consent */
  FORM_CONSENT_REQUIRED: '请先阅读并同意《健康信息授权》，同意后才会保存体检问卷',
  FORM_CONSENT_TEXT:
    '体检问卷中的过敏史、既往病史等属于敏感个人信息，仅用于本次体检预约和医生参考；您可随时撤回授权，撤回后已保存的问卷将被删除。',
  CONSENT_WITHDRAWN: '已撤回授权，已保存的问卷已删除',
  ID_CONSENT_REQUIRED: '请先阅读并同意个人信息授权',
  BATCH_NOT_FOUND: '单位体检批次不存在或已结束',
  IDENTITY_MISMATCH: '姓名、身份证号或手机号与单位名单不一致',
  ROSTER_LOCKED: '该员工信息核验失败次数过多，请联系单位体检负责人',
  CLIENT_LOCKED: '今日核验失败次数过多，请明天再试',
  ROSTER_TAKEN: '该员工已由其他账号完成核验',
  ROSTER_NOT_FOUND: '单位体检名单信息不存在',
  GROUP_PACKAGE_NOT_ALLOWED: '该套餐不在单位为您安排的套餐范围内',
  GROUP_SELF_PAY: '该批次需个人付费，请在个人体检中选购套餐',
  ALREADY_BOOKED: '已预约体检，如需改期请在我的体检中修改',
  dateOutsideWindow: (start: string, end: string) => `请在单位体检时间内预约（${start}至${end}）`,
  CARD_WRONG: '卡号或密码错误',
  CARD_LOCKED: '该体检卡密码错误次数过多，已锁定，请联系医院客服',
  CARD_EXPIRED: '该体检卡已过期',
  CARD_USED: '该体检卡已使用',
  CARD_BOOKED: '该体检卡已预约，如需改期请在我的体检中修改',
  CARD_STATE_TEXT: { unused: '未使用', booked: '已预约', used: '已使用', expired: '已过期' },
  /** my check-up (/checkup/mine): a booking that is no longer booked (cancelled or done) */
  BOOKING_NOT_FOUND: '体检预约不存在',
  CHECKIN_UNAVAILABLE: '该预约当前没有签到码（已取消、已完成或已过体检日期）',
  BOOKING_STATUS_TEXT: { 1: '已预约', 2: '已取消', 3: '已完成', 4: '已到检' } as Record<number, string>,
  SOURCE_TEXT: { order: '个人体检', group: '单位体检', card: '体检卡' },
  /** a company-paid group booking's add-ons, paid by the employee through the normal checkout */
  ADD_ON_PAY_TEXT: { none: '', unpaid: '加项待支付', paid: '加项已支付', refunded: '加项已退款', closed: '加项未支付，已关闭' },
  /** an employee-paid batch: the package (+ add-ons) on the employee's own order */
  SELF_PAY_TEXT: { none: '', unpaid: '待支付', paid: '已支付', refunded: '已退款', closed: '未支付，已关闭' },
} as const
