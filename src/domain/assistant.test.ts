import {
  ASSISTANT_DISCLAIMER,
  ASSISTANT_LIMITS,
  detectRedFlag,
  detectRefusal,
  keepTogether,
  openingText,
  planAnswer,
  questionProblem,
  RED_FLAGS,
  redFlagText,
} from './assistant'
import { CATEGORIES, triage } from './triage/redFlags'

describe('red flags: found by the rule table, answered with 120 and the emergency page first', () => {
  test.each([
    ['胸口疼得厉害怎么办', 'chest_pain'],
    ['突然胸痛出冷汗', 'chest_pain'],
    ['心口压得慌，喘不上气', 'chest_pain'],
    ['我爸早上起来嘴歪了，说话不清楚', 'stroke'],
    ['妈妈左边手脚突然没力气', 'stroke'],
    ['突然看不清东西还头晕', 'stroke'],
    ['我不想活了', 'suicide'],
    ['有时候想结束自己的生命', 'suicide'],
    ['怀孕8周，今天出血很多', 'pregnancy_bleeding'],
    ['孕晚期见红了怎么办', 'pregnancy_bleeding'],
    ['医生说可能是宫外孕', 'pregnancy_bleeding'],
    ['孩子呼吸困难', 'breathing'],
    ['老人叫不醒', 'unconscious'],
    ['宝宝发烧抽搐了', 'unconscious'],
    ['伤口血流不止', 'bleeding'],
    ['孩子误服了降压药', 'poisoning'],
    ['吃了海鲜过敏，喉咙发紧', 'allergy'],
    ['胸 口 痛', 'chest_pain'], // spaces
    ['ＣＨＥＳＴ　ＰＡＩＮ', 'chest_pain'], // full-width letters and space
    // issue 29: the everyday rewordings that got article excerpts before
    ['呼吸很困难', 'breathing'],
    ['喘不上来气', 'breathing'],
    ['胸闷得厉害，喘不动气', 'chest_pain'],
    ['胸部一阵阵剧烈的疼痛', 'chest_pain'],
    ['I have severe chest pain and cannot breathe', 'chest_pain'],
    // the categories added with it
    ['突然头痛欲裂', 'headache'],
    ['被开水烫伤了一大片', 'trauma_burn'],
    ['家里燃气泄漏了', 'gas'],
  ])('%s -> %s', (q, id) => {
    expect(detectRedFlag(q)?.id).toBe(id)
  })

  test.each([
    ['体检前要空腹吗'],
    ['心脑血管专项套餐包含什么'],
    ['高血压患者怎么在家测血压'],
    ['抽血会疼吗'],
    ['孕妇可以做哪些体检'],
    ['中风风险筛查查什么'],
    ['胸部CT检查需要空腹吗'],
    ['没有胸痛，只是想查查心脏'], // negation
    ['以前得过心梗，现在体检选哪个套餐'], // history
    ['一氧化碳中毒怎么预防'], // a question about it
  ])('no red flag: %s', (q) => {
    expect(detectRedFlag(q)).toBeNull()
  })

  test('every rule opens with 120 and points to the emergency page; the mental-health one adds 12356; nothing else is answered', () => {
    for (const rule of RED_FLAGS) {
      const text = redFlagText(rule)
      expect(text.startsWith('【紧急提醒】')).toBe(true)
      expect(text).toContain('120')
      expect(text).toContain('急救热线')
    }
    const suicide = RED_FLAGS.find((r) => r.id === 'suicide')!
    expect(redFlagText(suicide)).toContain('12356')
    const gas = RED_FLAGS.find((r) => r.id === 'gas')!
    expect(redFlagText(gas)).toContain('119')
    expect(redFlagText(gas).indexOf('120')).toBeLessThan(redFlagText(gas).indexOf('119'))
    expect(planAnswer('我不想活了').answer).toBe(false)
    expect(planAnswer('胸口疼得厉害怎么办').answer).toBe(false)
    expect(planAnswer('体检前要空腹吗').answer).toBe(true)
  })
})

test('every category of the matcher has its answer, and only those', () => {
  expect(RED_FLAGS.map((r) => r.id).sort()).toEqual(CATEGORIES.map((c) => c.id).sort())
})

