/**
 * page-builder module — page configs (magic pages, blocks), resources, ads, articles, today's goods,
 * the shop home, and the staff console's page editor (staff.routes.ts over editor.ts: drafts, publish, versions,
 * preview). What other modules may use. Today's files: routes.ts, home.routes.ts, staff.routes.ts.
 */
export { doctorsView, famousDoctors, pageConfig, sanitizeArticle, studiosView, toDepartment } from './service'
