/**
 * Emergency numbers and first steps (issue 14, /emergencyLine). The app informs and points to 120; it never
 * diagnoses. Numbers: China's public emergency numbers (120 medical emergency, 110 police, 119 fire, 122
 * traffic accidents, 12320 public health hotline, 12356 mental health hotline). The first-aid steps follow
 * the Red Cross Society of China's public first-aid guidance (中国红十字会 普及性救护培训) in plain words.
 */

export interface EmergencyNumber {
  number: string
  name: string
  /** when to call it */
  when: string
}

export const EMERGENCY_NUMBERS: readonly EmergencyNumber[] = [
  { number: '120', name: '医疗急救', when: '突发急症、严重外伤、意识不清、呼吸困难、胸痛等危及生命的情况' },
  { number: '110', name: '报警电话', when: '遇到治安、刑事案件或人身安全受到威胁' },
  { number: '119', name: '火警', when: '火灾、燃气泄漏或被困需要救援' },
  { number: '122', name: '交通事故', when: '发生交通事故（有人受伤时同时拨打 120）' },
  { number: '12320', name: '卫生健康热线', when: '咨询健康问题、传染病防控、医疗服务投诉' },
  { number: '12356', name: '心理援助热线', when: '情绪困扰、心理危机，需要倾诉或心理支持' },
]

export interface FirstAidGuide {
  title: string
  /** signs that something is wrong */
  signs: string
  steps: readonly string[]
}

/** what to do while waiting for the ambulance (never instead of calling 120) */
export const FIRST_AID: readonly FirstAidGuide[] = [
  {
    title: '拨打 120 时说清楚',
    signs: '保持冷静，讲普通话，等对方先挂电话。',
    steps: [
      '详细地址：区、街道、小区、楼栋、单元、门牌号，附近明显标志。',
      '病人情况：年龄、性别、主要症状、发生时间、是否清醒、是否有呼吸。',
      '留下能接通的电话，保持畅通；安排人到路口或楼下接救护车。',
    ],
  },
  {
    title: '心脏骤停（心肺复苏）',
    signs: '突然倒地、拍打呼叫无反应、没有呼吸或只有叹息样呼吸。',
    steps: [
      '确认现场安全，拍打双肩大声呼叫，无反应立即拨打 120，并让旁人取附近的 AED。',
      '病人仰卧于硬地面，双手掌根重叠放在胸骨下半部（两乳头连线中点）。',
      '手臂伸直垂直按压，深度 5–6 厘米，频率每分钟 100–120 次，每次按压后让胸廓完全回弹。',
      'AED 到达后立即打开，按语音提示操作；持续按压直到急救人员到达或病人恢复呼吸。',
    ],
  },
  {
    title: '胸痛',
    signs: '胸口压榨样、紧缩样疼痛，可放射到左肩、后背、下颌，伴出汗、气短，持续不缓解。',
    steps: ['立即停止活动，坐下或半躺休息，解开衣领。', '立即拨打 120，不要自行步行或驾车去医院。', '记下疼痛开始的时间，告诉急救人员。'],
  },
  {
    title: '疑似脑卒中（中风）',
    signs: '“中风 120”：1 看脸是否不对称、口角歪斜；2 查两只手臂平举是否一侧无力；0（聆）听说话是否含糊不清。',
    steps: ['出现任何一项，立即拨打 120，记下发病时间。', '让病人平躺、头偏向一侧，不要喂水喂食喂药。', '不要自行搀扶走动，等待急救人员。'],
  },
  {
    title: '气道异物（海姆立克法）',
    signs: '进食时突然不能说话、不能咳嗽、双手抓住喉咙、面色青紫。',
    steps: [
      '成人：站在身后，一手握拳放在肚脐上方两横指处，另一手包住拳头，快速向内向上冲击，直到异物排出。',
      '1 岁以下婴儿：面朝下托在前臂上，拍背 5 次，再翻过来用两指按压胸部 5 次，交替进行。',
      '病人失去意识时，立即拨打 120 并开始心肺复苏。',
    ],
  },
  {
    title: '严重出血',
    signs: '伤口大量出血、血液喷出或浸透衣物。',
    steps: [
      '用干净的纱布或毛巾直接用力按压伤口，持续不松手。',
      '抬高受伤的肢体（无骨折时）。',
      '出血不止或面色苍白、出冷汗时，立即拨打 120。',
    ],
  },
]

/** a phone number as dialled (digits only; 025-86631120 -> 02586631120) */
export const dialable = (phone: string): string => phone.replace(/[^\d+]/g, '')
