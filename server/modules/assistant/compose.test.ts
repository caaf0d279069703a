/**
 * The built-in answer's composition (issue 35 item 9), table-driven on hand-made hits: which part of the answer a
 * heading feeds, the four parts in order, the department line, the general warning, the sources once (only pages
 * a sentence came from, no product next to health advice, never a page twice).
 */
import { ASSISTANT_MSG } from '../../../src/domain/messages/assistant'
import { composeAnswer, roleOfHeading, SECTION_LABEL, type ComposeDoc, type SectionRole } from './compose'
import { departmentOfAuthor, htmlSections } from './search'

const wiki: ComposeDoc = {
  id: 'c9001',
  kind: 'wiki',
  title: '高血压',
  summary: '血压持续高于正常范围的慢性病，需要长期监测和规范治疗。',
  sections: [
    { heading: '什么是高血压', text: '非同日 3 次测量诊室血压，收缩压 ≥140 mmHg 和/或舒张压 ≥90 mmHg，可诊断为高血压。' },
    { heading: '常见表现', text: '多数人没有明显症状。' },
    { heading: '日常管理', text: '减少食盐（每天不超过 5 克）、控制体重、规律运动。遵医嘱服药，不要自行停药。' },
    { heading: '何时立即就医', text: '血压突然升高到 180/110 mmHg 以上，并伴有剧烈头痛时，请立即拨打 120。' },
  ],
  text: '',
  department: '心血管内科',
  link: { title: '高血压', url: '/wiki?id=9001', kind: 'wiki' },
}
const advisory: ComposeDoc = {
  id: 'c9201',
  kind: 'advisory',
  title: '血压 140/90，需要马上吃药吗？',
  summary: '是否用药要看多次测量结果和整体心血管风险。',
  sections: [{ heading: '', text: '一次测量偏高不能诊断高血压。建议连续测量 7 天，带着记录到心内科门诊。' }],
  text: '',
  department: '心血管内科',
  link: { title: '血压 140/90，需要马上吃药吗？', url: '/mainAdvisory?id=9201', kind: 'advisory' },
}
const meter: ComposeDoc = {
  id: 'g6801',
  kind: 'service',
  title: '上臂式电子血压计',
  summary: '家用上臂式，一键测量',
  text: '家用上臂式，一键测量',
  link: { title: '上臂式电子血压计', url: '/productionDetail?goodsId=6801', kind: 'service' },
}
const pkg: ComposeDoc = {
  id: 'p6026',
  kind: 'package',
  title: '心脑血管专项筛查',
  summary: '关注心脑血管风险',
  lead: '包含血脂四项、颈动脉彩超',
  text: '',
  link: { title: '心脑血管专项筛查', url: '/checkup/packageDetail?packageId=6026', kind: 'package' },
}
const pkg2: ComposeDoc = {
  ...pkg,
  id: 'p6024',
  title: '中老年体检',
  link: { ...pkg.link, title: '中老年体检', url: '/checkup/packageDetail?packageId=6024' },
}
const noWarning: ComposeDoc = {
  id: 'c9102',
  kind: 'article',
  title: '控糖饮食的“餐盘法”',
  summary: '一个盘子分四格。',
  sections: [{ heading: '怎么做', text: '蔬菜占一半，主食和蛋白质各占四分之一。' }],
  text: '',
  department: null,
  link: { title: '控糖饮食的“餐盘法”', url: '/mainArticle?id=9102', kind: 'article' },
}
const doctor: ComposeDoc = {
  id: 'd1',
  kind: 'doctor',
  title: '内分泌科 李秀兰医生',
  summary: '糖尿病、甲状腺疾病',
  text: '',
  department: '内分泌科',
  link: { title: '李秀兰（内分泌科）', url: '/doctorDetail?id=1', kind: 'doctor' },
}

const hits = (...docs: ComposeDoc[]) => docs.map((doc, i) => ({ doc, score: 10 - i }))
/** the labels of the parts, in the order they appear */
const partsIn = (text: string) => (Object.keys(SECTION_LABEL) as SectionRole[]).filter((r) => text.includes(SECTION_LABEL[r]))

describe('roleOfHeading', () => {
  test.each<[string, SectionRole]>([
    ['什么是高血压', 'what'],
    ['诊断标准', 'what'],
    ['常见症状', 'what'],
    ['', 'what'],
    ['日常管理', 'home'],
    ['家里怎么做', 'home'],
    ['测量前', 'home'],
    ['何时就医', 'when'],
    ['什么时候看医生', 'when'],
    ['需要尽快就医', 'when'],
    ['何时立即就医', 'warning'],
    ['危险信号', 'warning'],
    ['低血糖要当心', 'warning'],
    ['立即就医的信号', 'warning'],
  ])('%s -> %s', (heading, role) => expect(roleOfHeading(heading)).toBe(role))
})

