/** the icons of the person centre's rows and shortcuts (the page maps each to a NutUI icon) */
export type PersonIcon = 'order' | 'booking' | 'report' | 'coupon' | 'address' | 'person' | 'invoice' | 'health' | 'setting' | 'licence'

/** Person-centre menu (SPEC §2 /personCenter): grouped rows, each with its icon */
export const PERSON_MENU: ReadonlyArray<{ title: string; items: ReadonlyArray<{ title: string; path: string; icon: PersonIcon }> }> = [
  {
    title: '我的服务',
    items: [
      { title: '我的订单', path: '/webOrder', icon: 'order' },
      { title: '我的预约', path: '/appointmentList', icon: 'booking' },
      { title: '我的报告', path: '/webReport', icon: 'report' },
      { title: '我的优惠券', path: '/webCoupon', icon: 'coupon' },
    ],
  },
  {
    title: '我的资料',
    items: [
      { title: '收货地址', path: '/webAddress', icon: 'address' },
      { title: '服务人管理', path: '/patientList', icon: 'person' },
      { title: '发票管理', path: '/bill', icon: 'invoice' },
      { title: '健康档案', path: '/healthRecord', icon: 'health' },
    ],
  },
  {
    title: '其他',
    items: [
      { title: '设置', path: '/setting', icon: 'setting' },
      { title: '资质证照', path: '/qualifications', icon: 'licence' },
    ],
  },
]

/** the shortcuts under the order strip (issue 35): family members (service persons), bookings, reports, coupons */
export const PERSON_SHORTCUTS: ReadonlyArray<{ title: string; path: string; icon: PersonIcon }> = [
  { title: '就诊人', path: '/patientList', icon: 'person' },
  { title: '我的预约', path: '/appointmentList', icon: 'booking' },
  { title: '我的报告', path: '/webReport', icon: 'report' },
  { title: '优惠券', path: '/webCoupon', icon: 'coupon' },
]
