/**
 * What createOrder (create.ts) takes: its own file so that the repository (repository.ts, which create.ts imports)
 * can name it without an import cycle.
 */
import type { Selectable, Transaction } from 'kysely'
import type { DB } from '../../lib/db/schema'
import type { BuyNowLine, GiftChoice, OrderAddress } from '../../../contract/order'
import type { TeamPlace } from './team'

type OrderRow = Selectable<DB['shop_order']>

export interface CreateOrderInput {
  userId: number
  hospitalId: number
  requestKey?: string
  cartIds?: number[]
  /** buy-now lines as validated (contract/order BuyNowLine) */
  goodsList?: BuyNowLine[]
  userCouponId?: number
  addressId?: number
  address?: OrderAddress
  gifts?: GiftChoice[]
  remark?: string
  payWay?: number
  createWay?: string
  /** a group-buy order (one line of the activity, one unit): the team place it takes or the team it opens */
  team?: TeamPlace
  /** the caller's own row written in the order's transaction (e.g. a paper-mailing request); a throw rolls the order back */
  afterInsert?: (trx: Transaction<DB>, order: OrderRow) => Promise<void>
}
