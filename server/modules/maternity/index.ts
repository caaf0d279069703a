/**
 * maternity module (issue 13 item 5) — pregnancy records, the prenatal check schedule and weights. What other
 * modules may use: nothing yet; routes (routes.ts) are registered by server/modules/index.ts.
 */
export { requirePregnancy } from './service'
