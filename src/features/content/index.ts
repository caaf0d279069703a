/** The content feature's public face: what pages and other features import from it (issue 11; each area's package completes it). */
export { fitImages } from './fitImages'
export { default as EmergencyEntry } from './EmergencyEntry'
export { getHospitalDetail, getQualifications } from './api'
export type { HospitalDetail, Licence } from './api'
export { callPhone, mapLink, openMap, previewImages } from './actions'
export * from './texts'
