/**
 * hospital module — hospitals (index, theme), legal texts (protocols), dictionaries. What other
 * modules may use. Today's files: routes/zeus/{hospital,protocol}.ts, routes/common/dict.ts.
 */
export { findHospital, toHospitalInfo } from '../../routes/zeus/hospital'
export { getProtocol, PROTOCOL_CODES } from '../../routes/zeus/protocol'
