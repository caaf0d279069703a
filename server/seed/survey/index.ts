/**
 * Seeded questionnaires (every hospital): a pre-check-up health questionnaire (scored, lifestyle and history), the
 * "1 + X" check-up questionnaire (/one-plus-answer: suggests add-on screenings from the answers, after the
 * 中国健康体检专家共识 "1+X" idea: a base package plus screenings chosen by risk), and a satisfaction survey
 * (scale, matrix, text; three answers per person). The demo user gets two follow-up items that open them.
 * Idempotent: keyed by the survey code; the schemas are checked by src/domain validateSchema before insert.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../lib/db/schema'
import { validateSchema, type SurveySchema } from '../../../src/domain/survey'

const yesNo = (yesScore: number, suggests?: string[]) => [
  { value: 'no', label: '否', score: 0 },
  { value: 'yes', label: '是', score: yesScore, ...(suggests ? { suggests } : {}) },
]

export const PRE_CHECKUP: SurveySchema = {
  questions: [
    {
      id: 'sex',
      type: 'single',
      title: '性别',
      required: true,
      options: [
        { value: 'm', label: '男' },
        { value: 'f', label: '女' },
      ],
    },
    { id: 'birth', type: 'date', title: '出生日期', required: true },
    { id: 'height', type: 'number', title: '身高', unit: 'cm', min: 50, max: 250, required: true },
    { id: 'weight', type: 'number', title: '体重', unit: 'kg', min: 10, max: 300, required: true },
    {
      id: 'smoke',
      type: 'single',
      title: '吸烟情况',
      required: true,
      options: [
        { value: 'never', label: '从不吸烟', score: 0 },
        { value: 'quit', label: '已戒烟', score: 1 },
        { value: 'now', label: '目前吸烟', score: 3 },
      ],
    },
    {
      id: 'smokeAmount',
      type: 'single',
      title: '每日吸烟量',
      required: true,
      showIf: { questionId: 'smoke', anyOf: ['now'] },
      options: [
        { value: 'lt10', label: '10支以下', score: 1 },
        { value: 'ge10', label: '10支及以上', score: 2 },
      ],
    },
    {
      id: 'drink',
      type: 'single',
      title: '饮酒情况',
      required: true,
      options: [
        { value: 'never', label: '不饮酒', score: 0 },
        { value: 'sometimes', label: '偶尔饮酒', score: 1 },
        { value: 'often', label: '每周3次及以上', score: 2 },
      ],
    },
    {
      id: 'exercise',
      type: 'single',
      title: '每周运动（30分钟以上）次数',
      required: true,
      options: [
        { value: 'ge3', label: '3次及以上', score: 0 },
        { value: '1to2', label: '1-2次', score: 1 },
        { value: 'none', label: '几乎不运动', score: 2 },
      ],
    },
    {
      id: 'history',
      type: 'multiple',
      title: '已确诊的慢性病（可多选）',
      options: [
        { value: 'ht', label: '高血压', score: 2 },
        { value: 'dm', label: '糖尿病', score: 2 },
        { value: 'lipid', label: '血脂异常', score: 1 },
        { value: 'fatty', label: '脂肪肝', score: 1 },
        { value: 'thyroid', label: '甲状腺疾病', score: 1 },
      ],
    },
    {
      id: 'family',
      type: 'multiple',
      title: '直系亲属患病史（可多选）',
      options: [
        { value: 'cvd', label: '冠心病或脑卒中', score: 2 },
        { value: 'dm', label: '糖尿病', score: 1 },
        { value: 'cancer', label: '恶性肿瘤', score: 2 },
      ],
    },
    { id: 'sleep', type: 'scale', title: '近一个月睡眠质量（1很差，5很好）', required: true, min: 1, max: 5 },
    { id: 'allergy', type: 'text', title: '药物或食物过敏史（没有可不填）', maxLength: 200 },
  ],
  bands: [
    { min: 0, label: '低风险', advice: '生活方式总体良好，建议按年龄做常规体检，保持规律作息和运动。' },
    { min: 5, label: '中风险', advice: '存在一些健康风险因素，建议在常规体检基础上关注血压、血糖、血脂，并改善生活方式。' },
    { min: 10, label: '较高风险', advice: '风险因素较多，建议尽快体检，并在医生指导下评估心脑血管和代谢风险。' },
  ],
}

export const ONE_PLUS: SurveySchema = {
  questions: [
    {
      id: 'sex',
      type: 'single',
      title: '性别',
      required: true,
      options: [
        { value: 'm', label: '男', suggests: [] },
        { value: 'f', label: '女', suggests: [] },
      ],
    },
    {
      id: 'age',
      type: 'single',
      title: '年龄段',
      required: true,
      options: [
        { value: 'lt40', label: '40岁以下' },
        { value: '40to49', label: '40-49岁', suggests: ['肿瘤标志物'] },
        { value: 'ge50', label: '50岁及以上', suggests: ['肿瘤标志物', '骨密度'] },
      ],
    },
    {
      id: 'sexLife',
      type: 'single',
      title: '是否已婚或有性生活',
      required: true,
      showIf: { questionId: 'sex', anyOf: ['f'] },
      options: [
        { value: 'no', label: '否', suggests: ['乳腺彩超'] },
        { value: 'yes', label: '是', suggests: ['乳腺彩超', '妇科检查'] },
      ],
    },
    {
      id: 'prostate',
      type: 'single',
      title: '是否有尿频、夜尿增多',
      required: true,
      showIf: { questionId: 'sex', anyOf: ['m'] },
      options: yesNo(1, ['前列腺彩超']),
    },
    { id: 'smoker', type: 'single', title: '是否长期吸烟（10年以上）', required: true, options: yesNo(2, ['胸部低剂量CT']) },
    { id: 'stomach', type: 'single', title: '是否常有胃部不适、反酸或口臭', required: true, options: yesNo(1, ['C13呼气试验']) },
    { id: 'sugar', type: 'single', title: '是否有糖尿病家族史或血糖偏高', required: true, options: yesNo(1, ['糖化血红蛋白']) },
    {
      id: 'neck',
      type: 'single',
      title: '是否有颈部肿大或体检发现甲状腺结节',
      required: true,
      options: yesNo(1, ['甲状腺彩超', '甲状腺功能']),
    },
    { id: 'heart', type: 'single', title: '是否有胸闷、心悸或高血压', required: true, options: yesNo(1, ['心脏彩超']) },
  ],
}

export const SATISFACTION: SurveySchema = {
  questions: [
    { id: 'overall', type: 'scale', title: '您对本次服务的总体满意度', required: true, min: 1, max: 5 },
    {
      id: 'aspects',
      type: 'matrix',
      title: '请评价以下方面',
      required: true,
      rows: [
        { id: 'booking', label: '预约流程' },
        { id: 'waiting', label: '等候时间' },
        { id: 'staff', label: '医护态度' },
        { id: 'report', label: '报告解读' },
      ],
      options: [
        { value: 'good', label: '满意' },
        { value: 'ok', label: '一般' },
        { value: 'bad', label: '不满意' },
      ],
    },
    {
      id: 'recommend',
      type: 'single',
      title: '您是否愿意向亲友推荐我院的服务',
      required: true,
      options: [
        { value: 'yes', label: '愿意' },
        { value: 'maybe', label: '不确定' },
        { value: 'no', label: '不愿意' },
      ],
    },
    {
      id: 'why',
      type: 'text',
      title: '请告诉我们不愿推荐的原因',
      required: true,
      maxLength: 300,
      showIf: { questionId: 'recommend', anyOf: ['no'] },
    },
    { id: 'advice', type: 'text', title: '其他意见或建议', maxLength: 500 },
  ],
}

export const SEED_SURVEYS = [
  {
    code: 'pre-checkup',
    kind: 'survey',
    title: '体检前健康问卷',
    intro: '请在体检前如实填写，帮助医生了解您的生活方式和健康史，约需3分钟。您的回答仅用于本次健康评估。',
    schema: PRE_CHECKUP,
    max_per_person: 1,
    sensitive: true,
  },
  {
    code: 'one-plus',
    kind: 'onePlus',
    title: '“1+X”体检项目自测',
    intro: '回答几个问题，我们会根据您的情况推荐在基础体检之外值得加做的筛查项目。',
    schema: ONE_PLUS,
    max_per_person: 0,
    sensitive: true,
  },
  {
    code: 'satisfaction',
    kind: 'survey',
    title: '就医服务满意度调查',
    intro: '感谢您使用我院的健康服务，请花1分钟为我们打分，您的意见会帮助我们改进。',
    schema: SATISFACTION,
    max_per_person: 3,
    sensitive: false,
  },
] as const

export async function seedSurveys(db: Kysely<DB>, opts: { now: Date; demoPhone?: string }): Promise<void> {
  for (const s of SEED_SURVEYS) {
    const problem = validateSchema(s.schema)
    if (problem) throw new Error(`seed survey ${s.code}: ${problem}`)
  }
  await db
    .insertInto('survey')
    .values(
      SEED_SURVEYS.map((s) => ({
        hospital_id: null,
        code: s.code,
        kind: s.kind,
        title: s.title,
        intro: s.intro,
        schema: JSON.stringify(s.schema),
        max_per_person: s.max_per_person,
        start_at: null,
        end_at: null,
        status: 1,
        sensitive: s.sensitive,
        created_at: opts.now,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute()
  if (!opts.demoPhone) return
  const demo = await db.selectFrom('app_user').select('id').where('phone', '=', opts.demoPhone).executeTakeFirst()
  if (!demo) return
  const has = await db.selectFrom('survey_task').select('id').where('user_id', '=', demo.id).executeTakeFirst()
  if (has) return
  const ids = Object.fromEntries((await db.selectFrom('survey').select(['id', 'code']).execute()).map((r) => [r.code, r.id]))
  await db
    .insertInto('survey_task')
    .values([
      {
        user_id: demo.id,
        survey_id: ids['pre-checkup'],
        kind: 'task',
        title: '体检前请填写健康问卷',
        relation_id: '',
        clicked_at: null,
        created_at: opts.now,
      },
      {
        user_id: demo.id,
        survey_id: ids.satisfaction,
        kind: 'plan',
        title: '就医后满意度回访',
        relation_id: '',
        clicked_at: null,
        created_at: opts.now,
      },
    ])
    .execute()
}
