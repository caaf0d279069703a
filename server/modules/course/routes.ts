/** /zeus/article/querySampleCourseList (anyone): the health classes of /colledg and /moreColledg */
import { Envelope } from '../../../contract/lib'
import { CoursePage, CourseQuery } from '../../../contract/course'
import { ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { sampleCourses } from './service'

export const courseRoutes: TypedRoutePlugin = async (app) => {
  app.get(
    '/article/querySampleCourseList',
    {
      schema: {
        tags: ['zeus'],
        summary: "The hospital's health classes (sample courses), by category, paged; each opens its first lesson",
        querystring: CourseQuery,
        response: { 200: Envelope(CoursePage) },
      },
    },
    async (req) => ok(await sampleCourses(app.deps, req.ctx.hospitalId, req.query)),
  )
}