describe('composeAnswer', () => {
  test.each<[string, ComposeDoc[], SectionRole[], string[], string[]]>([
    // name, hits, parts in order, text contains, source urls
    [
      'a wiki entry: all four parts, the department of the entry, one source',
      [wiki],
      ['what', 'home', 'when', 'warning'],
      ['血压持续高于正常范围', '减少食盐', ASSISTANT_MSG.SEE_DEPARTMENT('心血管内科'), '180/110 mmHg', '120'],
      ['/wiki?id=9001'],
    ],
    [
      'a wiki entry with a Q&A: the Q&A adds its when-to-see line, both are sources',
      [wiki, advisory],
      ['what', 'home', 'when', 'warning'],
      ['带着记录到心内科门诊', '心血管内科'],
      ['/wiki?id=9001', '/mainAdvisory?id=9201'],
    ],
    [
      'a Q&A of another department is not borrowed from',
      [
        { ...noWarning, department: '儿科' },
        { ...advisory, department: '产科' },
      ],
      ['what', 'home', 'when', 'warning'],
      [ASSISTANT_MSG.SEE_DEPARTMENT('儿科'), ASSISTANT_MSG.GENERAL_WARNING],
      ['/mainArticle?id=9102'],
    ],
    [
      'an article without a department borrows nothing',
      [noWarning, advisory, doctor],
      ['what', 'home', 'warning'],
      ['一个盘子分四格'],
      ['/mainArticle?id=9102'],
    ],
    [
      'health content next to a product: the product is neither quoted nor a source',
      [wiki, meter],
      ['what', 'home', 'when', 'warning'],
      ['高于正常范围'],
      ['/wiki?id=9001'],
    ],
    [
      'an article without warning signs or department: the general 120 line, no department line',
      [noWarning],
      ['what', 'home', 'warning'],
      ['一个盘子分四格', ASSISTANT_MSG.GENERAL_WARNING],
      ['/mainArticle?id=9102'],
    ],
    [
      'an article and a doctor of its department: the doctor answers "which department"',
      [{ ...noWarning, department: '内分泌科' }, doctor],
      ['what', 'home', 'when', 'warning'],
      ['可预约本院内分泌科 李秀兰医生（擅长糖尿病、甲状腺疾病）'],
      ['/mainArticle?id=9102', '/doctorDetail?id=1'],
    ],
    [
      'a package: what it is and what it holds, named in 《》; no health warning added; one source',
      [pkg, pkg2, wiki],
      ['what'],
      ['《心脑血管专项筛查》是本院的体检套餐：关注心脑血管风险。', '包含血脂四项、颈动脉彩超'],
      ['/checkup/packageDetail?packageId=6026'],
    ],
    [
      'a product asked about directly: described as a service of the hospital',
      [meter],
      ['what'],
      ['本院提供《上臂式电子血压计》'],
      ['/productionDetail?goodsId=6801'],
    ],
  ])('%s', (_name, docs, parts, contains, sources) => {
    const { text, links } = composeAnswer(hits(...docs))
    expect(partsIn(text)).toEqual(parts)
    for (const c of contains) expect(text).toContain(c)
    expect(links.map((l) => l.url)).toEqual(sources)
    // the sources are the links, never repeated in the text; no list of titles
    expect(text).not.toMatch(/参考来源|^\d\./m)
    for (const l of links) expect(text.split(l.title).length - 1).toBeLessThanOrEqual(1)
    // short: each part at most PART_MAX plus its label and the department line
    for (const line of text.split('\n')) expect([...line].length).toBeLessThanOrEqual(140)
  })

  test('no hits: the no-match message and no links', () => {
    expect(composeAnswer([])).toEqual({ text: ASSISTANT_MSG.NO_MATCH, links: [] })
  })

  test('a page is a source once even when it feeds several parts', () => {
    const { links } = composeAnswer(hits(wiki, { ...wiki, id: 'dup' }))
    expect(links.map((l) => l.url)).toEqual(['/wiki?id=9001'])
  })
})

describe('the index documents', () => {
  test('htmlSections splits stored HTML by its headings', () => {
    expect(htmlSections('<p>引言。</p><h3>什么是A</h3><p>A 是……</p><h3>日常管理</h3><p>少盐。</p><p>多动。</p>')).toEqual([
      { heading: '', text: '引言。' },
      { heading: '什么是A', text: 'A 是……' },
      { heading: '日常管理', text: '少盐。\n多动。' },
    ])
  })

  test.each<[string, string | null]>([
    ['心血管内科', '心血管内科'],
    ['王建国 主任医师', '心血管内科'],
    ['营养科', '营养科'],
    ['医务部', null],
    ['药学部', null],
    ['张三 医师', null],
  ])('the department of the author %s is %s', (author, dept) => {
    expect(departmentOfAuthor(author, new Set(['心血管内科', '内分泌科']), new Map([['王建国', '心血管内科']]))).toBe(dept)
  })
})
