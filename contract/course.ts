/** API contract of the health classes (/colledg, /moreColledg; SPEC §7 Home: GET article/querySampleCourseList). */
import { Count, Default, Id, Nullable, PageNum, StrictObject, Type, type Static } from './lib'

export const Course = StrictObject({
  id: Id(),
  category: Type.String(),
  title: Type.String(),
  teacher: Type.String(),
  teacherTitle: Type.String(),
  summary: Type.String(),
  cover: Type.String(),
  lessons: Count(),
  learnNum: Count(),
  /** the first lesson: a hospital video or an article of the hospital's content */
  videoId: Nullable(Id()),
  articleId: Nullable(Id()),
  /** where the course opens: '/hospital-video-detail?id=..' or '/mainArticle?id=..' */
  link: Type.String(),
})
export type Course = Static<typeof Course>

/** GET /zeus/article/querySampleCourseList?category=&pageNum=&pageSize= */
export const CourseQuery = StrictObject({
  category: Type.Optional(Type.String({ maxLength: 20 })),
  pageNum: Default(Type.Integer({ minimum: 1, maximum: 100000 }), 1),
  pageSize: Default(Type.Integer({ minimum: 1, maximum: 100 }), 10),
})
export type CourseQuery = Static<typeof CourseQuery>

export const CoursePage = StrictObject({
  list: Type.Array(Course),
  total: Count(),
  pageNum: PageNum(),
  pageSize: Count(),
  hasMore: Type.Boolean(),
  /** every category of the hospital's courses, in order */
  categories: Type.Array(Type.String()),
})
export type CoursePage = Static<typeof CoursePage>
