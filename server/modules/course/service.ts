/**
 * Health classes (/colledg, /moreColledg): the hospital's sample courses, each opening its first lesson (a hospital
 * video or an article). A hospital without courses of its own shows the shared ones (hospital_id 0).
 */
import type { CoursePage, CourseQuery } from '../../../contract/course'
import type { Validated } from '../../lib/route-plugin'
import { asset } from '../../lib/assets'
import type { AppDeps } from '../../lib/deps'

export async function sampleCourses(deps: AppDeps, hospitalId: number, q: Validated<typeof CourseQuery>): Promise<CoursePage> {
  const own = await deps.db.selectFrom('health_course').select('id').where('hospital_id', '=', hospitalId).limit(1).execute()
  const hid = own.length ? hospitalId : 0
  const cats = await deps.db
    .selectFrom('health_course')
    .select('category')
    .select((eb) => eb.fn.min('sort').as('s'))
    .where('hospital_id', '=', hid)
    .groupBy('category')
    .orderBy('s')
    .execute()
  let base = deps.db.selectFrom('health_course').where('hospital_id', '=', hid)
  const category = q.category?.trim()
  if (category) base = base.where('category', '=', category)
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0)
  const rows = await base
    .selectAll()
    .orderBy('sort')
    .orderBy('id')
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
    .execute()
  return {
    list: rows.map((r) => ({
      id: r.id,
      category: r.category,
      title: r.title,
      teacher: r.teacher,
      teacherTitle: r.teacher_title,
      summary: r.summary,
      cover: asset(deps.assetHost, r.cover_path),
      lessons: r.lessons,
      learnNum: r.learn_num,
      videoId: r.video_id,
      articleId: r.article_id,
      link: r.video_id ? `/hospital-video-detail?id=${r.video_id}` : r.article_id ? `/mainArticle?id=${r.article_id}` : '/mainArticle',
    })),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    hasMore: q.pageNum * q.pageSize < total,
    categories: cats.map((c) => c.category),
  }
}
