/**
 * Gift rules of full-reduction activities (SPEC §4): gift states, labels, selection. No decimal.js (the product
 * page's first screen labels gifts); ./pricing re-exports them.
 */
import * as M from './messages'

/** SPEC §3 gift. giftStatus 0 available, 1 insufficient, other already claimed. */
export interface GiftItem {
  giftStatus?: number | string | null
  checked?: boolean
  giftAmount?: number
  skuName?: string
  [key: string]: unknown
}

export type GiftState = 'available' | 'insufficient' | 'claimed'

/** SPEC §4 gift status: 0 available; 1 insufficient (赠品不足); otherwise already claimed (unselectable). */
export function giftState(gift: Pick<GiftItem, 'giftStatus'>): GiftState {
  const s = Number(gift.giftStatus ?? 0)
  return s === 0 ? 'available' : s === 1 ? 'insufficient' : 'claimed'
}

/** Label of an unavailable gift; null for an available one. */
export function giftStatusLabel(gift: Pick<GiftItem, 'giftStatus'>): string | null {
  const s = giftState(gift)
  return s === 'available' ? null : s === 'insufficient' ? M.GIFT_INSUFFICIENT : M.GIFT_ALREADY_CLAIMED
}

/** SPEC §4: only available gifts (status 0) can be selected. */
export function isGiftSelectable(gift: Pick<GiftItem, 'giftStatus'>): boolean {
  return giftState(gift) === 'available'
}

/**
 * A gift's status (0 available, 1 insufficient) from what is left of the promotion's gift amount and of
 * the gift sku's own stock: a goods that keeps stock (stockFlag 1) with none left cannot be given.
 */
export function giftStatusOf(left: number, sku: { stock: number; stockFlag: number }): 0 | 1 {
  return left > 0 && !(sku.stockFlag === 1 && sku.stock < 1) ? 0 : 1
}

/** SPEC §4: the number of gifts that can be chosen is the lesser of the tier's gift number and the available gifts. */
export function giftMaxCount(giftNum: number | null | undefined, gifts: readonly GiftItem[]): number {
  const available = gifts.filter(isGiftSelectable).length
  return Math.max(0, Math.min(Number(giftNum ?? 0) || 0, available))
}

/**
 * SPEC §4 preselection: available gifts already checked stay checked (up to the maximum), then
 * unchecked available gifts are checked in list order until the maximum is reached. Unavailable
 * gifts are always unchecked. Returns new objects; the input is not changed.
 */
export function preselectGifts<G extends GiftItem>(gifts: readonly G[], max: number): G[] {
  let n = 0
  const out = gifts.map((g) => {
    const keep = isGiftSelectable(g) && g.checked === true && n < max
    if (keep) n++
    return { ...g, checked: keep }
  })
  for (const g of out) {
    if (n >= max) break
    if (!g.checked && isGiftSelectable(g)) {
      g.checked = true
      n++
    }
  }
  return out
}

/**
 * SPEC §5 gift picker confirm: with available gifts, at least one must be checked (至少选择一个赠品);
 * more than the maximum gives 最多可选{max}种商品. Unavailable gifts do not count.
 */
export function validateGiftSelection(gifts: readonly GiftItem[], max: number): string | null {
  const available = gifts.filter(isGiftSelectable)
  const chosen = available.filter((g) => g.checked).length
  if (available.length > 0 && max > 0 && chosen === 0) return M.GIFT_AT_LEAST_ONE
  if (chosen > max) return M.giftMaxMessage(max)
  return null
}

/**
 * SPEC §2 gift picker: toggles one gift; refuses (unchanged list, message) to check an unavailable
 * gift or one beyond the maximum (最多可选{max}种商品).
 */
export function toggleGift<G extends GiftItem>(gifts: readonly G[], index: number, max: number): { gifts: G[]; message: string | null } {
  const g = gifts[index]
  if (!g || !isGiftSelectable(g)) return { gifts: [...gifts], message: null }
  if (!g.checked && gifts.filter((x) => x.checked && isGiftSelectable(x)).length >= max) {
    return { gifts: [...gifts], message: M.giftMaxMessage(max) }
  }
  return { gifts: gifts.map((x, i) => (i === index ? { ...x, checked: !x.checked } : x)), message: null }
}

/** SPEC §2 gift picker footer: 已选：{n} and 最多可选{max}种商品. */
export function giftPickerFooter(gifts: readonly GiftItem[], max: number): { selected: string; limit: string } {
  return { selected: M.giftSelectedText(gifts.filter((g) => g.checked && isGiftSelectable(g)).length), limit: M.giftMaxMessage(max) }
}

/** SPEC §2 goods tag of a promotion that gives gifts */
export const GIFT_TAG = '送赠品'

/**
 * The gifts a product page offers (issue 35 item 6: one consistent gift state): only those that can still be
 * given. A gift that has run out (赠品不足) or was claimed is not an offer, so it is not listed beside the badge.
 */
export function offeredGifts<G extends GiftItem>(gifts: readonly G[]): G[] {
  return gifts.filter(isGiftSelectable)
}

/** the goods' tags as shown: 送赠品 only while a gift is still offered (the badge and the gift list agree) */
export function tagsWithGiftState(tags: readonly string[], gifts: readonly GiftItem[]): string[] {
  return offeredGifts(gifts).length ? [...tags] : tags.filter((t) => t !== GIFT_TAG)
}

/** what an offered gift needs: 满{amount}元赠{n}件 (a tier with a threshold), 赠{n}件 otherwise */
export function giftOfferText(totalAmount: number | string | null | undefined, count: number | null | undefined): string {
  const n = Math.max(1, Math.floor(Number(count) || 1))
  const amount = Number(totalAmount) || 0
  return amount > 0 ? `满${amount}元赠${n}件` : `赠${n}件`
}
