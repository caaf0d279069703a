/**
 * The landings the seeded hospitals configured (issues 12 and 14): one entry per (hospital, key of
 * src/domain/landing.ts). Hospital 6 (综合医院) configures every key; hospital 7 (妇幼) and 8 (康复/老年) only
 * what they offer, so their other landings show the empty state. Goods ids are hospital*1000+n of the browse
 * seed (server/seed/browse/catalog.ts), the check-up seed (70x packages) and ./goods.ts (80x, the specialty
 * services). Plain, non-diagnostic content.
 */
import type { LandingKey } from '../../../src/domain/landing'

const B = (name: string) => `/assets/browse/${name}.svg`
const C = (name: string) => `/assets/content/${name}.svg`

export interface SeedLanding {
  key: LandingKey
  title: string
  subtitle: string
  banner: string
  intro: string
  sections: Array<{ title: string; note: string; goodsIds: number[] }>
  steps?: string[]
  notices: string[]
  /** contact card: place name and hours (phone, address and map point are the hospital's) */
  contact?: { name: string; hours: string; phone?: string }
  faqs: Array<[string, string]>
}

const EXAM_NOTICES = [
  '体检前3天清淡饮食，避免饮酒和高脂饮食；体检前一晚22:00后禁食，可少量饮水。',
  '抽血、腹部彩超需空腹；经腹盆腔彩超需憋尿，请听从导检安排。',
  '请携带本人身份证件按预约时间段到达，女性经期请避开妇科及尿常规检查。',
]
const EXAM_FAQS: Array<[string, string]> = [
  ['预约后可以改期吗？', '可在“我的预约”中改期，每个预约最多改期3次，需在体检日前1天完成。'],
  ['体检报告多久可以拿到？', '一般在体检后5个工作日内出具，可在“体检报告”中查看电子报告。'],
]

