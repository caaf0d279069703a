import {
  cleanAnswers,
  scoreAnswers,
  submissionsLeft,
  surveyStatus,
  validateAnswers,
  validateSchema,
  visibleQuestions,
  type SurveySchema,
} from './survey'

const schema: SurveySchema = {
  questions: [
    {
      id: 'smoke',
      type: 'single',
      title: '是否吸烟',
      required: true,
      options: [
        { value: 'no', label: '不吸烟', score: 0 },
        { value: 'yes', label: '吸烟', score: 3, suggests: ['胸部低剂量CT'] },
      ],
    },
    { id: 'years', type: 'number', title: '吸烟年数', required: true, min: 0, max: 80, showIf: { questionId: 'smoke', anyOf: ['yes'] } },
    {
      id: 'packs',
      type: 'single',
      title: '每日吸烟量',
      required: true,
      options: [
        { value: 'few', label: '少于10支', score: 1 },
        { value: 'many', label: '10支以上', score: 2 },
      ],
      showIf: { questionId: 'smoke', anyOf: ['yes'] },
    },
    { id: 'after', type: 'text', title: '戒烟计划', showIf: { questionId: 'packs', anyOf: ['many'] }, maxLength: 10 },
    {
      id: 'family',
      type: 'multiple',
      title: '家族病史',
      maxChoices: 2,
      options: [
        { value: 'crc', label: '结直肠癌', score: 2, suggests: ['肿瘤标志物'] },
        { value: 'dm', label: '糖尿病', score: 1, suggests: ['糖化血红蛋白'] },
        { value: 'ht', label: '高血压', score: 1 },
      ],
    },
    { id: 'born', type: 'date', title: '出生日期', required: true },
    { id: 'mood', type: 'scale', title: '近期睡眠', required: true },
    {
      id: 'grid',
      type: 'matrix',
      title: '饮食',
      required: true,
      rows: [
        { id: 'veg', label: '蔬菜' },
        { id: 'oil', label: '油炸' },
      ],
      options: [
        { value: 'often', label: '经常', score: 1 },
        { value: 'rare', label: '很少', score: 0 },
      ],
    },
  ],
  bands: [
    { min: 0, label: '低风险', advice: '保持' },
    { min: 4, label: '中风险', advice: '关注' },
    { min: 8, label: '高风险', advice: '建议体检' },
  ],
}

const base = { smoke: 'no', born: '1980-05-01', mood: 3, grid: { veg: 'often', oil: 'rare' } }

describe('visibleQuestions: conditional display follows chains', () => {
  it.each([
    ['a non-smoker does not see the smoking questions', { smoke: 'no' }, ['smoke', 'family', 'born', 'mood', 'grid']],
    ['a smoker sees years and packs', { smoke: 'yes' }, ['smoke', 'years', 'packs', 'family', 'born', 'mood', 'grid']],
    [
      'the third level shows with many packs',
      { smoke: 'yes', packs: 'many' },
      ['smoke', 'years', 'packs', 'after', 'family', 'born', 'mood', 'grid'],
    ],
    [
      'a stale packs answer does not show the third level once the trigger hides',
      { smoke: 'no', packs: 'many' },
      ['smoke', 'family', 'born', 'mood', 'grid'],
    ],
  ])('%s', (_, answers, ids) => {
    expect(visibleQuestions(schema, answers).map((q) => q.id)).toEqual(ids)
  })
})

describe('validateAnswers: the §5 messages, first error first', () => {
  it.each([
    ['all fine', base, []],
    ['a missing choice says 请选择', { ...base, smoke: undefined }, ['请选择是否吸烟']],
    ['a missing typed number says 请输入', { ...base, smoke: 'yes', packs: 'few' }, ['请输入吸烟年数']],
    ['a number out of range', { ...base, smoke: 'yes', packs: 'few', years: 81 }, ['吸烟年数应在0-80之间']],
    ['a number that is not a number', { ...base, smoke: 'yes', packs: 'few', years: 'x' as unknown as number }, ['请输入数字']],
    ['an unknown option', { ...base, smoke: 'maybe' }, ['所选答案不在选项中']],
    ['too many choices', { ...base, family: ['crc', 'dm', 'ht'] }, ['最多可选2项']],
    ['a repeated choice', { ...base, family: ['crc', 'crc'] }, ['所选答案不在选项中']],
    ['a bad date', { ...base, born: '1980-13-45' }, ['请选择出生日期']],
    ['a scale out of bounds', { ...base, mood: 6 }, ['请选择近期睡眠']],
    ['a scale at the bounds is fine', { ...base, mood: 1 }, []],
    ['a matrix row missing', { ...base, grid: { veg: 'often' } }, ['请选择饮食：油炸']],
    ['a matrix with an unknown row', { ...base, grid: { veg: 'often', oil: 'rare', meat: 'rare' } }, ['所选答案不在选项中']],
    ['text too long', { ...base, smoke: 'yes', years: 3, packs: 'many', after: '一二三四五六七八九十十' }, ['回答不能超过10个字']],
    ['blank text of an optional question is fine', { ...base, smoke: 'yes', years: 3, packs: 'many', after: '   ' }, []],
    ['a hidden required question is not asked', { ...base, smoke: 'no', years: undefined }, []],
  ])('%s', (_, answers, messages) => {
    expect(validateAnswers(schema, answers).map((e) => e.message)).toEqual(messages)
  })
})

