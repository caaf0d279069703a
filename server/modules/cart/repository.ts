/** The cart rows of a user, through the read cache (server/lib/cache). */
import type { Selectable } from 'kysely'
import type { DB, Q } from '../../lib/db'
import { cached, TABLES } from '../../lib/cache'

type CartRow = Selectable<DB['cart']>

/** the user's cart rows of a hospital, newest first (created_at desc, id desc) */
export function cartRows(db: Q, userId: number, hospitalId: number): Promise<CartRow[]> {
  return cached(db, `cart:${userId}:${hospitalId}`, TABLES.cart, () =>
    db
      .selectFrom('cart')
      .selectAll()
      .where('user_id', '=', userId)
      .where('hospital_id', '=', hospitalId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  )
}
