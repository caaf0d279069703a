/**
 * Seed imagery (issue 35 item 10): one illustration per goods, package and service, named after the item, so no
 * picture is shared by two different items (the seed used to reuse a few icons on coloured squares: the same meter
 * for three products). The files are drawn by ./draw.ts into server/assets/items (committed; a few KB each) and
 * served under /assets/items/. Real photographs come from each hospital through the console.
 */
import { createHash } from 'node:crypto'

/** the file name of an item's picture: a stable hash of its name (an item sold by two hospitals is one item) */
export function itemImageFile(name: string): string {
  return `item-${createHash('sha1').update(name.normalize('NFKC')).digest('hex').slice(0, 12)}.svg`
}

/** the served path of an item's picture */
export const itemImage = (name: string): string => `/assets/items/${itemImageFile(name)}`

/** the goods the paper-mail seed adds (server/seed/groupbuy: the /paperToHome postage) */
export const PAPER_MAIL_GOODS_NAME = '病案复印邮寄服务'
