/**
 * checkup module (issue 12, second part) — the exam person's form with consent, group check-ups and exam
 * cards (/intserv/pe). Routes (routes.ts) are registered by server/modules/index.ts beside the exam module's.
 */
export { checkupRoutes, userCheckupRoutes } from './routes'
export { staffCheckupRoutes } from './staff.routes'
