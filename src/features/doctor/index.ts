/** The doctor feature's public face (issue 14): doctors, departments and studios. */
export { getDepartmentDetail, getDepartments, getDoctorDetail, getStudioDetail, queryDoctors } from './api'
export type { DepartmentDetail, Doctor, DoctorDetail, HisDepartment, StudioDetail } from './api'
export { default as DoctorRow, openDoctor } from './components/DoctorRow'
export { default as StudioRow, openStudio } from './components/StudioRow'
export * from './texts'
