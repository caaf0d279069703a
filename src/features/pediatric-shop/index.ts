/** The goods sections' public face (issue 18): the paediatric shop and the special-medical check-ups, their calls. */
export { default as PediatricShop } from './PediatricShop'
export { SECTIONS, sectionOfQuery, type SectionKind } from './sections'
export { pediatricGetGoods, pediatricGoodsSku, pediatricIndex, produceOrder, specialMedIndex, spePeOrder } from './api'
