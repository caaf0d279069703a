/**
 * examItemKind and preparationNotices (src/domain/checkup/preparation.ts).
 */
import { PREPARATION_NOTICES, examItemKind, preparationNotices, type ExamItemKind } from './preparation'

describe('examItemKind and preparationNotices', () => {
  test.each<[string, ExamItemKind]>([
    ['空腹血糖', 'blood'], // "空腹" is not an abdominal ultrasound
    ['血常规', 'blood'],
    ['肝功能', 'blood'],
    ['肾功能', 'blood'],
    ['血脂四项', 'blood'],
    ['糖化血红蛋白', 'blood'],
    ['甲状腺功能', 'blood'],
    ['肿瘤标志物（AFP、CEA）', 'blood'],
    ['尿酸', 'blood'], // not a urine test
    ['尿常规', 'urine'],
    ['便常规+隐血', 'stool'],
    ['腹部彩超', 'abdominalUltrasound'],
    ['肝胆胰脾彩超', 'abdominalUltrasound'],
    ['子宫附件彩超', 'pelvicUltrasound'],
    ['前列腺彩超', 'pelvicUltrasound'],
    ['经阴道子宫附件彩超', 'transvaginalUltrasound'],
    ['甲状腺彩超', 'ultrasound'],
    ['乳腺彩超', 'ultrasound'],
    ['颈动脉彩超', 'ultrasound'],
    ['胸部DR', 'radiology'],
    ['低剂量螺旋CT', 'radiology'],
    ['骨密度', 'radiology'],
    ['乳腺钼靶', 'mammography'],
    ['头颅MRI', 'mri'],
    ['TCT', 'gynaecology'], // not a CT
    ['HPV检测', 'gynaecology'],
    ['妇科检查', 'gynaecology'],
    ['C13呼气试验', 'breathTest'],
    ['C14呼气试验', 'breathTest'],
    ['心电图', 'ecg'],
    ['血压', 'physical'],
    ['内科', 'physical'],
    ['无痛胃镜', 'endoscopy'],
    ['健康咨询', 'other'],
  ])('%s is %s', (name, kind) => expect(examItemKind(name)).toBe(kind))

  test('a package: deduplicated notices in display order, with the items each applies to', () => {
    const notices = preparationNotices([
      { name: '血常规' },
      { name: '肝功能' },
      { name: '腹部彩超' },
      { name: '子宫附件彩超' },
      { name: '胸部DR' },
      { name: 'C13呼气试验' },
      { name: '尿常规' },
      { itemName: 'TCT' },
      { name: '健康咨询' },
    ])
    expect(notices.map((n) => n.id)).toEqual([
      'fasting',
      'order',
      'fullBladder',
      'menstruation',
      'gynaecology',
      'breathTest',
      'noMetal',
      'urine',
    ])
    const byId = Object.fromEntries(notices.map((n) => [n.id, n]))
    expect(byId.fasting.items).toEqual(['血常规', '肝功能', '腹部彩超'])
    expect(byId.menstruation.items).toEqual(['尿常规', 'TCT'])
    expect(byId.noMetal.text).toBe(PREPARATION_NOTICES.noMetal)
    expect(byId.fasting.text).toContain('空腹')
    expect(byId.fullBladder.text).toContain('憋尿')
  })

  test.each<[Array<{ name: string; kind?: ExamItemKind }>, string[]]>([
    [[{ name: '血常规' }], ['fasting']],
    [[{ name: '子宫附件彩超' }], ['fullBladder']], // no "order" notice without a fasting item
    [[{ name: '经阴道彩超' }], ['emptyBladder', 'menstruation', 'gynaecology']],
    [[{ name: '乳腺钼靶' }], ['noMetal', 'mammography']],
    [[{ name: '心电图' }, { name: '血压' }], ['ecg']],
    [[{ name: '自定义项目', kind: 'radiology' }], ['noMetal']], // a configured kind wins over the name
    [[], []],
  ])('%p → %p', (items, ids) => expect(preparationNotices(items).map((n) => n.id)).toEqual(ids))
})

// ================================================================ report values
