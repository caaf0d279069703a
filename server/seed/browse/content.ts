/**
 * Seed content of the three hospitals: departments, doctors (doctor_title dictionary), studios,
 * magic groups with their resources and goods, news articles (HTML with images), forms, ads and
 * the home / custom page configs (different block sets and colours per hospital).
 */
import type { BlockJson, JumpJson } from '../../lib/db/tables/browse'
import { EXTRA_DOCTORS } from '../content/doctors'

const A = (name: string) => `/assets/browse/${name}.svg`

export const DOCTOR_TITLES: Array<[string, string]> = [
  ['1', '主任医师'],
  ['2', '副主任医师'],
  ['3', '主治医师'],
  ['4', '住院医师'],
  ['5', '主任护师'],
  ['6', '主管护师'],
  ['7', '康复治疗师'],
]

export const DEPARTMENTS: Record<number, Array<[number, string, string, string]>> = {
  6: [
    [61, '心血管内科', 'nav-doctor', '高血压、冠心病、心律失常的诊治与长期随访。'],
    [62, '内分泌科', 'nav-report', '糖尿病、甲状腺疾病、骨质疏松的规范化管理。'],
    [63, '呼吸与危重症医学科', 'nav-service', '慢阻肺、哮喘、肺结节的诊治与家庭氧疗指导。'],
    [64, '妇科', 'nav-hospital', '妇科炎症、宫颈疾病筛查与微创手术。'],
    [65, '骨科', 'nav-appoint', '关节置换、脊柱疾病与运动损伤。'],
    [66, '康复医学科', 'nav-exam', '神经康复、骨科术后康复、疼痛康复。'],
    [67, '中医科', 'nav-vaccine', '中医体质辨识、针灸推拿、慢病调理。'],
    [68, '护理部', 'nav-nurse', '延续护理、上门护理与居家照护指导。'],
  ],
  7: [
    [71, '产科', 'nav-hospital', '孕期保健、高危妊娠管理与分娩。'],
    [72, '妇科', 'nav-doctor', '妇科内分泌、宫颈疾病筛查。'],
    [73, '儿科', 'nav-vaccine', '儿童常见病、呼吸道感染、生长发育评估。'],
    [74, '儿童保健科', 'nav-exam', '体格发育、营养指导、入园体检。'],
    [75, '乳腺科', 'nav-report', '哺乳期乳腺炎、乳腺结节筛查。'],
  ],
  8: [
    [81, '康复医学科', 'nav-exam', '中风、骨关节术后、慢性疼痛康复。'],
    [82, '老年医学科', 'nav-doctor', '老年综合评估、多病共存管理。'],
    [83, '神经内科', 'nav-report', '脑卒中、帕金森病、认知障碍。'],
    [84, '护理部', 'nav-nurse', '居家护理、长期照护指导。'],
    [85, '中医康复科', 'nav-vaccine', '针灸、推拿、艾灸康复。'],
  ],
}

/** [id, departmentId, name, title code, avatar, good at, famous, consult price] */
export const DOCTORS: Record<number, Array<[number, number, string, string, string, string, boolean, number]>> = {
  6: [
    [601, 61, '王建国', '1', 'doctor-m3', '难治性高血压、冠心病介入术后管理', true, 50],
    [602, 62, '李秀兰', '1', 'doctor-f1', '糖尿病胰岛素强化治疗、甲状腺结节', true, 50],
    [603, 63, '张伟', '2', 'doctor-m1', '慢阻肺、支气管哮喘、家庭氧疗', true, 30],
    [604, 64, '陈静', '2', 'doctor-f2', '宫颈病变筛查、妇科微创手术', false, 30],
    [605, 65, '刘洋', '3', 'doctor-m2', '膝关节骨关节炎、运动损伤', true, 20],
    [606, 66, '赵敏', '7', 'doctor-f3', '颈肩腰腿痛手法治疗、术后康复训练', false, 0],
    [607, 67, '孙立群', '1', 'doctor-m3', '中医体质调理、失眠、脾胃病', true, 60],
    [608, 68, '周婷', '6', 'doctor-f1', 'PICC维护、伤口造口护理', false, 0],
    ...EXTRA_DOCTORS[6],
  ],
  7: [
    [701, 71, '黄丽华', '1', 'doctor-f2', '高危妊娠、妊娠期糖尿病', true, 60],
    [702, 72, '吴晓燕', '2', 'doctor-f1', '多囊卵巢综合征、宫颈癌筛查', true, 40],
    [703, 73, '郑浩', '1', 'doctor-m1', '小儿呼吸道感染、哮喘', true, 50],
    [704, 74, '何佳', '3', 'doctor-f3', '儿童生长发育、喂养指导', false, 20],
    [705, 75, '林芳', '2', 'doctor-f2', '哺乳期乳腺炎、乳腺结节', false, 30],
    ...EXTRA_DOCTORS[7],
  ],
  8: [
    [801, 81, '马志强', '1', 'doctor-m3', '脑卒中康复、脊髓损伤康复', true, 50],
    [802, 82, '朱丽', '2', 'doctor-f1', '老年综合评估、跌倒预防', true, 40],
    [803, 83, '胡斌', '1', 'doctor-m2', '阿尔茨海默病、帕金森病', true, 60],
    [804, 81, '郭雪', '7', 'doctor-f3', '关节置换术后康复训练', false, 0],
    [805, 84, '高敏', '6', 'doctor-f2', '压疮护理、管路护理', false, 0],
    ...EXTRA_DOCTORS[8],
  ],
}

