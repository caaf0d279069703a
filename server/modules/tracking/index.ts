/** The tracking module's face (issue 18: page visits, shares, events and their aggregate). */
export { trackingRoutes, commonTrackRoutes, staffFiguresRoutes } from './routes'
