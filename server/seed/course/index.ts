/**
 * Health classes (/colledg): eight shared sample courses (hospital 0) in three categories, each opening a seeded
 * hospital video (server/seed/content VIDEOS 1, 2) or a seeded article (9101-9112). Covers are the seed's drawn
 * article images.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../lib/db'

const COVER = (name: string) => `/assets/browse/${name}.svg`

/** [category, title, teacher, teacherTitle, summary, cover, lessons, videoId, articleId, learnNum] */
export const COURSES: Array<[string, string, string, string, string, string, number, number | null, number | null, number]> = [
  [
    '体检指导',
    '一分钟看懂体检流程',
    '体检中心',
    '护士长',
    '从预约、空腹采血到领取报告，体检当天要注意什么。',
    '/assets/content/video-1.jpg',
    3,
    1,
    null,
    1286,
  ],
  [
    '体检指导',
    '体检报告怎么看',
    '体检中心',
    '主任医师',
    '常见指标的意义，哪些异常需要复查或就医。',
    '/assets/content/video-2.jpg',
    4,
    2,
    null,
    954,
  ],
  ['慢病管理', '家庭自测血压', '王建国', '主任医师', '选对血压计、测前休息、连续测两次取平均值。', COVER('news-bp'), 2, null, 9101, 2310],
  [
    '慢病管理',
    '控糖饮食餐盘法',
    '李秀兰',
    '主任医师',
    '一半蔬菜、四分之一主食、四分之一优质蛋白。',
    COVER('news-sugar'),
    3,
    null,
    9102,
    1733,
  ],
  [
    '慢病管理',
    '冬季预防心脑血管意外',
    '心血管内科',
    '副主任医师',
    '保暖、规律服药、避免清晨剧烈运动。',
    COVER('news-bp'),
    2,
    null,
    9104,
    876,
  ],
  [
    '营养与运动',
    '科学减重从 BMI 开始',
    '营养科',
    '主治医师',
    'BMI 24 以上属于超重，28 以上属于肥胖：怎样设定目标。',
    COVER('news-sugar'),
    3,
    null,
    9103,
    1420,
  ],
  ['营养与运动', '办公室里的五分钟拉伸', '康复医学科', '治疗师', '久坐人群的颈肩腰放松动作。', COVER('news-bp'), 1, null, 9105, 640],
  ['营养与运动', '老年人防跌倒', '康复医学科', '主治医师', '居家环境、肌力训练与用药提醒。', COVER('news-sugar'), 2, null, 9106, 512],
]

export async function seedCourses(db: Kysely<DB>, opts: { now: Date }): Promise<void> {
  const have = await db.selectFrom('health_course').select('id').limit(1).execute()
  if (have.length) return
  const articles = new Set((await db.selectFrom('content_entry').select('id').where('kind', '=', 'article').execute()).map((r) => r.id))
  await db
    .insertInto('health_course')
    .values(
      COURSES.map(([category, title, teacher, teacher_title, summary, cover_path, lessons, video_id, article_id, learn_num], i) => ({
        hospital_id: 0,
        category,
        title,
        teacher,
        teacher_title,
        summary,
        cover_path,
        lessons,
        video_id,
        article_id: article_id && articles.has(article_id) ? article_id : null,
        learn_num,
        sort: i + 1,
        publish_time: new Date(opts.now.getTime() - (i + 1) * 86_400_000),
      })),
    )
    .execute()
}
