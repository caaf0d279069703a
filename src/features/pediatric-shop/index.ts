/** The paediatric shop feature's public face (issue 18): its screen part and its calls. */
export { default as PediatricShop, PEDIATRIC_SHOP } from './PediatricShop'
export { pediatricGetGoods, pediatricGoodsSku, pediatricIndex, produceOrder } from './api'