/** [id, departmentId, name, great, image, intro, chronic, members] */
export const STUDIOS: Record<number, Array<[number, number, string, string, string, string, boolean, number]>> = {
  6: [
    [
      61,
      62,
      '李秀兰糖尿病管理工作室',
      '血糖管理 · 饮食运动处方 · 胰岛素指导',
      'studio-sugar',
      '内分泌科医生、营养师、糖尿病专科护士组成的团队，提供一对一控糖管理。',
      true,
      6,
    ],
    [
      62,
      61,
      '王建国高血压管理工作室',
      '血压监测 · 用药调整 · 心血管风险评估',
      'studio-bp',
      '心内科团队为高血压患者提供长期随访和用药指导。',
      true,
      5,
    ],
    [63, 65, '骨科康复工作室', '关节术后康复 · 运动损伤', 'studio-rehab', '骨科医生与康复治疗师联合门诊。', false, 4],
  ],
  7: [
    [71, 71, '黄丽华孕产健康工作室', '孕期保健 · 妊娠期糖尿病管理', 'studio-mom', '产科专家团队陪伴整个孕期。', true, 5],
    [72, 73, '郑浩儿童成长工作室', '生长发育 · 过敏与哮喘', 'studio-baby', '儿科与儿保科联合服务。', false, 4],
  ],
  8: [
    [81, 81, '马志强中风康复工作室', '卒中后康复 · 居家训练指导', 'studio-rehab', '康复医生、治疗师、护士全程管理。', true, 6],
    [82, 83, '胡斌认知关爱工作室', '记忆门诊 · 认知训练 · 照护者支持', 'studio-brain', '面向认知障碍老人及家属的长期支持。', true, 4],
  ],
}

/** [id, hospitalId, name, parentId, type, sort] */
export const GROUPS: Array<[number, number, string, number, 'article' | 'goods' | 'resource' | 'doctor', number]> = [
  [1, 6, '名医推荐', 0, 'doctor', 1],
  [2, 7, '名医推荐', 0, 'doctor', 1],
  [3, 8, '名医推荐', 0, 'doctor', 1],
  [610, 6, '首页轮播', 0, 'resource', 1],
  [611, 6, '首页金刚区', 0, 'resource', 2],
  [612, 6, '悬浮按钮', 0, 'resource', 3],
  [613, 6, '活动导航', 0, 'resource', 4],
  [614, 6, '体检专区图片', 0, 'resource', 5],
  [620, 6, '热销好物', 0, 'goods', 1],
  [621, 6, '热门服务', 0, 'goods', 2],
  [622, 6, '爆款推荐', 0, 'goods', 3],
  [623, 6, '家用器械', 0, 'goods', 4],
  [624, 6, '体检套餐', 0, 'goods', 5],
  [625, 6, '护理用品', 0, 'goods', 6],
  [630, 6, '健康资讯', 0, 'article', 1],
  [631, 6, '疾病预防', 630, 'article', 1],
  [632, 6, '用药指导', 630, 'article', 2],
  [633, 6, '医院动态', 630, 'article', 3],
  [710, 7, '首页轮播', 0, 'resource', 1],
  [711, 7, '首页金刚区', 0, 'resource', 2],
  [712, 7, '专题图片', 0, 'resource', 3],
  [713, 7, '快捷按钮', 0, 'resource', 4],
  [720, 7, '热门服务', 0, 'goods', 1],
  [721, 7, '母婴好物', 0, 'goods', 2],
  [730, 7, '孕育知识', 0, 'article', 1],
  [731, 7, '孕产知识', 730, 'article', 1],
  [732, 7, '育儿百科', 730, 'article', 2],
  [810, 8, '首页轮播', 0, 'resource', 1],
  [811, 8, '服务导航', 0, 'resource', 2],
  [812, 8, '专题图片', 0, 'resource', 3],
  [813, 8, '悬浮按钮', 0, 'resource', 4],
  [820, 8, '康复好物', 0, 'goods', 1],
  [821, 8, '爆款服务', 0, 'goods', 2],
  [830, 8, '康复养老', 0, 'article', 1],
  [831, 8, '康复知识', 830, 'article', 1],
  [832, 8, '养老照护', 830, 'article', 2],
]

const sys = (pageUrl: string, data?: Record<string, unknown>): JumpJson => ({
  jumpType: 3,
  magicSysPage: { pageUrl },
  jsonData: data ? JSON.stringify(data) : null,
})
const goodsJump = (goodsId: number): JumpJson => sys('/productionDetail', { goodsId, goodsDistributeId: 100000 + goodsId })

