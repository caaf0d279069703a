/**
 * Coupon claiming from the goods detail (SPEC §6: claiming requires login). A visitor's claim is kept
 * as pending (session storage), the detail URL is stored as the post-login URL and the visitor goes
 * to /login; back on the detail page, logged in, the pending claim is made and the popup shows 已领取.
 */
import { sessionStore, toast } from '@/shared/platform'
import { useAppStore, useUserStore } from '@/shared/store'
import { navigate } from '@/shared/routes/navigate'
import { currentRoute } from '@/shared/routes/current'
import { acquireCoupon } from './api'
import { COUPON_CLAIMED } from '@/domain'

export const PENDING_CLAIM_KEY = 'goods.pendingCouponClaim'

interface PendingClaim {
  goodsId: number
  couponRuleId: number
}

const isPending = (v: unknown): v is PendingClaim => !!v && typeof v === 'object' && 'couponRuleId' in (v as object)

/** sends a visitor to /login, remembering the claim and where to come back to */
export function loginToClaim(goodsId: number, couponRuleId: number) {
  sessionStore.setItem(PENDING_CLAIM_KEY, { goodsId, couponRuleId })
  useUserStore.getState().setLoginRedirectUrl(currentRoute().url)
  navigate('/login', { hospitalId: useAppStore.getState().hospitalId })
}

/** the pending claim for this goods, removed from storage (null when none) */
export function takePendingClaim(goodsId: number): number | null {
  const p = sessionStore.getItem<unknown>(PENDING_CLAIM_KEY)
  if (!isPending(p) || Number(p.goodsId) !== Number(goodsId)) return null
  sessionStore.removeItem(PENDING_CLAIM_KEY)
  return Number(p.couponRuleId)
}

/**
 * claims a coupon (logged in): resolves the coupon's new userCouponFail (3 = 已领取 unless the server
 * says otherwise), or undefined when the server refused (request() showed its message).
 */
export async function claimCoupon(couponRuleId: number): Promise<1 | 2 | 3 | null | undefined> {
  try {
    const r = await acquireCoupon(couponRuleId)
    toast(COUPON_CLAIMED, 'success')
    return r && 'userCouponFail' in r ? r.userCouponFail : 3
  } catch {
    return undefined
  }
}
