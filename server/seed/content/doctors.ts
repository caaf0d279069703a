/**
 * Doctors, departments and studios of the content seed (issue 14): more doctors (the browse seed's
 * DOCTORS takes them: 22 in all), doctors' further departments, studio teams, studio goods and the
 * doctors' service goods. Goods are named as in ../browse/catalog.ts (the seed fails on a wrong name).
 */

type SeedDoctor = [number, number, string, string, string, string, boolean, number]

/** [id, departmentId, name, title code, avatar, good at, famous, consult price]: appended to DOCTORS of ../browse/content.ts */
export const EXTRA_DOCTORS: Record<number, SeedDoctor[]> = {
  6: [
    [609, 61, '钱志远', '3', 'doctor-m1', '高血压、心力衰竭、心脏康复', false, 20],
    [610, 62, '冯雅琴', '2', 'doctor-f3', '肥胖与代谢综合征、甲状腺功能异常', false, 30],
  ],
  7: [[706, 73, '蒋天宇', '2', 'doctor-m2', '小儿消化不良、儿童过敏性疾病', false, 30]],
  8: [[806, 82, '韩淑珍', '5', 'doctor-f1', '老年慢病护理、认知障碍照护', false, 0]],
}

/** [doctorId, further departmentId] (the first department is doctor.department_id) */
export const DOCTOR_DEPARTMENTS: Array<[number, number]> = [
  [601, 66],
  [605, 66],
  [607, 66],
  [609, 66],
  [701, 72],
  [703, 74],
  [801, 83],
  [803, 82],
]

/** studioId -> [doctorId, role] in team order */
export const STUDIO_MEMBERS: Record<number, Array<[number, string]>> = {
  61: [
    [602, '负责人'],
    [610, '主诊医生'],
    [608, '糖尿病专科护士'],
  ],
  62: [
    [601, '负责人'],
    [609, '主诊医生'],
    [608, '随访护士'],
  ],
  63: [
    [605, '负责人'],
    [606, '康复治疗师'],
  ],
  71: [
    [701, '负责人'],
    [702, '主诊医生'],
    [705, '母乳喂养指导'],
  ],
  72: [
    [703, '负责人'],
    [704, '儿童保健医生'],
    [706, '主诊医生'],
  ],
  81: [
    [801, '负责人'],
    [804, '康复治疗师'],
    [805, '康复护士'],
  ],
  82: [
    [803, '负责人'],
    [802, '主诊医生'],
    [806, '照护指导护士'],
  ],
}

/** studioId -> goods names of its hospital */
export const STUDIO_GOODS: Record<number, string[]> = {
  61: ['三诺安稳+血糖仪套装（含试纸）', '糖尿病居家管理礼包', '上门采血服务', '慢病随访年卡'],
  62: ['欧姆龙上臂式电子血压计 HEM-7136', '高血压关爱组合', '心脑血管专项筛查', '慢病随访年卡'],
  63: ['康复理疗·颈肩腰腿痛（5次）', '术后居家康复组合', '医用护腰 腰椎固定带'],
  71: ['孕期建档体检套餐', '产后42天复查套餐', '孕产关爱礼包', '孕妇托腹带 透气款'],
  72: ['儿童入园体检', '小儿推拿（单次）', '婴儿耳温枪', '宝宝出生护理组合'],
  81: ['中风康复评估', '术后关节康复训练（10次）', '居家康复组合', '康复握力训练器'],
  82: ['认知功能筛查（阿尔茨海默早筛）', '跌倒风险评估', '长者关爱年卡'],
}

/** doctorId -> the names of their service goods */
export const DOCTOR_GOODS: Record<number, string[]> = {
  601: ['心脑血管专项筛查', '高血压关爱组合'],
  602: ['糖尿病居家管理礼包', '上门采血服务'],
  603: ['睡眠呼吸监测'],
  604: ['女性两癌筛查套餐'],
  605: ['术后居家康复组合'],
  606: ['康复理疗·颈肩腰腿痛（5次）'],
  607: ['中医针灸理疗（单次）', '中医体质辨识与调理方案'],
  608: ['上门护理·PICC导管维护', '上门护理·压疮换药'],
  701: ['孕期建档体检套餐', '产后42天复查套餐'],
  702: ['HPV分型检测', '婚前孕前检查（女方）'],
  703: ['小儿推拿（单次）'],
  704: ['儿童入园体检'],
  705: ['催乳通乳上门服务'],
  801: ['中风康复评估', '术后关节康复训练（10次）'],
  802: ['老年综合体检套餐', '跌倒风险评估'],
  803: ['认知功能筛查（阿尔茨海默早筛）'],
  805: ['上门护理·鼻饲管更换', '上门护理·导尿管护理'],
}