/** [groupId, photo, name, jump, subTitle?, badge?] */
export const RESOURCES: Array<[number, string, string, JumpJson, string?, string?]> = [
  [610, 'banner-6-1', '健康体检季', { jumpType: 2, magicPageId: 2006, magicPageType: 2 }],
  [610, 'banner-6-2', '家用器械节', sys('/goodsSearchDetail', { searchType: 1, tag: 2, groupId: 623 })],
  [610, 'banner-6-3', '上门护理', goodsJump(6028)],
  // one entry per destination (issue 35): 秒杀, 拼团, 领券 and 积分 are the tiles of 活动专区 (613), not icons here too
  [611, 'nav-exam', '体检预约', sys('/checkup/home'), undefined, 'HOT'],
  [611, 'nav-nurse', '上门护理', sys('/shopList', { categoryId: 641 })],
  [611, 'nav-doctor', '名医咨询', sys('/famousDoctor')],
  [611, 'nav-report', '报告查询', sys('/webReport')],
  [611, 'nav-appoint', '我的预约', sys('/appointmentList')],
  [611, 'nav-hospital', '医院介绍', sys('/hospitalDetail')],
  [611, 'nav-news', '健康资讯', sys('/magicplatform/news', { groupId: 630 })],
  [611, 'nav-more', '全部分类', sys('/shopList')],
  // the floating group (612) is no longer on the home page: its 在线客服 and 购物车 were the tab bar's 客服 and 购物车
  [612, 'nav-service', '在线客服', sys('/customerService')],
  [612, 'nav-cart', '购物车', sys('/shopCart')],
  [613, 'nav-seckill', '秒杀专场', sys('/seckill'), '爆款低至5折'],
  [613, 'nav-group', '拼团特惠', sys('/groupActivity', { activityId: 604 }), '2人成团立省'],
  [613, 'nav-coupon', '领券中心', sys('/shareCoupons'), '新人最高70元'],
  [613, 'nav-points', '积分商城', sys('/integralExchange'), '积分换好券'],
  [614, 'banner-2006-1', '体检专区', { jumpType: 1, tipText: '体检套餐均需提前1天预约' }],
  [710, 'banner-7-1', '孕产关爱月', goodsJump(7008)],
  [710, 'banner-7-2', '新生儿上门护理', goodsJump(7010)],
  [710, 'banner-7-3', '产后康复', goodsJump(7012)],
  [711, 'nav-exam', '孕期体检', sys('/shopList', { categoryId: 731 })],
  [711, 'nav-nurse', '上门护理', sys('/shopList', { categoryId: 722 })],
  [711, 'nav-vaccine', '儿童保健', sys('/shopList', { categoryId: 732 })],
  [711, 'nav-coupon', '领券中心', sys('/shareCoupons')],
  [712, 'banner-2007-1', '母婴专区', { jumpType: 2, magicPageId: 2007, magicPageType: 2 }],
  [713, 'nav-doctor', '找医生', sys('/famousDoctor')],
  [713, 'nav-appoint', '我的预约', sys('/appointmentList')],
  [713, 'nav-report', '查报告', sys('/webReport')],
  [810, 'banner-8-1', '康复理疗中心', goodsJump(8007)],
  [810, 'banner-8-2', '长者健康计划', goodsJump(8012)],
  [810, 'banner-8-3', '居家护理好物', sys('/shopList', { categoryId: 801 })],
  [811, 'nav-exam', '康复评估', goodsJump(8008), '专业量表评估'],
  [811, 'nav-nurse', '上门护理', sys('/shopList', { categoryId: 822 }), '护士到家'],
  [811, 'nav-group', '拼团优惠', sys('/groupActivity', { activityId: 801 }), '3人成团'],
  [812, 'ad-inline-8', '康复理疗 两人拼团', sys('/groupActivity', { activityId: 801 })],
  [813, 'nav-hospital', '医院导航', { jumpType: 4, appId: 'wx5c7a1d2e3f4b6c8d', pageUrl: 'pages/navigation/index' }],
]

/** goods groups: groupId -> goods ids */
export const GROUP_GOODS: Record<number, number[]> = {
  620: [6001, 6003, 6007, 6008, 6012, 6010, 6005, 6015],
  621: [6023, 6024, 6028, 6031, 6025, 6032],
  622: [6001, 6024, 6037, 6008, 6028, 6039],
  623: [6001, 6002, 6003, 6005, 6006, 6007],
  624: [6023, 6024, 6025, 6026, 6034, 6036],
  625: [6010, 6011, 6012, 6014, 6017, 6019],
  720: [7008, 7010, 7011, 7012, 7013, 7014],
  721: [7002, 7001, 7005, 7003, 7017, 7018],
  820: [8001, 8002, 8003, 8004, 8006, 8005],
  821: [8007, 8012, 8013, 8010, 8015, 8016],
}

// ------------------------------------------------------------------ articles

