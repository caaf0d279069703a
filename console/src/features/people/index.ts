/** the doctors desk of the console: departments, doctors, studios — calls, tabs and edit drawers */
export { DepartmentsTab } from './DepartmentsTab'
export { DoctorDrawer } from './DoctorDrawer'
export { StudioDrawer } from './StudioDrawer'
export { listDepartments, listDoctors, listStudios, type Department, type Doctor, type DoctorQuery, type Studio } from './api'
