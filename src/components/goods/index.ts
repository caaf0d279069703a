export { default as GoodsCard, openGoods } from './GoodsCard'
export { default as GoodsCardList } from './GoodsCardList'
export { default as PriceText } from './PriceText'
export * from './tags'
