/** The remaining goods and config calls of SPEC §7 (issue 18): route plugins only. */
export { commonCompatRoutes, goodsCompatRoutes, userOrderCompatRoutes, zeusCompatRoutes } from './routes'
export { aliasUnder, receiverInfoRoutes } from './user-services.routes'
