/** landing module (issues 12 and 14): per-hospital landings of the check-up and hospital-service routes. */
export { landingRoutes } from './routes'
export { landingOf } from './service'
export { staffLandingRoutes } from './staff.routes'