/** hospital 6: 金陵市第一人民医院 */
const H6: SeedLanding[] = [
  {
    key: 'gynaecology',
    title: '妇科服务',
    subtitle: '女性健康筛查',
    banner: B('banner-6-2'),
    intro:
      '<p>妇科门诊提供女性两癌（宫颈癌、乳腺癌）筛查，含HPV、TCT与乳腺彩超，可在线预约、按时到院检查。</p><p>检查结果由医生解读；如有异常出血、剧烈腹痛，请及时就医或拨打120。</p>',
    sections: [{ title: '女性健康筛查', note: '有性生活史的女性建议定期筛查', goodsIds: [6025] }],
    notices: ['宫颈筛查请避开月经期，检查前3天避免阴道用药和冲洗。', '请携带本人身份证件按预约时间到达。'],
    contact: { name: '妇科门诊（门诊楼3楼）', hours: '周一至周日 8:00-11:30，13:30-17:00' },
    faqs: [['筛查多久做一次？', '请遵医嘱；一般建议按医生给出的间隔定期复查。']],
  },
  {
    key: 'checkup-yifu',
    title: '医府体检中心',
    subtitle: '一人一检 全程导检 报告专家解读',
    banner: B('banner-6-1'),
    intro:
      '<p>医府体检中心位于门诊楼5楼，独立候检区与VIP通道，设有内科、外科、眼科、耳鼻喉科、检验、超声、放射等检查单元。</p><p>体检后由全科医生逐项解读报告，异常结果提供复查与就诊指引。</p>',
    sections: [
      { title: '热门体检套餐', note: '套餐含基础项目，可在预约时选择加项', goodsIds: [6023, 6024, 6701, 6702] },
      { title: '专项筛查', note: '按关注的健康问题选择', goodsIds: [6026, 6034, 6027] },
    ],
    notices: EXAM_NOTICES,
    contact: { name: '医府体检中心（门诊楼5楼）', hours: '周一至周六 7:30-11:30（法定节假日除外）' },
    faqs: EXAM_FAQS,
  },
  {
    key: 'checkup-endocrine',
    title: '内分泌专项体检',
    subtitle: '血糖 · 甲状腺 · 代谢综合评估',
    banner: B('banner-2006-1'),
    intro:
      '<p>内分泌专项体检由内分泌科与体检中心联合设计，关注血糖、血脂、甲状腺功能与体重管理，适合有糖尿病、甲状腺疾病家族史或体检发现代谢指标异常的人群。</p>',
    sections: [
      { title: '内分泌相关套餐', note: '含空腹血糖、糖化血红蛋白、甲状腺功能等项目', goodsIds: [6024, 6026, 6701] },
      { title: '居家管理', note: '体检后的血糖、血压居家监测', goodsIds: [6037, 6038] },
    ],
    notices: [...EXAM_NOTICES.slice(0, 2), '正在服用降糖药或甲状腺药物者，请携带用药清单，是否停药请遵医嘱。'],
    contact: { name: '医府体检中心（门诊楼5楼）', hours: '周一至周六 7:30-11:30' },
    faqs: [
      ['糖尿病患者体检当天早上需要用药吗？', '空腹抽血前暂缓口服降糖药和胰岛素，抽血后及时进餐并按时用药；具体请咨询您的主治医生。'],
      ...EXAM_FAQS,
    ],
  },
  {
    key: 'checkup-jiangning',
    title: '江宁院区体检中心',
    subtitle: '江宁院区综合楼2楼 停车便利',
    banner: B('banner-2006-1'),
    intro: '<p>江宁院区体检中心与本部同质化管理，检查设备与报告标准一致，适合江宁、秣陵、东山片区的单位与个人就近体检。</p>',
    sections: [{ title: '江宁院区可预约套餐', note: '到江宁院区综合楼2楼体检', goodsIds: [6023, 6036, 6024, 6703] }],
    notices: EXAM_NOTICES,
    contact: { name: '江宁院区体检中心（综合楼2楼）', hours: '周一至周五 7:30-11:00', phone: '025-86631888' },
    faqs: [['江宁院区和本部的报告一样吗？', '两院区使用同一报告系统，报告格式与解读服务一致。'], ...EXAM_FAQS],
  },
  {
    key: 'checkup-institution',
    title: '体检机构介绍',
    subtitle: '国家级健康管理示范基地',
    banner: C('hospital-cover-6'),
    intro:
      '<p>金陵市第一人民医院健康管理中心成立于2006年，年体检量约12万人次，配备1.5T磁共振、64排CT、双能X线骨密度仪、全自动生化流水线等设备。</p><p>中心实行“检前评估、检中导检、检后随访”的全程健康管理。</p>',
    sections: [{ title: '推荐套餐', note: '', goodsIds: [6023, 6024, 6025] }],
    notices: ['体检中心不提供急诊服务，如身体不适请前往急诊或拨打120。'],
    contact: { name: '健康管理中心', hours: '周一至周六 7:30-11:30，13:30-16:30（报告领取）' },
    faqs: EXAM_FAQS,
  },
  {
    key: 'checkup-products',
    title: '体检套餐',
    subtitle: '按人群挑选合适的套餐',
    banner: B('banner-2006-1'),
    intro: '<p>套餐按入职、中老年、女性、男性和家庭等人群设计，均包含一般检查、血常规、肝肾功能等基础项目。</p>',
    sections: [
      { title: '个人套餐', note: '', goodsIds: [6023, 6036, 6024, 6701, 6702] },
      { title: '家庭套餐', note: '一次购买，两人使用', goodsIds: [6703] },
    ],
    notices: EXAM_NOTICES.slice(0, 1),
    faqs: EXAM_FAQS,
  },
  {
    key: 'guanjia',
    title: '健康管家',
    subtitle: '体检后的一对一健康管理',
    banner: C('hospital-cover-6'),
    intro:
      '<p>健康管家由全科医生、护士和营养师组成团队，为体检后指标异常或有慢病的会员提供定期随访、用药提醒、复查预约和生活方式指导。</p>',
    sections: [
      { title: '管家服务', note: '', goodsIds: [6042, 6037, 6038] },
      { title: '上门服务', note: '行动不便可预约护士上门', goodsIds: [6030] },
    ],
    steps: ['购买管家服务并填写健康档案', '管家在1个工作日内电话联系您', '制定随访计划，按月随访', '每年复查并更新健康计划'],
    notices: ['健康管家提供健康管理与就医指引，不替代医生面诊；身体不适请及时就医，紧急情况请拨打120。'],
    contact: { name: '健康管理中心 管家服务台', hours: '周一至周五 8:00-17:00' },
    faqs: [['管家会给我开药吗？', '管家不开具处方，会提醒您按时复诊，并协助预约相应专科医生。']],
  },
  {
    key: 'cosmetology',
    title: '医学美容',
    subtitle: '皮肤科医生面诊 规范治疗',
    banner: C('hospital-cover-6'),
    intro:
      '<p>医学美容门诊由皮肤科主治及以上医生坐诊，开展光电治疗、痤疮综合治疗和皮肤屏障修复等项目。治疗前均需医生面诊评估是否适合。</p>',
    sections: [{ title: '可预约项目', note: '到院面诊后由医生确定治疗方案', goodsIds: [6803, 6804] }],
    notices: ['治疗前后一周注意防晒，避免使用刺激性护肤品。', '孕期、哺乳期及皮肤有破损、感染者暂不宜治疗。'],
    contact: { name: '皮肤科医学美容门诊（门诊楼3楼）', hours: '周二、周四、周六 8:30-16:30' },
    faqs: [['光子嫩肤需要做几次？', '一般建议3-5次为一个疗程，间隔约4周，具体次数由医生根据皮肤情况确定。']],
  },
  {
    key: 'rehab',
    title: '康复理疗',
    subtitle: '颈肩腰腿痛 术后康复 中医理疗',
    banner: C('hospital-cover-6'),
    intro: '<p>康复医学科提供物理因子治疗、运动疗法、针灸推拿等服务，治疗师持证上岗，首次治疗前由康复医生评估并制定方案。</p>',
    sections: [
      { title: '康复理疗项目', note: '', goodsIds: [6031, 6032, 6035] },
      { title: '术后居家康复', note: '出院后在家继续康复', goodsIds: [6040] },
    ],
    notices: ['请穿着宽松衣物，携带既往检查资料。', '治疗中如有不适请立即告知治疗师。'],
    contact: { name: '康复医学科（康复楼1楼）', hours: '周一至周六 8:00-11:30，13:30-17:00' },
    faqs: [['购买后怎么预约治疗时间？', '下单时选择预约日期和时段，也可在订单详情中修改预约。']],
  },
  {
    key: 'special-medical',
    title: '特色医疗',
    subtitle: '无痛胃肠镜 睡眠监测 肿瘤早筛',
    banner: C('hospital-cover-6'),
    intro: '<p>医院特色专科服务，由相关专科医生评估后开展，检查前请按须知做好准备。</p>',
    sections: [{ title: '特色项目', note: '', goodsIds: [6027, 6033, 6034] }],
    notices: ['无痛胃肠镜需提前一天清淡饮食并按说明服用清肠药，检查当日需有家属陪同。'],
    contact: { name: '门诊服务中心', hours: '周一至周日 8:00-17:30' },
    faqs: [['无痛胃肠镜检查后多久能进食？', '一般检查后2小时可少量饮水，无不适后再进食温凉软食，具体以医护交代为准。']],
  },
  {
    key: 'child-care',
    title: '儿童保健',
    subtitle: '生长发育评估 营养指导',
    banner: C('hospital-cover-6'),
    intro: '<p>儿童保健门诊为0-18岁儿童提供生长发育监测、营养评估与喂养指导，建议按年龄定期评估。</p>',
    sections: [{ title: '儿童保健项目', note: '', goodsIds: [6805, 6802] }],
    notices: ['请携带儿童保健手册和既往体检记录。', '评估当天请让孩子穿着宽松衣服，避免空腹。'],
    contact: { name: '儿童保健门诊（门诊楼2楼）', hours: '周一至周五 8:00-11:30' },
    faqs: [['多大的孩子需要做生长发育评估？', '建议1岁内每3个月、1-3岁每半年、3岁后每年评估一次。']],
  },
  {
    key: 'child-training',
    title: '儿童康复训练',
    subtitle: '感统训练 语言与运动发育支持',
    banner: C('hospital-cover-6'),
    intro: '<p>儿童康复训练由康复治疗师一对一开展，训练前由儿童康复医生评估，制定个体化训练计划，并指导家长居家练习。</p>',
    sections: [{ title: '训练课程', note: '每次约45分钟', goodsIds: [6806, 6805] }],
    notices: ['请提前10分钟到达，训练时家长可在观察室陪同。'],
    contact: { name: '儿童康复训练室（康复楼2楼）', hours: '周一至周六 8:30-17:00' },
    faqs: [['课程没上完可以退吗？', '未使用的次数可申请退款，已使用的次数按单次价格扣除。']],
  },
  {
    key: 'stomatology',
    title: '口腔服务',
    subtitle: '口腔检查 洁牙 儿童窝沟封闭',
    banner: C('hospital-cover-6'),
    intro: '<p>口腔科提供口腔健康检查、超声波洁牙、儿童窝沟封闭等预防保健项目，建议每半年至一年检查一次。</p>',
    sections: [{ title: '口腔保健项目', note: '', goodsIds: [6801, 6802] }],
    notices: ['洁牙前请告知医生是否有心脏病、出血性疾病或正在服用抗凝药物。'],
    contact: { name: '口腔科（门诊楼4楼）', hours: '周一至周日 8:00-11:30，13:30-17:00' },
    faqs: [['洁牙会损伤牙齿吗？', '规范的超声波洁牙不会损伤牙釉质，洁牙后短期牙齿敏感属正常现象。']],
  },
  {
    key: 'yantai-stomatology',
    title: '口腔服务（烟台路门诊部）',
    subtitle: '烟台路门诊部 口腔专科',
    banner: C('hospital-cover-6'),
    intro: '<p>烟台路门诊部口腔专科与本部口腔科同一团队轮值，提供检查、洁牙与儿童口腔保健，就近预约更方便。</p>',
    sections: [{ title: '可预约项目', note: '请在烟台路门诊部就诊', goodsIds: [6801, 6802] }],
    notices: ['烟台路门诊部不设口腔急诊，牙痛急症请到本部急诊。'],
    contact: { name: '烟台路门诊部口腔专科', hours: '周一至周五 8:30-16:30', phone: '025-86631666' },
    faqs: [['在门诊部购买的项目能在本部使用吗？', '可以，两处均可核销，请在预约时选择就诊地点。']],
  },
  {
    key: 'service',
    title: '医院服务',
    subtitle: '上门护理 采血 康复 体检',
    banner: B('banner-6-3'),
    intro: '<p>医院为出院患者和行动不便的居民提供延续护理、上门采血和康复服务，服务人员均为本院注册护士或治疗师。</p>',
    sections: [
      { title: '上门护理', note: '护士上门，服务前电话确认', goodsIds: [6028, 6029, 6030] },
      { title: '康复与中医', note: '', goodsIds: [6031, 6032] },
      { title: '健康体检', note: '', goodsIds: [6023, 6024] },
    ],
    notices: ['上门服务范围为鼓楼、玄武、秦淮、建邺区，其他区域请致电咨询。'],
    contact: { name: '延续护理中心', hours: '周一至周日 8:00-18:00' },
    faqs: [['上门服务需要准备什么？', '请准备好病历资料和医嘱，护理耗材由护士携带。']],
  },
  {
    key: 'discharge',
    title: '出院服务',
    subtitle: '出院结算 病案复印 居家护理',
    banner: B('banner-6-3'),
    intro: '<p>出院当天由病区护士告知出院医嘱和复诊时间。出院后的伤口换药、导管维护等可预约护士上门。</p>',
    steps: [
      '医生开具出院医嘱，护士告知注意事项',
      '到住院结算窗口（门诊楼1楼）或在床旁自助结算',
      '领取出院记录、费用清单和发票',
      '需要病案复印或邮寄时，出院7个工作日后申请',
      '按医嘱复诊，需要时预约上门护理',
    ],
    sections: [
      { title: '出院后护理', note: '护士上门，减少往返医院', goodsIds: [6028, 6029, 6030] },
      { title: '居家康复', note: '', goodsIds: [6040, 6031] },
    ],
    notices: ['结算请携带住院押金收据和患者身份证件；医保患者请携带医保凭证。', '出院带药请按标签说明服用，如有疑问请咨询药师。'],
    contact: { name: '住院结算处（门诊楼1楼）', hours: '周一至周日 8:00-17:30' },
    faqs: [
      ['出院后多久可以复印病历？', '病历归档一般需要7个工作日，归档后可到病案室复印或申请邮寄。'],
      ['家属可以代办出院结算吗？', '可以，请携带患者和代办人身份证件。'],
    ],
  },
  {
    key: 'yifu',
    title: '医府',
    subtitle: '本院高端医疗服务',
    banner: C('hospital-cover-6'),
    intro: '<p>医府为会员提供预约制门诊、专属导诊和体检一站式服务，就诊环境安静私密。</p>',
    sections: [{ title: '医府服务', note: '', goodsIds: [6024, 6702, 6701, 6042] }],
    notices: ['医府服务均需提前预约。'],
    contact: { name: '医府服务台（门诊楼5楼）', hours: '周一至周六 8:00-17:00' },
    faqs: [['医府可以使用医保吗？', '医府门诊按医保政策执行，体检及健康管理项目为自费项目。']],
  },
  {
    key: 'jiangning',
    title: '江宁院区',
    subtitle: '江宁区天元东路 综合院区',
    banner: C('hospital-cover-6'),
    intro: '<p>江宁院区开设内科、外科、妇产科、儿科、体检中心和康复科，门诊与本部专家轮流坐诊。</p>',
    sections: [{ title: '院区服务', note: '', goodsIds: [6023, 6031, 6030] }],
    notices: ['院区之间有免费接驳车，每小时一班。'],
    contact: { name: '江宁院区门诊服务中心', hours: '周一至周日 8:00-17:00', phone: '025-86631888' },
    faqs: [['江宁院区有急诊吗？', '江宁院区设24小时急诊。']],
  },
]