describe('the matcher reads people, not patterns', () => {
  test.each([
    ['胸口  特别  特别  疼', ['chest_pain']], // fillers and intensifiers between the words
    ['心口一阵一阵绞着疼', ['chest_pain']],
    ['胸囗痛', ['chest_pain']], // 囗 typed for 口
    ['呼息困难', ['breathing']], // 息 typed for 吸
    ['胸痛中心在几楼', []], // a question about a department
    ['胸痛中心在几楼？我爸现在胸口疼', ['chest_pain']], // ... unless it is happening now
    ['不胸闷也不胸痛', []],
    ['我不想活了，心理咨询多少钱', ['suicide']], // thoughts of suicide always fire
    ['孕妇可以做哪些体检', []],
    ['怀孕了，下面流血', ['pregnancy_bleeding']],
    ['抽血后针眼有点渗血', []],
    ['伤口的血止不住', ['bleeding']],
    ["my chest hurts and i can't breathe", ['chest_pain', 'breathing']],
  ])('%s -> %j', (q, ids) => {
    expect(triage(q).categories).toEqual(ids)
  })
})

describe('refusals: never a dose, never a diagnosis', () => {
  test.each([
    ['降压药一天吃几片', 'dose'],
    ['布洛芬吃多少合适', 'dose'],
    ['体检前要停降压药吗', 'dose'],
    ['阿司匹林的剂量是多少', 'dose'],
    ['二甲双胍500mg怎么吃', 'dose'],
    ['我是不是得了糖尿病', 'diagnosis'],
    ['血压150/95是什么病', 'diagnosis'],
    ['肺结节严不严重', 'diagnosis'],
    ['帮我诊断一下', 'diagnosis'],
  ])('%s -> %s', (q, kind) => {
    expect(detectRefusal(q)).toBe(kind)
  })

  test.each([['HPV疫苗注射多少钱'], ['体检前能喝多少水'], ['胸部CT片子多久能拿'], ['乳腺彩超查什么'], ['入职体检套餐多少钱']])(
    'answered normally: %s',
    (q) => {
      expect(detectRefusal(q)).toBeNull()
    },
  )
})

describe('the opening of an answer', () => {
  test('red flag first, then the refusal; nothing for an ordinary question', () => {
    const text = openingText(planAnswer('胸口痛，硝酸甘油吃几片'))
    expect(text.indexOf('120')).toBeLessThan(text.indexOf('用药剂量'))
    expect(text.startsWith('【紧急提醒】')).toBe(true)
    expect(openingText(planAnswer('体检前要空腹吗'))).toBe('')
  })

  test('the disclaimer says it is automated and not a doctor', () => {
    expect(ASSISTANT_DISCLAIMER).toMatch(/自动化/)
    expect(ASSISTANT_DISCLAIMER).toMatch(/不是医生/)
  })

  test.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['问'.repeat(ASSISTANT_LIMITS.maxChars), null],
    ['问'.repeat(ASSISTANT_LIMITS.maxChars + 1), 'too_long'],
    ['😀'.repeat(ASSISTANT_LIMITS.maxChars), null], // code points, not UTF-16 units
  ])('question %#', (q, problem) => {
    expect(questionProblem(q)).toBe(problem)
  })
})

describe('keepTogether (issue 35: "140/90" must not break across lines)', () => {
  test.each<[string, string[]]>([
    ['血压 140/90，需要马上吃药吗？', ['140/90']],
    ['升高到 180/110 mmHg 以上', ['180/110 mmHg']],
    ['家庭自测 ≥135/85 mmHg。', ['≥135/85 mmHg']],
    ['空腹 6.1～7.0 mmol/L 为空腹血糖受损', ['6.1～7.0 mmol/L']],
    ['体温超过 38.5 ℃ 时', ['38.5 ℃']],
    ['连续测量 7 天，2 小时内', []],
    ['没有数字', []],
  ])('%s', (text, kept) => {
    const pieces = keepTogether(text)
    expect(pieces.filter((p) => p.keep).map((p) => p.text)).toEqual(kept)
    expect(pieces.map((p) => p.text).join('')).toBe(text)
  })
})
