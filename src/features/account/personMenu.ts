/** The person-centre menu: where a patient finds their orders, services and account. */
export const PERSON_MENU = [
  {
    title: '我的服务',
    items: [
      { title: '我的订单', path: '/webOrder' },
      { title: '我的预约', path: '/appointmentList' },
      { title: '我的报告', path: '/webReport' },
      { title: '我的优惠券', path: '/webCoupon' },
    ],
  },
  {
    title: '我的资料',
    items: [
      { title: '收货地址', path: '/webAddress' },
      { title: '服务人管理', path: '/patientList' },
      { title: '发票管理', path: '/bill' },
      { title: '健康档案', path: '/healthRecord' },
    ],
  },
  {
    title: '其他',
    items: [
      { title: '设置', path: '/setting' },
      { title: '资质证照', path: '/qualifications' },
    ],
  },
]
