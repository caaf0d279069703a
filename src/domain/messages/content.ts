/** Doctors, departments, studios and content pages (issue 14). DOCTOR_NOT_FOUND lives in ./page (browse). */

/** OWN: a department id that is not one of the hospital's */
export const DEPARTMENT_NOT_FOUND = '科室不存在'
/** OWN: a studio id that is not one of the hospital's */
export const STUDIO_NOT_FOUND = '工作室不存在'
/** OWN: an unknown doctor_title value in a doctor search */
export const DOCTOR_TITLE_INVALID = '医生职称不正确'
/** OWN: an article, encyclopedia entry or advice that does not exist (or is not published yet) */
export const CONTENT_NOT_FOUND = '内容不存在或已下线'
/** OWN: a video that does not exist (or is not published yet) */
export const VIDEO_NOT_FOUND = '视频不存在或已下线'
/** OWN: a location that is not a valid latitude/longitude pair */
export const LOCATION_INVALID = '位置信息不正确，请重新定位'
