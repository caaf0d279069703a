/** catalog module (goods, skus, categories, goods cards): what other modules may use */
export { giftSkuStatus, goodsCards, skuAggregates, skuName, toPromotion, toSku } from './service'
export {
  categoryRow,
  goodsByIds,
  goodsRowByDistributeId,
  goodsRowsByIds,
  skuCards,
  skuRowsByIds,
  skusOfGoods,
  type GoodsRow,
  type SkuCard,
} from './repository'
export { cartQuantity, categoryList, findGoods, goodsDetail, goodsSkus, requireSku, searchGoods, skusOf } from './goods.service'
