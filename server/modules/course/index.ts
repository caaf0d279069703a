/** course module (issue 14 content: /colledg, /moreColledg): the health classes. Routes registered by server/modules/index.ts. */
export { courseRoutes } from './routes'
