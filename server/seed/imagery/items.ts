/** every item the seed sells (the list ./draw.ts draws and the imagery test checks) */
import { GOODS } from '../browse/catalog'
import { NEW_PACKAGES } from '../checkup/catalogue'
import { SPECIALTY_GOODS } from '../landing/goods'
import { PAPER_MAIL_GOODS_NAME } from './path'

export type ItemSource = 'goods' | 'package' | 'specialty' | 'postage'

/** every item the seed sells, once per name, with where it comes from and its goods type (1 parcel, 2 service, 3 combo) */
export function seedItems(): Array<{ name: string; source: ItemSource; type: 1 | 2 | 3 }> {
  const out = new Map<string, { name: string; source: ItemSource; type: 1 | 2 | 3 }>()
  const add = (name: string, source: ItemSource, type: 1 | 2 | 3) => {
    if (!out.has(name)) out.set(name, { name, source, type })
  }
  for (const list of Object.values(GOODS)) for (const g of list) add(g.name, 'goods', g.type)
  for (const list of Object.values(NEW_PACKAGES)) for (const p of list) add(p[1], 'package', 2)
  for (const s of SPECIALTY_GOODS) add(s[2], 'specialty', 2)
  add(PAPER_MAIL_GOODS_NAME, 'postage', 2)
  return [...out.values()]
}
