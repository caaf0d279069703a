/**
 * Entry types and their route sets (SPEC §1: health shop, chronic disease, consult, studio doctor, studio
 * digitization, studio beauty each have their own home, check-up, shop and cart routes). Routes without a
 * built page show the closed page.
 */
import type { EntryType } from '@/domain/wire'

export interface EntryRoutes {
  title: string
  home: string
  checkup: string
  shop: string
  cart: string
}

export const ENTRY_ROUTES: Record<EntryType, EntryRoutes> = {
  shop: { title: '健康商城', home: '/home', checkup: '/checkup/home', shop: '/shop/home', cart: '/shop/shoppingCart' },
  chronic: { title: '慢病管理', home: '/chronic/workRoom', checkup: '/checkup/home', shop: '/shop/home', cart: '/shop/shoppingCart' },
  consult: { title: '问医生', home: '/consult/consult', checkup: '/checkup/home', shop: '/shop/home', cart: '/shop/shoppingCart' },
  studioDoctor: { title: '医生工作室', home: '/studio/doctor', checkup: '/checkup/home', shop: '/shop/home', cart: '/shop/shoppingCart' },
  studioDigit: {
    title: '数字化工作室',
    home: '/studio/doctor/digitHome',
    checkup: '/checkup/home',
    shop: '/shop/home',
    cart: '/shop/shoppingCart',
  },
  studioBeauty: {
    title: '医美工作室',
    home: '/studio/patient/home',
    checkup: '/checkup/home',
    shop: '/shop/home',
    cart: '/shop/shoppingCart',
  },
}

export const entryRoutes = (entry: EntryType | null | undefined): EntryRoutes => ENTRY_ROUTES[entry || 'shop'] || ENTRY_ROUTES.shop

/**
 * The home an entry link lands on: when /home (or /modulePage/home) is opened with an entry type of its own,
 * that entry's home; null to stay.
 */
export function entryHomeRedirect(path: string, entry: EntryType | null | undefined): string | null {
  if (!entry || entry === 'shop') return null
  if (path !== '/home' && path !== '/modulePage/home') return null
  const home = entryRoutes(entry).home
  return home === path ? null : home
}
