/** The service entries on the home page until the hospital's page-builder blocks are configured. */
export interface HomeEntry {
  title: string
  path: string
  glyph: string
  tone: 'blue' | 'green' | 'orange' | 'red' | 'purple'
}

export const HOME_ENTRIES: HomeEntry[] = [
  { title: '健康商城', path: '/shop/home', glyph: '商', tone: 'blue' },
  { title: '体检预约', path: '/checkup/home', glyph: '检', tone: 'green' },
  { title: '问医生', path: '/consult/consult', glyph: '医', tone: 'orange' },
  { title: '名医推荐', path: '/famousDoctor', glyph: '名', tone: 'purple' },
  { title: '我的订单', path: '/webOrder', glyph: '单', tone: 'blue' },
  { title: '我的报告', path: '/webReport', glyph: '报', tone: 'green' },
  { title: '健康档案', path: '/healthRecord', glyph: '档', tone: 'red' },
  { title: '优惠券', path: '/webCoupon', glyph: '券', tone: 'orange' },
]
