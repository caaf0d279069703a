/** The doctor feature's public face (issue 14): doctors, departments, studios, studio groups and entry parts. */
export {
  getDepartmentDetail,
  getDepartments,
  getDoctorDetail,
  getEntryHome,
  getFamousDoctorList,
  getSignedStudios,
  getStudioDetail,
  queryDoctors,
  quitStudioGroup,
} from './api'
export type { DepartmentDetail, Doctor, DoctorDetail, EntryHome, HisDepartment, SignedStudio, StudioDetail } from './api'
export { default as DoctorRow, openDoctor } from './components/DoctorRow'
export { default as DoctorDirectory } from './components/DoctorDirectory'
export { default as StudioRow, openStudio } from './components/StudioRow'
export { default as StudioSections } from './components/StudioSections'
export { default as EntryPart } from './components/EntryParts'
export { loginAndReturn, useStudioGroup } from './components/useStudioGroup'
export * from './texts'
