/** The paediatric shop (issue 18): route plugins only. */
export { pediatricMarketRoutes, userPediatricOrderRoutes } from './routes'
