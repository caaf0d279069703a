/** Special exam orders, prescription pay and specialties (issue 18): route plugins only. */
export { specialMedRoutes, userSpecialExamRoutes } from './routes'
export { professionRoutes } from './profession'