const img = (name: string, alt: string) => `<p><img src="${A(name)}" alt="${alt}" width="690" height="388"></p>`

function html(cover: string, lead: string, sections: Array<[string, string[]]>, tip: string): string {
  return [
    `<p>${lead}</p>`,
    img(cover, lead.slice(0, 12)),
    ...sections.map(
      ([h, items]) => `<h3>${h}</h3>${items.length > 1 ? `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>` : `<p>${items[0]}</p>`}`,
    ),
    `<blockquote>${tip}</blockquote>`,
  ].join('\n')
}

/** [id, hospitalId, groupId, title, author, cover, summary, content, days ago, reads] */
export const ARTICLES: Array<[number, number, number, string, string, string, string, string, number, number]> = [
  [
    6001,
    6,
    631,
    '血压总是忽高忽低？家庭自测血压的5个要点',
    '心血管内科 王建国',
    'news-bp',
    '测量前静坐5分钟、袖带与心脏同高……这些细节决定了读数是否可信。',
    html(
      'news-bp',
      '家庭自测血压是高血压管理中最重要的一环，但很多人测出来的数值并不准确。',
      [
        ['测量前', ['测量前30分钟不吸烟、不喝咖啡或浓茶', '排空膀胱，静坐休息至少5分钟']],
        ['测量时', ['坐位，背部有支撑，双脚平放', '袖带下缘距肘窝2-3厘米，与心脏处于同一水平', '连续测量2次，间隔1分钟，取平均值']],
        ['何时就医', ['家庭血压多次超过135/85 mmHg，请到心血管内科就诊调整方案。']],
      ],
      '温馨提示：建议选择经过认证的上臂式电子血压计，腕式血压计误差相对较大。',
    ),
    2,
    3280,
  ],
  [
    6002,
    6,
    631,
    '糖友必看：一张图读懂血糖控制目标',
    '内分泌科 李秀兰',
    'news-sugar',
    '空腹、餐后、糖化血红蛋白分别控制在多少？不同人群目标不同。',
    html(
      'news-sugar',
      '血糖控制不是越低越好，目标需要因人而异。',
      [
        ['一般成人', ['空腹血糖 4.4-7.0 mmol/L', '非空腹血糖 < 10.0 mmol/L', '糖化血红蛋白 < 7.0%']],
        ['老年人', ['反复低血糖或合并症多的老人，可适当放宽目标，以不发生低血糖为前提。']],
        ['自我监测', ['使用血糖仪时采血前洗手并擦干，避免酒精残留影响结果。']],
      ],
      '温馨提示：出现心慌、出冷汗、手抖时应立即测血糖并补充糖分。',
    ),
    4,
    2150,
  ],
  [
    6003,
    6,
    632,
    '家庭常备药箱怎么配？药师给你一份清单',
    '药学部 吴敏',
    'news-drug',
    '退热、止泻、外伤处理……家庭药箱够用就好，定期清理过期药。',
    html(
      'news-drug',
      '一个实用的家庭药箱，能在小病小伤时帮上大忙。',
      [
        ['建议常备', ['退热药：对乙酰氨基酚或布洛芬', '外用消毒：碘伏、医用棉签、创可贴', '体温计、口罩']],
        ['注意事项', ['每半年检查一次有效期', '药品保留原包装和说明书', '儿童用药与成人药品分开存放']],
      ],
      '温馨提示：处方药请遵医嘱使用，切勿自行加量。',
    ),
    6,
    1870,
  ],
  [
    6004,
    6,
    633,
    '我院上门护理服务全面升级，覆盖主城六区',
    '护理部',
    'news-hospital',
    '专科护士团队扩充至40人，PICC维护、压疮换药、上门采血均可线上预约。',
    html(
      'news-hospital',
      '为方便行动不便的患者，我院上门护理服务自本月起全面升级。',
      [
        ['服务内容', ['PICC导管维护', '压疮及伤口换药', '上门采血', '鼻饲管、导尿管护理']],
        ['如何预约', ['在健康商城选择对应服务下单，客服将在2小时内与您确认上门时间。']],
      ],
      '服务时间：每天 8:00-18:00，节假日不休。',
    ),
    1,
    960,
  ],
  [
    6005,
    6,
    631,
    '流感高发季，这些人群建议尽早接种疫苗',
    '呼吸与危重症医学科 张伟',
    'news-flu',
    '60岁以上老人、慢性病患者、儿童和孕妇是流感重症的高危人群。',
    html(
      'news-flu',
      '每年秋冬季是流感高发期，接种疫苗是预防流感最有效的手段。',
      [
        ['优先接种人群', ['60岁及以上老年人', '患有慢性心肺疾病、糖尿病的人群', '6月龄至5岁儿童', '医务人员']],
        ['日常防护', ['勤洗手，在人员密集场所佩戴口罩', '出现发热、咳嗽及时就医']],
      ],
      '温馨提示：接种后留观30分钟，当天不要剧烈运动。',
    ),
    9,
    4120,
  ],
  [
    6006,
    6,
    632,
    '睡不好？中医教你三个助眠小方法',
    '中医科 孙立群',
    'news-sleep',
    '睡前泡脚、按揉神门穴、规律作息，简单易行。',
    html(
      'news-sleep',
      '失眠困扰着很多中老年人，中医认为与心脾两虚、肝郁化火有关。',
      [['三个小方法', ['睡前用40℃左右温水泡脚15分钟', '按揉手腕横纹尺侧的神门穴，每侧2分钟', '晚餐七分饱，睡前1小时远离手机']]],
      '长期失眠请到中医科或睡眠门诊就诊，不要自行长期服用安眠药。',
    ),
    12,
    1530,
  ],
  [
    7001,
    7,
    731,
    '孕期产检时间表：什么时候做什么检查',
    '产科 黄丽华',
    'news-mom',
    '从建档到分娩，一张时间表帮你理清每次产检的重点。',
    html(
      'news-mom',
      '规律产检是母婴安全的保障，下面是常规产检的时间安排。',
      [
        ['孕早期', ['6-8周：确认宫内妊娠', '11-13+6周：NT检查、建档']],
        ['孕中期', ['15-20周：唐氏筛查或无创DNA', '20-24周：大排畸超声', '24-28周：糖耐量试验']],
        ['孕晚期', ['32周后每2周一次，36周后每周一次，监测胎心和胎位。']],
      ],
      '如出现阴道流血、腹痛或胎动明显减少，请立即就医。',
    ),
    3,
    5210,
  ],
  [
    7002,
    7,
    732,
    '新生儿黄疸，什么情况需要去医院？',
    '儿科 郑浩',
    'news-baby',
    '生理性黄疸多在2周内消退，这些信号提示需要就医。',
    html(
      'news-baby',
      '大部分新生儿在出生后2-3天会出现皮肤发黄，多数是生理性的。',
      [
        ['需要就医的情况', ['出生24小时内就出现黄疸', '黄疸蔓延到手心脚心', '宝宝精神差、吃奶少', '足月儿2周后、早产儿4周后仍未消退']],
        ['居家观察', ['在自然光下观察皮肤颜色，按需喂养，保证大便通畅。']],
      ],
      '我院提供新生儿上门护理服务，可上门监测经皮胆红素。',
    ),
    5,
    3880,
  ],
  [
    7003,
    7,
    731,
    '产后42天复查，妈妈和宝宝都要查什么',
    '妇科 吴晓燕',
    'news-mom',
    '产后复查关系到妈妈的子宫恢复和宝宝的生长发育。',
    html(
      'news-mom',
      '产后42天复查不能省，这是评估身体恢复情况的重要节点。',
      [
        ['妈妈', ['子宫复旧、伤口愈合情况', '盆底功能评估', '血压、血糖复查（孕期异常者）']],
        ['宝宝', ['身长、体重、头围', '神经行为发育评估']],
      ],
      '复查时请带上出院小结和母子健康手册。',
    ),
    8,
    2640,
  ],
  [
    7004,
    7,
    732,
    '宝宝发烧别慌，家长先做这三件事',
    '儿童保健科 何佳',
    'news-baby',
    '正确测量体温、合理使用退热药、观察精神状态。',
    html(
      'news-baby',
      '发热是儿童最常见的症状，家长掌握正确处理方法很重要。',
      [
        ['三件事', ['用耳温枪或电子体温计准确测温', '体温超过38.5℃且精神不好时，可按体重使用退热药', '多喝水，穿着宽松透气']],
        ['立即就医', ['3个月以下婴儿发热', '抽搐、精神萎靡、皮疹']],
      ],
      '不建议酒精擦浴，也不要捂汗。',
    ),
    11,
    4410,
  ],
  [
    8001,
    8,
    831,
    '中风后康复，黄金期是多久？',
    '康复医学科 马志强',
    'news-rehab',
    '发病后3-6个月是恢复最快的阶段，越早开始康复效果越好。',
    html(
      'news-rehab',
      '脑卒中后的康复训练越早介入，功能恢复越好。',
      [
        ['康复时机', ['病情稳定后48小时即可开始床旁康复', '3-6个月是运动功能恢复的黄金期', '6个月后仍可通过训练持续改善']],
        ['居家训练', ['在治疗师指导下进行关节活动度训练', '坐站转移训练，注意防跌倒']],
      ],
      '我院提供上门康复评估与训练服务，可在健康商城预约。',
    ),
    2,
    1980,
  ],
  [
    8002,
    8,
    832,
    '老人防跌倒，家里这5处要改造',
    '老年医学科 朱丽',
    'news-elder',
    '卫生间、床边、楼梯……小改造降低大风险。',
    html(
      'news-elder',
      '跌倒是65岁以上老人意外伤害的首位原因，居家环境改造很关键。',
      [['五处改造', ['卫生间安装扶手、铺防滑垫', '床边放置夜灯', '清理过道杂物和电线', '楼梯两侧安装扶手', '常用物品放在伸手可及的高度']]],
      '行走不稳的老人建议使用助行器，并定期做跌倒风险评估。',
    ),
    4,
    2760,
  ],
  [
    8003,
    8,
    831,
    '关节置换术后，回家怎么练？',
    '康复医学科 郭雪',
    'news-rehab',
    '术后6周内以关节活动度和肌力训练为主，循序渐进。',
    html(
      'news-rehab',
      '人工关节置换术后的居家康复直接影响手术效果。',
      [
        ['训练要点', ['踝泵运动：每小时10-20次', '直腿抬高：增强股四头肌力量', '屈膝训练：逐步增加角度']],
        ['注意', ['避免盘腿、深蹲', '如伤口红肿渗液及时复诊']],
      ],
      '术后康复训练（10次）套餐含康复治疗师一对一指导。',
    ),
    7,
    1320,
  ],
  [
    8004,
    8,
    832,
    '家有失智老人，照护者如何减压',
    '神经内科 胡斌',
    'news-elder',
    '照护者的身心健康同样重要，学会寻求支持。',
    html(
      'news-elder',
      '认知障碍老人的照护是一场持久战，照护者需要照顾好自己。',
      [['减压方法', ['与家人轮流照护，保证睡眠', '参加照护者支持小组', '了解疾病知识，调整期待']]],
      '胡斌认知关爱工作室定期举办照护者课堂，欢迎报名。',
    ),
    10,
    980,
  ],
]

