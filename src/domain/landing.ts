/**
 * Hospital landings (issues 12 and 14): one data-driven landing page serves every check-up landing
 * (/checkup/yifu, /checkup/stomatology ...) and the hospital-service pages (/discharge, /rePhy, /service ...).
 * Each route shows one landing KEY; a hospital configures a landing per key on the server (banner, intro,
 * bookable goods and packages, steps, notices, contact, FAQs). Several routes may share a key
 * (/rePhy and /checkup/rePhy are the same rehabilitation landing).
 */

export const LANDING_ROUTES = {
  guanjia: ['/checkup/guanjia'],
  'checkup-yifu': ['/checkup/yifu'],
  'checkup-endocrine': ['/checkup/yifuneifenmi'],
  'checkup-jiangning': ['/checkup/jiangning'],
  'checkup-institution': ['/checkup/hospitalDetail'],
  'checkup-products': ['/checkup/hospitalServiceProduct'],
  cosmetology: ['/checkup/medical-cosmetology', '/jnmedical-cosmetology'],
  rehab: ['/checkup/rePhy', '/rePhy'],
  'special-medical': ['/checkup/special-medical'],
  'child-care': ['/checkup/pediatric-services-care'],
  'child-training': ['/checkup/pediatric-services-training'],
  stomatology: ['/checkup/stomatology', '/stomatology'],
  'yantai-stomatology': ['/checkup/yantaistomatology'],
  service: ['/service', '/hospital-service', '/magicplatform/service'],
  discharge: ['/discharge', '/dischargeService'],
  yifu: ['/yifu'],
  jiangning: ['/jiangning'],
  gynaecology: ['/gynaecology', '/gynaecologyList'],
} as const satisfies Record<string, readonly string[]>

export type LandingKey = keyof typeof LANDING_ROUTES

export const LANDING_KEYS = Object.keys(LANDING_ROUTES) as LandingKey[]

/** every route path the landing page serves */
export const LANDING_PATHS: string[] = LANDING_KEYS.flatMap((k) => [...LANDING_ROUTES[k]])

export const isLandingKey = (key: string): key is LandingKey => Object.prototype.hasOwnProperty.call(LANDING_ROUTES, key)

/** the landing key a route path shows ('/checkup/rePhy' -> 'rehab'); undefined when the path is no landing */
export function landingKeyOf(path: string): LandingKey | undefined {
  return LANDING_KEYS.find((k) => (LANDING_ROUTES[k] as readonly string[]).includes(path))
}
