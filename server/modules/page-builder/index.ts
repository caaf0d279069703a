/**
 * page-builder module — page configs (magic pages, blocks), resources, ads, articles, today's goods,
 * the shop home. What other modules may use. Today's files: routes.ts, home.routes.ts.
 */
export { doctorsView, famousDoctors, pageConfig, sanitizeArticle, studiosView, toDepartment } from './service'