// ------------------------------------------------------------------ ads

/** [id, hospitalId, pageId, goodsId, showType, showFrequency, start offset days, end offset days|null, pic, floor, title, jump] */
export const ADS: Array<
  [number, number, number, number | null, 1 | 2, 1 | 2, number | null, number | null, string, number, string, JumpJson]
> = [
  [601, 6, 1006, null, 1, 1, -1, 30, 'ad-popup-6', 0, '新人专享礼包', sys('/shareCoupons')],
  // (602, the inline 限时秒杀进行中 → /seckill, is gone: 活动专区's 秒杀专场 tile is the one entry, with its countdown)
  [603, 6, 1006, null, 1, 2, -10, -2, 'ad-popup-6', 0, '双十一预热（已结束）', sys('/shareCoupons')],
  [604, 6, 0, 6005, 2, 1, -1, 14, 'ad-goods-8', 0, '购买制氧机送雾化器', goodsJump(6006)],
  [
    701,
    7,
    1007,
    null,
    1,
    2,
    -1,
    20,
    'ad-popup-7',
    0,
    '孕产关爱月',
    {
      ...goodsJump(7008),
      promptWindow: 2,
      windowTitle: '温馨提示',
      confirmWay: 1,
      customContent: '孕期体检套餐需本人携带身份证到院体检，预约成功后如需改期请提前1天操作。',
    },
  ],
  [801, 8, 1008, null, 2, 1, null, null, 'ad-inline-8', 2, '康复理疗 两人拼团', sys('/groupActivity', { activityId: 801 })],
  [802, 8, 0, 8004, 2, 1, -1, 30, 'ad-goods-8', 0, '购买制氧机送雾化器', goodsJump(8004)],
]

