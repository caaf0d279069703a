/**
 * Preparation notices per exam item type (fasting, bladder, no metal, ...), derived from the items' names.
 */
import { GYNAECOLOGY_ITEM_PATTERN } from './eligibility'

// ================================================================ preparation notices

/** The preparation-relevant type of an exam item. */
export type ExamItemKind =
  | 'physical'
  | 'blood'
  | 'urine'
  | 'stool'
  | 'abdominalUltrasound'
  | 'pelvicUltrasound'
  | 'transvaginalUltrasound'
  | 'ultrasound'
  | 'radiology'
  | 'mammography'
  | 'mri'
  | 'gynaecology'
  | 'breathTest'
  | 'ecg'
  | 'endoscopy'
  | 'other'

/**
 * The kind of an item from its name, in this order (earlier rules win): breath test (C13/C14),
 * gynaecology, endoscopy, ultrasound (transvaginal, pelvic/bladder/prostate = full bladder,
 * abdominal = fasting, other), mammography, MRI, radiology (DR/CT/X线/骨密度), ECG, physical
 * (血压/身高/内外科...), urine, stool, blood; else other.
 */
export function examItemKind(name: string): ExamItemKind {
  const n = name ?? ''
  if (/C1[34]|呼气试验/i.test(n)) return 'breathTest'
  if (/彩超|B超|超声/i.test(n)) {
    if (/经阴道|阴式|阴道/.test(n)) return 'transvaginalUltrasound'
    if (/子宫|附件|卵巢|盆腔|膀胱|前列腺|泌尿系/.test(n)) return 'pelvicUltrasound'
    if (/腹部|肝|胆|胰|脾/.test(n)) return 'abdominalUltrasound'
    return 'ultrasound'
  }
  if (GYNAECOLOGY_ITEM_PATTERN.test(n)) return 'gynaecology'
  if (/胃镜|肠镜|内镜/.test(n)) return 'endoscopy'
  if (/钼靶|乳腺X线/i.test(n)) return 'mammography'
  if (/核磁|磁共振|MRI/i.test(n)) return 'mri'
  if (/DR|CT|X线|X光|胸片|骨密度|数字化摄影/.test(n)) return 'radiology'
  if (/心电图|ECG|EKG/i.test(n)) return 'ecg'
  if (/血压|身高|体重|一般检查|内科|外科|眼科|耳鼻喉|口腔|视力|眼底/.test(n)) return 'physical'
  if (/尿常规|尿液|尿微量|尿沉渣|尿蛋白/.test(n)) return 'urine'
  if (/便常规|粪便|隐血|大便/.test(n)) return 'stool'
  if (
    /血|肝功|肾功|尿酸|甲状腺功能|甲功|肿瘤标志物|AFP|CEA|CA\d|PSA|乙肝|丙肝|梅毒|HIV|激素|抗体|抗原|同型半胱氨酸|电解质|凝血|维生素|微量元素/i.test(
      n,
    )
  )
    return 'blood'
  return 'other'
}

export type PreparationNoticeId =
  | 'fasting'
  | 'order'
  | 'fullBladder'
  | 'emptyBladder'
  | 'menstruation'
  | 'gynaecology'
  | 'breathTest'
  | 'noMetal'
  | 'mri'
  | 'mammography'
  | 'urine'
  | 'stool'
  | 'ecg'
  | 'endoscopy'

/** OWN: the preparation notices (common hospital check-up practice), in display order. */
export const PREPARATION_NOTICES: Readonly<Record<PreparationNoticeId, string>> = {
  fasting: '检查前一天晚餐清淡、勿饮酒，晚上10点后禁食，检查当日早晨空腹（禁食8-12小时），可少量饮水；降压药等常用药可少量水送服',
  order: '请先完成需空腹的项目（抽血、腹部彩超、C13呼气试验），再进食；需憋尿的彩超放在最后',
  fullBladder: '经腹子宫附件、膀胱、前列腺彩超需憋尿：检查前1-2小时饮水500-1000毫升，有明显尿意时再检查',
  emptyBladder: '经阴道彩超检查前请排空膀胱',
  menstruation: '月经期请勿做妇科检查、宫颈筛查（TCT/HPV）、经阴道彩超和尿常规，宜在月经干净后3-7天进行',
  gynaecology: '妇科检查前24小时（TCT/HPV检查前3天）避免性生活、阴道冲洗和阴道用药；仅适用于已婚或有性生活史的女性',
  breathTest: 'C13/C14呼气试验需空腹或餐后2小时以上进行；检查前4周内停用抗生素和铋剂，2周内停用质子泵抑制剂（如奥美拉唑）',
  noMetal:
    '放射检查（DR、CT、骨密度、钼靶）请勿穿戴带金属的衣物和饰品（如带钢圈的内衣、项链、发卡）；怀孕或可能怀孕者请勿做放射检查并提前告知医生',
  mri: '核磁共振检查前请取下所有金属物品；体内有心脏起搏器、金属植入物者请提前告知医生',
  mammography: '乳腺钼靶检查宜在月经干净后7-10天进行，检查当日勿在腋下和乳房涂抹爽身粉或止汗剂',
  urine: '尿常规请留取清晨中段尿，送检前避免大量饮水',
  stool: '便隐血检查前3天避免进食动物血、动物肝脏和大量红肉，避免服用铁剂',
  ecg: '心电图检查前请静坐休息5分钟，避免剧烈运动、吸烟和饮用咖啡',
  endoscopy: '胃肠镜检查需遵医嘱提前禁食禁水，肠镜需按要求服用泻药做肠道准备',
}

const NOTICES_BY_KIND: Readonly<Record<ExamItemKind, readonly PreparationNoticeId[]>> = {
  physical: [],
  blood: ['fasting'],
  urine: ['urine', 'menstruation'],
  stool: ['stool'],
  abdominalUltrasound: ['fasting'],
  pelvicUltrasound: ['fullBladder'],
  transvaginalUltrasound: ['emptyBladder', 'menstruation', 'gynaecology'],
  ultrasound: [],
  radiology: ['noMetal'],
  mammography: ['noMetal', 'mammography'],
  mri: ['mri'],
  gynaecology: ['menstruation', 'gynaecology'],
  breathTest: ['breathTest'],
  ecg: ['ecg'],
  endoscopy: ['fasting', 'endoscopy'],
  other: [],
}

export interface PreparationNotice {
  id: PreparationNoticeId
  text: string
  /** names of the items that need it */
  items: string[]
}

/**
 * The preparation notices of a set of items (a package plus its add-ons), deduplicated, in the
 * order of {@link PREPARATION_NOTICES}. An item may carry its kind; otherwise it is read from the
 * name ({@link examItemKind}). The "order" notice is added when fasting and full-bladder items meet.
 */
export function preparationNotices(
  items: ReadonlyArray<{ name?: string; itemName?: string; kind?: ExamItemKind | null }>,
): PreparationNotice[] {
  const found = new Map<PreparationNoticeId, string[]>()
  for (const item of items) {
    const name = item.name ?? item.itemName ?? ''
    for (const id of NOTICES_BY_KIND[item.kind ?? examItemKind(name)]) {
      const list = found.get(id) ?? []
      if (!list.includes(name)) list.push(name)
      found.set(id, list)
    }
  }
  if (found.has('fasting') && found.has('fullBladder')) found.set('order', [...found.get('fasting')!, ...found.get('fullBladder')!])
  return (Object.keys(PREPARATION_NOTICES) as PreparationNoticeId[])
    .filter((id) => found.has(id))
    .map((id) => ({ id, text: PREPARATION_NOTICES[id], items: found.get(id)! }))
}