describe('cleanAnswers keeps only what was visible and answered', () => {
  it('drops the stale smoking answers of a non-smoker and blank answers', () => {
    expect(cleanAnswers(schema, { ...base, years: 10, packs: 'many', family: [] })).toEqual(base)
  })
})

describe('scoreAnswers: score, band at each boundary, suggestions once', () => {
  it.each([
    // base: grid veg often (1) = 1
    ['non-smoker', base, 1, '低风险', []],
    ['3 points is still low', { ...base, family: ['crc'] }, 3, '低风险', ['肿瘤标志物']],
    ['4 points is the medium boundary', { ...base, family: ['crc', 'dm'] }, 4, '中风险', ['肿瘤标志物', '糖化血红蛋白']],
    ['a smoker with many packs: 1 + 3 + 2 = 6', { ...base, smoke: 'yes', years: 10, packs: 'many' }, 6, '中风险', ['胸部低剂量CT']],
    [
      '8 points is the high boundary',
      { ...base, smoke: 'yes', years: 1, packs: 'many', family: ['crc'] },
      8,
      '高风险',
      ['胸部低剂量CT', '肿瘤标志物'],
    ],
    ['hidden answers do not count', { ...base, smoke: 'no', packs: 'many' }, 1, '低风险', []],
  ])('%s', (_, answers, score, label, suggests) => {
    const r = scoreAnswers(schema, answers)
    expect(r.score).toBe(score)
    expect(r.band?.label).toBe(label)
    expect(r.suggests).toEqual(suggests)
  })
  it('a survey without bands has no score', () => {
    expect(scoreAnswers({ questions: schema.questions }, base)).toEqual({ score: null, band: null, suggests: [] })
  })
})

describe('validateSchema', () => {
  const q = (o: object) => ({ id: 'a', type: 'text', title: 'A', ...o })
  it.each([
    ['the test schema', schema, null],
    ['duplicate ids', { questions: [q({}), q({})] }, '第2题的编号重复或为空'],
    ['a choice without options', { questions: [q({ type: 'single' })] }, '第1题缺少选项'],
    ['a matrix without rows', { questions: [q({ type: 'matrix', options: [{ value: 'x', label: 'X' }] })] }, '第1题缺少行'],
    [
      'a condition on a later question',
      { questions: [q({ showIf: { questionId: 'b', anyOf: ['x'] } }), q({ id: 'b' })] },
      '第1题的显示条件只能引用前面的题目',
    ],
    ['an unknown type', { questions: [q({ type: 'slider' })] }, '第1题的题型无效'],
    [
      'a condition on a missing question',
      { questions: [q({ showIf: { questionId: 'zz', anyOf: ['x'] } })] },
      '第1题的显示条件只能引用前面的题目',
    ],
    [
      'a condition on an option the trigger does not have',
      {
        questions: [
          q({ id: 's', type: 'single', options: [{ value: 'y', label: '是' }] }),
          q({ id: 't', showIf: { questionId: 's', anyOf: ['n'] } }),
        ],
      },
      '第2题的显示条件引用了第1题没有的选项',
    ],
    [
      'a condition without values',
      {
        questions: [
          q({ id: 's', type: 'single', options: [{ value: 'y', label: '是' }] }),
          q({ id: 't', showIf: { questionId: 's', anyOf: [] } }),
        ],
      },
      '第2题的显示条件缺少选项',
    ],
    [
      'repeated option values',
      {
        questions: [
          q({
            type: 'single',
            options: [
              { value: 'y', label: '是' },
              { value: 'y', label: '否' },
            ],
          }),
        ],
      },
      '第1题的选项重复',
    ],
    [
      'bands out of order',
      {
        questions: [q({})],
        bands: [
          { min: 5, label: 'a', advice: '' },
          { min: 5, label: 'b', advice: '' },
        ],
      },
      '分数段必须按分数从低到高排列',
    ],
  ])('%s', (_, s, message) => {
    expect(validateSchema(s as SurveySchema)).toBe(message)
  })
})

describe('submissionsLeft', () => {
  it.each([
    [1, 0, 1],
    [1, 1, 0],
    [3, 5, 0],
    [0, 9, Number.POSITIVE_INFINITY],
  ])('max %i, done %i → %s', (max, done, left) => {
    expect(submissionsLeft(max, done)).toBe(left)
  })
})

describe('surveyStatus: start inclusive, end exclusive', () => {
  const start = new Date('2026-03-01T00:00:00Z')
  const end = new Date('2026-04-01T00:00:00Z')
  it.each([
    ['disabled', false, start, end, '2026-03-10T00:00:00Z', 'closed'],
    ['before the start', true, start, end, '2026-02-28T23:59:59Z', 'notStarted'],
    ['at the start', true, start, end, '2026-03-01T00:00:00Z', 'open'],
    ['a moment before the end', true, start, end, '2026-03-31T23:59:59Z', 'open'],
    ['at the end', true, start, end, '2026-04-01T00:00:00Z', 'ended'],
    ['no window', true, null, null, '2030-01-01T00:00:00Z', 'open'],
  ])('%s', (_, enabled, startAt, endAt, now, status) => {
    expect(surveyStatus({ enabled, startAt, endAt }, new Date(now))).toBe(status)
  })
})
