/** the goods feature's shapes that other features use (home's goods blocks, landings) */

/** SPEC §3 Goods card (goods list / cart goods card fields) */
export interface GoodsCardData {
  goodsId: number | string
  goodsDistributeId?: number | string
  goodsName: string
  goodsUrl?: string
  sellPoint?: string
  price?: number | string
  minPrice?: number | string
  linePrice?: number | string
  linedPrice?: number | string
  goodsType?: number
  priceShowMode?: number
  dealTypeDto?: { goodsPriceFlag?: number | string; customCopy?: string } | null
  activity?: {
    fullReductionDetails?: { type?: number; giftFlag?: number | boolean; couponFlag?: number | boolean }[]
    activityDescribe?: string
  } | null
  /** card tags from the server: 送赠品 / 送优惠劵 */
  tags?: string[]
  /** promotion copy */
  promotionCopy?: string
  labelList?: string[]
  /** 1-4: goods types that show the copywriting tag */
  type?: number
  copywriting?: string
}