// ------------------------------------------------------------------ forms

export const FORMS: Array<{ id: number; hospitalId: number; title: string; description: string }> = [
  { id: 1, hospitalId: 6, title: '体检预约信息登记', description: '请填写体检人的真实信息，体检当天请携带本人身份证。' },
  { id: 2, hospitalId: 7, title: '孕产建档信息', description: '建档信息仅用于产检预约和健康档案。' },
  { id: 3, hospitalId: 8, title: '康复评估预约登记', description: '请如实填写，康复治疗师会在评估前电话联系您。' },
]

// ------------------------------------------------------------------ pages

const TIP = '技术支持：金陵健康科技'
const box = { margin: [1, 2, 3, 4] as Array<1 | 2 | 3 | 4>, padding: [1, 2, 3, 4] as Array<1 | 2 | 3 | 4>, radius: 10 }

export interface SeedPage {
  id: number
  hospitalId: number
  title: string
  backgroundColor: string
  greyMode: boolean
  magicPageType: 1 | 2
  blocks: BlockJson[]
}

export const PAGES: SeedPage[] = [
  {
    id: 1006,
    hospitalId: 6,
    title: '金陵一院健康商城',
    backgroundColor: '#F4F7FB',
    greyMode: false,
    magicPageType: 1,
    blocks: [
      {
        id: 1,
        type: 'search',
        settings: {
          placeholder: '搜索商品',
          round: true,
          showSearchBtn: true,
          searchValue: '搜索',
          backgroundColor: '#1677FF',
          fontColor: '#999999',
          margin: [],
          padding: [1, 2, 3, 4],
        },
      },
      {
        id: 2,
        type: 'banner',
        // 339 px wide on a 375 px phone: 136 px keeps the 750x300 art's 2.5:1 whole (150 cut 48 art px per side, issue 35)
        settings: { ...box, autoplay: true, indicatorColor: '#1677FF', height: 136 },
        source: { kind: 'resource', groupId: 610 },
      },
      {
        id: 3,
        type: 'iconNav',
        settings: { ...box, backgroundColor: '#FFFFFF', fontColor: '#333333', iconSize: 44 },
        source: { kind: 'resource', groupId: 611 },
      },
      {
        id: 4,
        type: 'blockNav',
        layout: 2,
        settings: { ...box, backgroundColor: '#FFFFFF', title: '活动专区', titleType: 1, titleColor: '#333333' },
        source: { kind: 'resource', groupId: 613 },
      },
      { id: 5, type: 'advert', settings: { ...box }, source: { kind: 'ads' } },
      {
        id: 6,
        type: 'hotProducts',
        settings: {
          ...box,
          title: '热销好物',
          titleType: 1,
          titleColor: '#333333',
          showMoreBtn: true,
          backgroundColor: '#FFFFFF',
          showType: 3,
        },
        source: { kind: 'goods', groupId: 620 },
      },
      {
        id: 7,
        type: 'hotServices',
        settings: {
          ...box,
          title: '热门服务',
          titleType: 1,
          titleColor: '#333333',
          showMoreBtn: true,
          backgroundColor: '#FFFFFF',
          showType: 3,
        },
        source: { kind: 'goods', groupId: 621 },
      },
      {
        id: 8,
        type: 'command',
        layout: 1,
        settings: { ...box, title: '爆款推荐', titleType: 1, backgroundColor: '#FFF6EC', titleColor: '#FF6A00' },
        source: { kind: 'goods', groupId: 622 },
      },
      {
        id: 9,
        type: 'famousDoctors',
        layout: 1,
        settings: { ...box, title: '名医推荐', titleType: 1, showMoreBtn: true, backgroundColor: '#FFFFFF' },
        source: { kind: 'famous', groupId: 1 },
      },
      {
        id: 10,
        type: 'news',
        settings: {
          ...box,
          title: '健康资讯',
          titleType: 1,
          showNum: 4,
          showInfo: [1, 2],
          secondClassification: 1,
          showMoreBtn: true,
          backgroundColor: '#FFFFFF',
        },
        source: { kind: 'article', groupId: 630 },
      },
      {
        id: 11,
        type: 'tabBestGoods',
        settings: { ...box, title: '精选好物', titleType: 1, backgroundColor: '#FFFFFF' },
        source: { kind: 'goods', tabs: [623, 624, 625] },
      },
      {
        id: 12,
        type: 'todayRecommend',
        settings: { ...box, title: '今日推荐', titleType: 1, showType: 2 },
        source: { kind: 'today', limit: 10 },
      },
      { id: 14, type: 'tipText', settings: { text: TIP, fontColor: '#B0B5BD' } },
    ],
  },
  {
    id: 1007,
    hospitalId: 7,
    title: '金陵妇幼健康商城',
    backgroundColor: '#FFF5F8',
    greyMode: false,
    magicPageType: 1,
    blocks: [
      {
        id: 1,
        type: 'banner',
        // full width: 375 / 2.5 (the art's ratio; 180 cut the title's first characters)
        settings: { margin: [], padding: [], radius: 0, autoplay: true, indicatorColor: '#F0527A', height: 150 },
        source: { kind: 'resource', groupId: 710 },
      },
      {
        id: 2,
        type: 'search',
        settings: {
          placeholder: '搜索孕产、母婴服务',
          round: true,
          showSearchBtn: false,
          backgroundColor: '#FFF5F8',
          fontColor: '#999999',
          margin: [1, 2, 4],
          padding: [],
        },
      },
      {
        id: 3,
        type: 'iconNav',
        settings: { ...box, backgroundColor: '#FFFFFF', fontColor: '#333333', iconSize: 48 },
        source: { kind: 'resource', groupId: 711 },
      },
      { id: 4, type: 'imageList', settings: { ...box, showType: 1 }, source: { kind: 'resource', groupId: 712 } },
      {
        id: 5,
        type: 'hotServices',
        settings: {
          ...box,
          title: '热门服务',
          titleType: 1,
          titleColor: '#F0527A',
          showMoreBtn: true,
          backgroundColor: '#FFFFFF',
          showType: 2,
        },
        source: { kind: 'goods', groupId: 720 },
      },
      {
        id: 6,
        type: 'video',
        settings: { ...box, title: '孕期营养小课堂', titleType: 1, posterUrl: A('video-poster-7') },
        source: { kind: 'video' },
        video: { title: '孕期营养小课堂：吃对才能长胎不长肉', videoUrl: '', coverPath: A('video-poster-7') },
      },
      {
        id: 7,
        type: 'studioList',
        settings: { ...box, title: '专家工作室', titleType: 1, showNum: 2, showMoreBtn: true, backgroundColor: '#FFFFFF' },
        source: { kind: 'studio' },
      },
      {
        id: 8,
        type: 'news',
        settings: {
          ...box,
          title: '孕育知识',
          titleType: 1,
          showNum: 3,
          showInfo: [2],
          secondClassification: 1,
          showMoreBtn: true,
          backgroundColor: '#FFFFFF',
        },
        source: { kind: 'article', groupId: 730 },
      },
      {
        id: 9,
        type: 'buttonGroup',
        settings: { ...box, backgroundColor: '#FFFFFF', fontColor: '#F0527A' },
        source: { kind: 'resource', groupId: 713 },
      },
      {
        id: 10,
        type: 'todayRecommend',
        settings: { ...box, title: '母婴好物', titleType: 1, showType: 2 },
        source: { kind: 'goods', groupId: 721 },
      },
      { id: 11, type: 'tipText', settings: { text: TIP, fontColor: '#C9A3AE' } },
    ],
  },
  {
    id: 1008,
    hospitalId: 8,
    title: '康宁医院健康商城',
    backgroundColor: '#F2FAF6',
    greyMode: false,
    magicPageType: 1,
    blocks: [
      {
        id: 1,
        type: 'search',
        settings: {
          placeholder: '搜索康复服务、器械',
          round: false,
          showSearchBtn: true,
          searchValue: '搜索',
          backgroundColor: '#0FA37F',
          fontColor: '#999999',
          margin: [],
          padding: [1, 2, 3, 4],
        },
      },
      {
        id: 2,
        type: 'banner',
        settings: { ...box, autoplay: true, indicatorColor: '#0FA37F', height: 136 },
        source: { kind: 'resource', groupId: 810 },
      },
      { id: 3, type: 'blockNav', layout: 5, settings: { ...box, backgroundColor: '#FFFFFF' }, source: { kind: 'resource', groupId: 811 } },
      { id: 4, type: 'advert', settings: { ...box }, source: { kind: 'ads' } },
      {
        id: 5,
        type: 'chronic',
        settings: { ...box, title: '慢病管理工作室', titleType: 1, showNum: 2, showMoreBtn: true, backgroundColor: '#FFFFFF' },
        source: { kind: 'chronic' },
      },
      {
        id: 6,
        type: 'famousDoctors',
        layout: 2,
        settings: { ...box, title: '专家团队', titleType: 1, backgroundColor: '#FFFFFF' },
        source: { kind: 'famous', groupId: 3 },
      },
      {
        id: 7,
        type: 'command',
        layout: 2,
        settings: { ...box, title: '爆款服务', titleType: 1, titleColor: '#0FA37F', backgroundColor: '#FFFFFF' },
        source: { kind: 'goods', groupId: 821 },
      },
      {
        id: 8,
        type: 'hotProducts',
        settings: { ...box, title: '康复好物', titleType: 1, showMoreBtn: true, backgroundColor: '#FFFFFF', showType: 3 },
        source: { kind: 'goods', groupId: 820 },
      },
      {
        id: 9,
        type: 'news',
        settings: {
          ...box,
          title: '康复养老',
          titleType: 1,
          showNum: 3,
          showInfo: [1, 2],
          secondClassification: 2,
          showMoreBtn: true,
          backgroundColor: '#FFFFFF',
        },
        source: { kind: 'article', groupId: 830 },
      },
      { id: 10, type: 'imageList', settings: { ...box }, source: { kind: 'resource', groupId: 812 } },
      {
        id: 11,
        type: 'floatIcons',
        settings: { iconPosition: 1, iconPositionType: 2, iconSize: 44 },
        source: { kind: 'resource', groupId: 813 },
      },
      { id: 12, type: 'tipText', settings: { text: TIP, fontColor: '#9FB8AE' } },
    ],
  },
  {
    id: 2006,
    hospitalId: 6,
    title: '体检专区',
    backgroundColor: '#F4F7FB',
    greyMode: false,
    magicPageType: 2,
    blocks: [
      { id: 1, type: 'imageList', settings: { margin: [], padding: [], radius: 0 }, source: { kind: 'resource', groupId: 614 } },
      {
        id: 2,
        type: 'hotServices',
        settings: { ...box, title: '体检套餐', titleType: 1, showType: 1, backgroundColor: '#FFFFFF' },
        source: { kind: 'goods', groupId: 624 },
      },
      { id: 3, type: 'tipText', settings: { text: '体检前一晚22点后请禁食，可少量饮水', fontColor: '#8A94A6' } },
    ],
  },
  {
    id: 2007,
    hospitalId: 7,
    title: '母婴专区',
    backgroundColor: '#FFF5F8',
    greyMode: false,
    magicPageType: 2,
    blocks: [
      {
        id: 1,
        type: 'hotServices',
        settings: { ...box, title: '孕产服务', titleType: 1, showType: 1, backgroundColor: '#FFFFFF' },
        source: { kind: 'goods', groupId: 720 },
      },
      {
        id: 2,
        type: 'hotProducts',
        settings: { ...box, title: '母婴好物', titleType: 1, showType: 2, backgroundColor: '#FFFFFF' },
        source: { kind: 'goods', groupId: 721 },
      },
    ],
  },
]
