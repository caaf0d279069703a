/**
 * content module — doctors, departments and studios (routes.ts: /zeus doctors and departments;
 * studio.routes.ts: /studio-patient studios). What other modules may call.
 */
export { richNodes } from './richtext'
export {
  departmentDetail,
  doctorDetail,
  hisDepartments,
  hospitalDetail,
  licences,
  queryDoctors,
  studioDetail,
  studioMembers,
  specialitiesOf,
} from './service'