/** hospital 7: 金陵市妇幼保健院 */
const H7: SeedLanding[] = [
  {
    key: 'gynaecology',
    title: '妇科服务',
    subtitle: '宫颈癌筛查 · 孕前检查 · 产后康复',
    banner: B('banner-7-1'),
    intro:
      '<p>妇科门诊提供宫颈癌筛查（HPV、TCT）、婚前孕前检查、产后42天复查和盆底康复等服务，可在线预约、按时到院。</p><p>检查结果由妇科医生解读；如有异常阴道出血、剧烈腹痛等情况，请及时就医或拨打120。</p>',
    sections: [
      { title: '妇科筛查', note: '有性生活史的女性建议定期筛查', goodsIds: [7015, 7016] },
      { title: '产后服务', note: '产后42天复查与盆底康复', goodsIds: [7009, 7012] },
    ],
    notices: ['宫颈筛查请避开月经期，检查前3天避免阴道用药和冲洗，前1天避免性生活。', '请携带本人身份证件和既往检查报告按预约时间到达。'],
    contact: { name: '妇科门诊（1号楼3楼）', hours: '周一至周日 8:00-11:30，13:30-17:00' },
    faqs: [
      ['HPV检测多久出结果？', '一般5个工作日内出具报告，可在“我的报告”中查看。'],
      ['没有性生活史需要做宫颈筛查吗？', '宫颈筛查适用于有性生活史的女性，其他情况请咨询妇科医生。'],
    ],
  },
  {
    key: 'child-care',
    title: '儿童保健',
    subtitle: '妇幼保健院儿童保健部',
    banner: B('banner-7-2'),
    intro: '<p>儿童保健部提供新生儿访视、儿童体检和小儿推拿等服务，按国家基本公共卫生服务规范开展儿童健康管理。</p>',
    sections: [{ title: '儿童保健项目', note: '', goodsIds: [7014, 7013, 7010] }],
    notices: ['请携带儿童保健手册和预防接种证。'],
    contact: { name: '儿童保健部（2号楼1楼）', hours: '周一至周五 8:00-11:30，14:00-17:00' },
    faqs: [['入园体检需要空腹吗？', '入园体检含血常规检查，无需空腹。']],
  },
  {
    key: 'service',
    title: '医院服务',
    subtitle: '孕产 新生儿 女性健康',
    banner: B('banner-7-1'),
    intro: '<p>妇幼保健院为孕产妇和新生儿提供从孕期建档到产后康复的全程服务。</p>',
    sections: [
      { title: '孕产服务', note: '', goodsIds: [7008, 7009, 7012] },
      { title: '上门服务', note: '', goodsIds: [7010, 7011] },
    ],
    notices: ['孕期如出现阴道流血、腹痛或胎动异常，请立即就医或拨打120。'],
    contact: { name: '客户服务中心', hours: '周一至周日 8:00-17:30' },
    faqs: [['上门服务范围？', '秦淮、鼓楼、建邺、玄武区。']],
  },
  {
    key: 'discharge',
    title: '出院服务',
    subtitle: '产后出院与新生儿护理',
    banner: C('hospital-cover-7'),
    intro: '<p>产妇和新生儿出院前，护士会讲解母乳喂养、脐部护理和产后复查时间。</p>',
    steps: ['医生开具出院医嘱', '护士讲解产后及新生儿护理', '办理出院结算', '领取出生医学证明办理指引', '产后42天回院复查'],
    sections: [{ title: '出院后服务', note: '', goodsIds: [7010, 7011, 7009] }],
    notices: ['新生儿出院后3-7天内会有社区医生上门访视。'],
    contact: { name: '住院结算处', hours: '周一至周日 8:00-17:30' },
    faqs: [['出生医学证明怎么办理？', '出院时领取申请表，按指引到出生证办理窗口办理。']],
  },
]

