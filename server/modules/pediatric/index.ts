/** The paediatric shop and the goods sections it is one of (issue 18). */
export { pediatricMarketRoutes, userPediatricOrderRoutes } from './routes'
export { requireSectionLines, sectionCategoryIds, sectionGoods, sectionIndex, type GoodsSectionKind } from './service'
