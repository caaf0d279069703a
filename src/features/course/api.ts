/** The health classes (contract/course.ts): GET /zeus/article/querySampleCourseList. */
import type { CoursePage } from '@contract/course'
import { request } from '@/shared/request/request'

export const getCourses = (q: { category?: string; pageNum?: number; pageSize?: number }) =>
  request<CoursePage>({
    prefix: 'zeus',
    url: 'article/querySampleCourseList',
    method: 'GET',
    data: Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')),
    silent: true,
  })
