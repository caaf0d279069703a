/**
 * hospital module — hospitals (index, theme), legal texts (protocols), dictionaries. What other
 * modules may use. Files: routes.ts (index), protocol.routes.ts, dict.routes.ts.
 */
export { findHospital, toHospitalInfo } from './service'
export { getProtocol, PROTOCOL_CODES } from './protocol.routes'
