/**
 * Every user-visible string of the domain layer, in one catalogue split by area, so the UI, the server and the
 * tests use exactly the same text. Import any of them through @/domain/messages (or @/domain);
 * an area file ('./order') holds its area's texts.
 *
 * Strings marked "SPEC" are copied verbatim from the product spec (sections 2, 4, 5, 8, 9).
 * Strings marked "OWN" are ours: the spec describes them in English only, so they are written in
 * natural Chinese in the same tone as the spec's own messages. A message with a value is a function.
 */
export * from './validation'
export * from './person'
export * from './coupon'
export * from './cart'
export * from './activity'
export * from './page'
export * from './order'
export * from './exam'
export * from './pay'
export * from './auth'
export * from './address'
export * from './health'
export * from './report'
export * from './survey'
export * from './content'
export * from './maternity'
export * from './chat'
export * from './assistant'
export * from './platform'
export * from './tracking'
export * from './checkup'
export * from './records'
export * from './groupbuy'
export * from './contract'
export * from './landing'
export * from './healthService'
export * from './access'
export * from './staff'
export * from './staffDesk'
export * from './reportDesk'
export * from './chatDesk'
export * from './staffGoods'
export * from './staffPeople'
export * from './staffContent'
export * from './checkupDesk'
export * from './pageEditor'
export * from './staffPackages'
export * from './legal'
