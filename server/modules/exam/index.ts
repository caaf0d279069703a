/**
 * exam module — exam packages, exam persons, exam appointments (/intserv/pe). What other modules may
 * use: the service (service.ts); routes (routes.ts) are registered by server/modules/index.ts.
 */
export { onAppointmentCancelled, orderUnitOpen, PE_MSG, requirePackage, ruleForm } from './service'
export { staffPackageRoutes } from './staff.routes'
