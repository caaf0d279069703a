/**
 * hospital module — hospitals (index, theme), legal texts (protocols), dictionaries. What other modules may use
 * (routes are registered by server/modules/index.ts): the service (service.ts).
 */
export { findHospital, getProtocol, PROTOCOL_CODES, toHospitalInfo } from './service'
