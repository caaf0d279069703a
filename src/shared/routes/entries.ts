/**
 * Entry types and their route sets (SPEC §1: health shop, chronic disease, consult, studio doctor, studio
 * digitization, studio beauty each have their own home, check-up, shop and cart routes). No Taro import: the
 * route table, the tab shells and the app read it.
 */
import type { EntryType } from '../../domain/wire'

export interface EntryRoutes {
  title: string
  home: string
  checkup: string
  shop: string
  cart: string
}

const SHOP_SET = { checkup: '/checkup/home/index', shop: '/shop/home', cart: '/shop/shoppingCart' }

export const ENTRY_ROUTES: Record<EntryType, EntryRoutes> = {
  shop: { title: '健康商城', home: '/home', ...SHOP_SET },
  chronic: { title: '慢病管理', home: '/chronic/workRoom', ...SHOP_SET },
  consult: { title: '问医生', home: '/consult/consult', ...SHOP_SET },
  studioDoctor: { title: '医生工作室', home: '/studio/doctor', ...SHOP_SET },
  studioDigit: { title: '数字化工作室', home: '/studio/doctor/digitHome', ...SHOP_SET },
  studioBeauty: { title: '医美工作室', home: '/studio/patient/home', ...SHOP_SET },
}

export const entryRoutes = (entry: EntryType | null | undefined): EntryRoutes => ENTRY_ROUTES[entry || 'shop'] || ENTRY_ROUTES.shop

/** the entries with a home of their own (every one but the health shop, whose home is /home) */
export type OwnEntry = Exclude<EntryType, 'shop'>
export const OWN_ENTRIES: OwnEntry[] = ['chronic', 'consult', 'studioDoctor', 'studioDigit', 'studioBeauty']

/** the entry whose home a path is (/studio/patient/workRoom is the studio-beauty entry's studio room); null: none */
export function entryOfHomePath(path: string): OwnEntry | null {
  if (path === '/studio/patient/workRoom') return 'studioBeauty'
  return OWN_ENTRIES.find((e) => ENTRY_ROUTES[e].home === path) ?? null
}
