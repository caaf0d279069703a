/** The pay-success configuration module's face (issue 18). */
export { paySuccessPageRoutes, userPaySuccessGiftRoutes } from './routes'
export { staffPaySuccessRoutes } from './staff.routes'
