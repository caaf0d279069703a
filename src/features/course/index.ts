/** Health classes (/colledg, /moreColledg) and the how-to-use guide (/tutorial). */
export { CourseList, CourseCard } from './CourseList'
export { getCourses } from './api'
export { Tutorial } from './Tutorial'