/** hospital 8: 栖霞康宁医院 */
const H8: SeedLanding[] = [
  {
    key: 'rehab',
    title: '康复理疗',
    subtitle: '中风康复 关节康复 居家康复',
    banner: B('banner-8-1'),
    intro: '<p>康宁医院康复中心以老年康复为特色，开展神经康复、骨关节术后康复和居家康复指导。</p>',
    sections: [
      { title: '康复评估与训练', note: '', goodsIds: [8008, 8009, 8007] },
      { title: '居家康复', note: '', goodsIds: [8015] },
    ],
    notices: ['首次康复前需由康复医生评估。'],
    contact: { name: '康复中心（1号楼）', hours: '周一至周六 8:00-17:00' },
    faqs: [['中风后多久开始康复？', '病情稳定后尽早开始，具体时间由医生评估决定。']],
  },
  {
    key: 'service',
    title: '医院服务',
    subtitle: '长者护理与康复',
    banner: B('banner-8-2'),
    intro: '<p>为长者和居家患者提供上门护理、康复与老年体检。</p>',
    sections: [
      { title: '上门护理', note: '', goodsIds: [8010, 8011] },
      { title: '长者体检', note: '', goodsIds: [8012, 8013, 8014] },
    ],
    notices: ['上门服务范围为栖霞区。'],
    contact: { name: '客户服务中心', hours: '周一至周六 8:00-17:00' },
    faqs: [['可以为父母代购吗？', '可以，下单时填写父母作为服务人。']],
  },
]

export const SEED_LANDINGS: Record<number, SeedLanding[]> = { 6: H6, 7: H7, 8: H8 }
