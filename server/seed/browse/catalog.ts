/**
 * Seed catalogue of the three seeded hospitals: categories (level 1 and 2) and goods with specs,
 * skus, stock, price display flags, labels, selling points, service roles and appointment needs.
 * Ids: category hospital*100+k, goods hospital*1000+n, goodsDistributeId 100000+goodsId,
 * sku goodsId*10+k (k from 1).
 */

export interface SeedCategory {
  id: number
  name: string
  icon: string
  children: Array<{ id: number; name: string }>
}

export interface SeedGoods {
  n: number
  /** level-2 category id */
  cat: number
  name: string
  type: 1 | 2 | 3
  img: string
  /** base price (yuan) */
  price: number
  lined?: number
  sell: string
  labels?: string[]
  /** [spec name, values, price delta per value (yuan)] */
  specs?: Array<[string, string[], number[]?]>
  /** stock per sku (default 200 physical, 50 service, 30 combo) */
  stock?: number
  /** stock of skus whose index is listed (e.g. one sold-out colour) */
  stockOverride?: Record<number, number>
  stockFlag?: 0 | 1
  /** priceShowMode 1 hides the price */
  hidePrice?: boolean
  /** goodsPriceFlag 1 with this custom copy (面诊后付款) */
  priceCopy?: string
  deal?: '01' | '02'
  roles?: string[]
  appoint?: boolean
  sales?: number
  copy?: [number, string]
  items?: Array<[string, string]>
  /** message specs the buyer fills in: [name, placeholder, fieldType] */
  msg?: Array<[string, string, number]>
  refund?: boolean
  notice?: string
}

export const CATEGORIES: Record<number, SeedCategory[]> = {
  6: [
    { id: 601, name: '家用器械', icon: 'cat-device', children: [{ id: 611, name: '血压血糖' }, { id: 612, name: '呼吸制氧' }, { id: 613, name: '体温监测' }] },
    { id: 602, name: '护理用品', icon: 'cat-care', children: [{ id: 621, name: '成人护理' }, { id: 622, name: '口罩防护' }, { id: 623, name: '康复辅具' }] },
    { id: 603, name: '体检套餐', icon: 'cat-exam', children: [{ id: 631, name: '入职体检' }, { id: 632, name: '中老年体检' }, { id: 633, name: '专项筛查' }] },
    { id: 604, name: '上门服务', icon: 'cat-home', children: [{ id: 641, name: '上门护理' }, { id: 642, name: '康复理疗' }] },
    { id: 605, name: '健康礼包', icon: 'cat-combo', children: [{ id: 651, name: '组合套餐' }] },
    { id: 606, name: '中医养生', icon: 'cat-tcm', children: [{ id: 661, name: '中医理疗' }] },
  ],
  7: [
    { id: 701, name: '母婴用品', icon: 'cat-mom', children: [{ id: 711, name: '孕产护理' }, { id: 712, name: '婴儿用品' }] },
    { id: 702, name: '孕产服务', icon: 'cat-home', children: [{ id: 721, name: '产后康复' }, { id: 722, name: '上门护理' }] },
    { id: 703, name: '妇儿体检', icon: 'cat-exam', children: [{ id: 731, name: '孕期体检' }, { id: 732, name: '儿童体检' }, { id: 733, name: '女性筛查' }] },
    { id: 704, name: '组合套餐', icon: 'cat-combo', children: [{ id: 741, name: '孕产礼包' }] },
  ],
  8: [
    { id: 801, name: '康复器械', icon: 'cat-rehab', children: [{ id: 811, name: '助行辅具' }, { id: 812, name: '居家护理' }] },
    { id: 802, name: '康复服务', icon: 'cat-home', children: [{ id: 821, name: '康复理疗' }, { id: 822, name: '上门护理' }] },
    { id: 803, name: '长者体检', icon: 'cat-elder', children: [{ id: 831, name: '老年体检' }, { id: 832, name: '认知筛查' }] },
    { id: 804, name: '组合套餐', icon: 'cat-combo', children: [{ id: 841, name: '康复组合' }] },
  ],
}

const SEX: [string, string[]] = ['适用性别', ['男', '女']]
const EXAM_NOTICE = '请提前1天预约；体检前一晚22点后禁食禁水；携带本人身份证；女性经期请改约。'
const NURSE_NOTICE = '下单后客服将在2小时内联系确认上门时间；服务范围为本市主城区。'
const EXAM_ITEMS: Array<[string, string]> = [['一般检查', '身高、体重、血压、脉搏'], ['血常规', '18项'], ['肝功能', '谷丙转氨酶、谷草转氨酶等'], ['肾功能', '肌酐、尿素氮、尿酸'], ['心电图', '12导联'], ['胸部DR', '正位片']]

export const GOODS: Record<number, SeedGoods[]> = {
  6: [
    // ---- physical
    { n: 1, cat: 611, name: '欧姆龙上臂式电子血压计 HEM-7136', type: 1, img: 'goods-bp', price: 299, lined: 399, sell: '日本品牌 一键测量 大屏显示', labels: ['正品保障', '一年质保'], specs: [['款式', ['标准款', '语音播报款'], [0, 60]]], sales: 1268, copy: [1, '医生推荐'] },
    { n: 2, cat: 611, name: '鱼跃腕式电子血压计 YE8900A', type: 1, img: 'goods-bp', price: 199, lined: 259, sell: '小巧便携 出差旅行随身测', labels: ['包邮'], sales: 532 },
    { n: 3, cat: 611, name: '三诺安稳+血糖仪套装（含试纸）', type: 1, img: 'goods-glucose', price: 129, lined: 168, sell: '免调码 5秒出结果', labels: ['正品保障', '赠采血针'], specs: [['试纸数量', ['50支', '100支'], [0, 60]]], sales: 2210, copy: [2, '控糖必备'] },
    { n: 4, cat: 611, name: '罗氏活力型血糖试纸 50支', type: 1, img: 'goods-glucose', price: 189, sell: '适配罗氏活力型血糖仪 独立包装', labels: ['进口'], sales: 860 },
    { n: 5, cat: 612, name: '鱼跃医用制氧机 8F-5AW 5L', type: 1, img: 'goods-oxygen', price: 3280, lined: 3980, sell: '医用级 5升大流量 带雾化', labels: ['医用级', '送货上门', '两年质保'], stock: 12, sales: 96, copy: [3, '家庭氧疗'] },
    { n: 6, cat: 612, name: '家用压缩式雾化器 403M', type: 1, img: 'goods-nebulizer', price: 259, lined: 299, sell: '儿童成人通用 低噪音', labels: ['包邮'], sales: 418 },
    { n: 7, cat: 612, name: '指夹式脉搏血氧仪', type: 1, img: 'goods-oximeter', price: 89, lined: 129, sell: '血氧+脉率 OLED双色屏', labels: ['热销'], sales: 3120 },
    { n: 8, cat: 613, name: '红外电子额温枪', type: 1, img: 'goods-thermo', price: 79, lined: 129, sell: '1秒测温 静音模式', labels: ['热销'], sales: 4510 },
    { n: 9, cat: 613, name: '医用电子体温计（软头）', type: 1, img: 'goods-thermo', price: 29.9, sell: '软头设计 腋下口腔两用', sales: 2890 },
    { n: 10, cat: 621, name: '成人护理垫', type: 1, img: 'goods-pad', price: 39.9, lined: 49.9, sell: '大吸量 防侧漏 术后卧床适用', labels: ['囤货装'], specs: [['规格', ['60×90cm 20片', '80×90cm 15片'], [0, 10]]], sales: 6210 },
    { n: 11, cat: 621, name: '成人纸尿裤 L码 10片×4包', type: 1, img: 'goods-diaper', price: 129, lined: 159, sell: '12小时干爽 透气不闷', labels: ['整箱装'], specs: [['尺码', ['M', 'L', 'XL'], [0, 0, 10]]], sales: 1530 },
    { n: 12, cat: 622, name: '医用外科口罩 独立包装 50只', type: 1, img: 'goods-mask', price: 29.9, lined: 39.9, sell: '三层防护 细菌过滤≥95%', labels: ['医用级'], specs: [['颜色', ['蓝色', '粉色', '白色']]], stockOverride: { 2: 0 }, sales: 12800 },
    { n: 13, cat: 622, name: 'KN95 防护口罩 20只', type: 1, img: 'goods-mask', price: 49.9, sell: '五层过滤 耳带舒适', sales: 5400 },
    { n: 14, cat: 623, name: '医用弹力袜 二级压力', type: 1, img: 'goods-stocking', price: 168, lined: 218, sell: '预防静脉曲张 术后康复', specs: [['尺码', ['S', 'M', 'L', 'XL']], ['长度', ['中筒', '长筒'], [0, 30]]], sales: 640 },
    { n: 15, cat: 623, name: '折叠轻便手动轮椅', type: 1, img: 'goods-wheelchair', price: 699, lined: 899, sell: '铝合金车架 可折叠放入后备箱', labels: ['送货上门'], stock: 20, sales: 210 },
    { n: 16, cat: 623, name: '四脚助行拐杖', type: 1, img: 'goods-walker', price: 129, sell: '四脚防滑 高度十档可调', sales: 380 },
    { n: 17, cat: 623, name: '医用护腰 腰椎固定带', type: 1, img: 'goods-belt', price: 159, lined: 199, sell: '钢板支撑 透气网布', specs: [['尺码', ['M', 'L', 'XL']]], sales: 720 },
    { n: 18, cat: 621, name: '一次性医用棉签 200支', type: 1, img: 'goods-swab', price: 9.9, sell: '脱脂棉 灭菌独立包装', sales: 9800 },
    { n: 19, cat: 621, name: '碘伏消毒液 500ml', type: 1, img: 'goods-firstaid', price: 19.9, sell: '皮肤伤口消毒 温和不刺激', sales: 4320 },
    { n: 20, cat: 621, name: '家用急救包 36件套', type: 1, img: 'goods-firstaid', price: 99, lined: 139, sell: '家庭、车载、户外常备', labels: ['新品'], sales: 260 },
    { n: 21, cat: 611, name: '血压计替换臂带 22-42cm', type: 1, img: 'goods-bp', price: 59, sell: '适配主流上臂式血压计', sales: 310 },
    { n: 22, cat: 612, name: '家用医用防褥疮气垫床', type: 1, img: 'goods-bed', price: 459, lined: 599, sell: '交替充气 长期卧床护理', stock: 0, sales: 88 },
    // ---- service / exam packages
    { n: 23, cat: 631, name: '入职体检套餐（基础版）', type: 2, img: 'goods-exam', price: 199, lined: 280, sell: '满足大部分单位入职要求 3个工作日出报告', labels: ['可开发票', '报告电子版'], specs: [SEX], deal: '02', appoint: true, sales: 3580, items: EXAM_ITEMS, notice: EXAM_NOTICE, copy: [4, '最快次日可约'] },
    { n: 24, cat: 632, name: '中老年体检套餐（深度版）', type: 2, img: 'goods-exam-senior', price: 1280, lined: 1680, sell: '心脑血管 + 肿瘤标志物 + 骨密度', labels: ['专家解读', '报告电子版'], specs: [SEX, ['婚姻状况', ['未婚', '已婚'], [0, 120]]], deal: '02', appoint: true, sales: 942, items: [...EXAM_ITEMS, ['肿瘤标志物', 'AFP、CEA、CA199 等 8 项'], ['颈动脉彩超', '斑块筛查'], ['骨密度', '双能X线']], notice: EXAM_NOTICE },
    { n: 25, cat: 633, name: '女性两癌筛查套餐', type: 2, img: 'goods-exam-women', price: 680, lined: 880, sell: 'HPV + TCT + 乳腺彩超', labels: ['女性专属'], deal: '02', appoint: true, sales: 611, items: [['HPV', '高危型分型检测'], ['TCT', '液基薄层细胞学'], ['乳腺彩超', '双侧']], notice: EXAM_NOTICE },
    { n: 26, cat: 633, name: '心脑血管专项筛查', type: 2, img: 'goods-heart', price: 980, lined: 1280, sell: '动态心电 + 颈动脉彩超 + 血脂四项', specs: [SEX], deal: '02', appoint: true, sales: 287, items: [['动态心电图', '24小时'], ['颈动脉彩超', '斑块筛查'], ['血脂四项', '胆固醇、甘油三酯等']], notice: EXAM_NOTICE },
    { n: 27, cat: 633, name: '无痛胃肠镜检查', type: 2, img: 'goods-exam', price: 1880, sell: '麻醉医师全程监护 检查前需面诊评估', labels: ['需面诊'], priceCopy: '面诊后付款', deal: '02', appoint: true, sales: 154, notice: '检查前需专科医生面诊评估，价格以面诊确定的方案为准。' },
    { n: 28, cat: 641, name: '上门护理·PICC导管维护', type: 2, img: 'goods-nurse', price: 180, lined: 220, sell: '三甲医院专科护士上门 含耗材', labels: ['专科护士', '含耗材'], deal: '01', roles: ['护士'], sales: 468, notice: NURSE_NOTICE, items: [['导管评估', '穿刺点、臂围'], ['冲封管', '含肝素帽更换'], ['敷料更换', '透明敷贴']] },
    { n: 29, cat: 641, name: '上门护理·压疮换药', type: 2, img: 'goods-nurse', price: 150, sell: '伤口评估 + 清创换药', deal: '01', roles: ['护士'], specs: [['伤口面积', ['5cm²以内', '5-10cm²'], [0, 50]]], sales: 233, notice: NURSE_NOTICE },
    { n: 30, cat: 641, name: '上门采血服务', type: 2, img: 'goods-blood', price: 60, sell: '护士上门采血 样本送检 报告线上查', deal: '01', roles: ['护士'], sales: 780, notice: NURSE_NOTICE },
    { n: 31, cat: 642, name: '康复理疗·颈肩腰腿痛（5次）', type: 2, img: 'goods-rehab', price: 600, lined: 800, sell: '康复治疗师一对一 手法+理疗', labels: ['5次卡'], deal: '01', roles: ['康复治疗师', '康复助理'], appoint: true, sales: 325 },
    { n: 32, cat: 661, name: '中医针灸理疗（单次）', type: 2, img: 'goods-acupuncture', price: 120, sell: '主治中医师操作 缓解颈腰疼痛', deal: '02', appoint: true, sales: 512 },
    { n: 33, cat: 633, name: '睡眠呼吸监测', type: 2, img: 'goods-sleep', price: 460, sell: '打鼾、夜间憋醒人群 整夜监测', deal: '02', appoint: true, sales: 98 },
    { n: 34, cat: 633, name: '肿瘤标志物筛查（12项）', type: 2, img: 'goods-blood', price: 398, lined: 520, sell: '空腹抽血 一管血查12项', specs: [SEX], deal: '02', appoint: true, sales: 402 },
    { n: 35, cat: 661, name: '中医体质辨识与调理方案', type: 2, img: 'goods-acupuncture', price: 0, sell: '名中医一对一 面诊后定制调理方案', hidePrice: true, deal: '02', appoint: true, sales: 66, notice: '价格因调理方案而异，面诊时由医生告知。' },
    { n: 36, cat: 631, name: '驾驶员体检', type: 2, img: 'goods-exam', price: 60, sell: '驾照申领、换证 当天出结果', deal: '02', appoint: true, sales: 1450, msg: [['驾驶证档案号', '换证时填写', 1]] },
    // ---- combos (quantity 1)
    { n: 37, cat: 651, name: '糖尿病居家管理礼包', type: 3, img: 'goods-combo', price: 399, lined: 528, sell: '血糖仪 + 100支试纸 + 营养师随访1次', labels: ['组合优惠'], deal: '02', sales: 188, copy: [2, '控糖套餐'] },
    { n: 38, cat: 651, name: '高血压关爱组合', type: 3, img: 'goods-combo', price: 499, lined: 679, sell: '上臂式血压计 + 心脑血管筛查', deal: '02', appoint: true, sales: 95 },
    { n: 39, cat: 651, name: '父母健康孝心套餐', type: 3, img: 'goods-gift', price: 1599, lined: 2099, sell: '中老年深度体检 + 血压计 + 额温枪', labels: ['送父母'], specs: [SEX], deal: '02', appoint: true, sales: 143 },
    { n: 40, cat: 651, name: '术后居家康复组合', type: 3, img: 'goods-combo', price: 899, lined: 1150, sell: '上门换药2次 + 护理垫 + 护腰', deal: '01', roles: ['护士'], sales: 52 },
    { n: 41, cat: 651, name: '新年健康礼盒', type: 3, img: 'goods-gift', price: 268, lined: 336, sell: '额温枪 + 血氧仪 + 口罩 年货送礼', labels: ['限量'], stock: 5, sales: 300 },
    { n: 42, cat: 651, name: '慢病随访年卡', type: 3, img: 'goods-gift', price: 1200, sell: '全年12次专科随访 + 2次上门评估', deal: '01', roles: ['家庭医生', '护士'], sales: 41 },
  ],
  7: [
    { n: 1, cat: 711, name: '孕妇托腹带 透气款', type: 1, img: 'goods-belt', price: 89, lined: 129, sell: '孕中晚期 减轻腰背压力', specs: [['尺码', ['M', 'L', 'XL']]], sales: 980 },
    { n: 2, cat: 711, name: '电动双边吸奶器', type: 1, img: 'goods-pump', price: 599, lined: 799, sell: '9档吸力 静音 可充电', labels: ['热销', '一年质保'], sales: 620, copy: [1, '护士推荐'] },
    { n: 3, cat: 711, name: '产褥垫 60×90cm 10片', type: 1, img: 'goods-pad', price: 39, sell: '产后恶露专用 柔软亲肤', sales: 1860 },
    { n: 4, cat: 711, name: '一次性防溢乳垫 100片', type: 1, img: 'goods-pad', price: 45, sell: '超薄 3D立体贴合', sales: 2310 },
    { n: 5, cat: 712, name: '婴儿耳温枪', type: 1, img: 'goods-thermo', price: 199, lined: 259, sell: '1秒测温 夜光屏 宝宝睡着也能测', sales: 740 },
    { n: 6, cat: 712, name: '婴儿医用退热贴 6贴', type: 1, img: 'goods-firstaid', price: 29, sell: '物理降温 8小时持续', sales: 3200 },
    { n: 7, cat: 712, name: '婴儿雾化器 静音款', type: 1, img: 'goods-nebulizer', price: 329, sell: '面罩+咬嘴 婴幼儿适用', sales: 210 },
    { n: 8, cat: 731, name: '孕期建档体检套餐', type: 2, img: 'goods-exam-women', price: 880, lined: 1080, sell: '早孕建档一站式 含NT前基础检查', labels: ['专家解读'], deal: '02', appoint: true, sales: 540, items: [['血常规+血型', 'ABO+Rh'], ['肝肾功能', ''], ['传染病四项', ''], ['产科彩超', '']], notice: EXAM_NOTICE },
    { n: 9, cat: 731, name: '产后42天复查套餐', type: 2, img: 'goods-exam-women', price: 380, sell: '妈妈+宝宝一起查', deal: '02', appoint: true, sales: 690 },
    { n: 10, cat: 722, name: '新生儿上门护理（3次）', type: 2, img: 'goods-baby', price: 680, lined: 880, sell: '脐带护理 黄疸监测 母乳喂养指导', labels: ['母婴护士'], deal: '01', roles: ['母婴护士'], sales: 312, notice: NURSE_NOTICE },
    { n: 11, cat: 722, name: '催乳通乳上门服务', type: 2, img: 'goods-mom', price: 298, sell: '国家认证催乳师 手法通乳', deal: '01', roles: ['催乳师'], sales: 455 },
    { n: 12, cat: 721, name: '产后盆底康复评估+训练（10次）', type: 2, img: 'goods-rehab', price: 1980, lined: 2580, sell: '盆底肌电评估 + 生物反馈训练', deal: '02', appoint: true, sales: 168 },
    { n: 13, cat: 721, name: '小儿推拿（单次）', type: 2, img: 'goods-baby', price: 98, sell: '积食、感冒、夜啼 中医调理', deal: '02', appoint: true, sales: 830 },
    { n: 14, cat: 732, name: '儿童入园体检', type: 2, img: 'goods-exam-kid', price: 120, sell: '满足各区幼儿园入园要求', deal: '02', appoint: true, sales: 1320, msg: [['入读幼儿园', '请填写幼儿园名称', 1]] },
    { n: 15, cat: 733, name: 'HPV分型检测', type: 2, img: 'goods-vaccine', price: 298, lined: 360, sell: '高危型分型 宫颈癌早筛', deal: '02', appoint: true, sales: 760 },
    { n: 16, cat: 733, name: '婚前孕前检查（女方）', type: 2, img: 'goods-exam-women', price: 560, sell: '优生优育 孕前必查', deal: '02', appoint: true, sales: 402 },
    { n: 17, cat: 741, name: '孕产关爱礼包', type: 3, img: 'goods-gift', price: 699, lined: 899, sell: '托腹带 + 产褥垫 + 吸奶器体验券', labels: ['送礼佳选'], sales: 150 },
    { n: 18, cat: 741, name: '宝宝出生护理组合', type: 3, img: 'goods-combo', price: 980, lined: 1260, sell: '新生儿上门护理3次 + 耳温枪', deal: '01', roles: ['母婴护士'], sales: 75 },
  ],
  8: [
    { n: 1, cat: 811, name: '折叠轻便手动轮椅', type: 1, img: 'goods-wheelchair', price: 669, lined: 899, sell: '铝合金车架 可折叠', labels: ['送货上门'], stock: 15, sales: 190 },
    { n: 2, cat: 811, name: '四轮助行器 带座椅', type: 1, img: 'goods-walker', price: 359, sell: '可坐可推 手刹刹车', sales: 130 },
    { n: 3, cat: 812, name: '防褥疮气垫床', type: 1, img: 'goods-bed', price: 439, lined: 599, sell: '交替充气 静音泵', sales: 160 },
    { n: 4, cat: 812, name: '鱼跃医用制氧机 3L', type: 1, img: 'goods-oxygen', price: 2380, lined: 2880, sell: '医用级 低噪音 老人家用', labels: ['医用级'], stock: 8, sales: 64 },
    { n: 5, cat: 812, name: '成人护理垫 80×90cm 15片', type: 1, img: 'goods-pad', price: 45, sell: '大吸量 防侧漏', sales: 2300 },
    { n: 6, cat: 811, name: '康复握力训练器', type: 1, img: 'goods-rehab', price: 39, sell: '中风偏瘫手部康复训练', specs: [['阻力', ['5kg', '10kg', '20kg']]], sales: 410 },
    { n: 7, cat: 821, name: '康复理疗·颈肩腰腿痛（5次）', type: 2, img: 'goods-rehab', price: 560, lined: 760, sell: '康复治疗师一对一', deal: '01', roles: ['康复治疗师'], appoint: true, sales: 280 },
    { n: 8, cat: 821, name: '中风康复评估', type: 2, img: 'goods-brain', price: 200, sell: '运动功能 + 日常生活能力评估', deal: '02', appoint: true, sales: 120 },
    { n: 9, cat: 821, name: '术后关节康复训练（10次）', type: 2, img: 'goods-rehab', price: 1500, lined: 1900, sell: '膝髋关节置换术后专项', deal: '02', appoint: true, sales: 56 },
    { n: 10, cat: 822, name: '上门护理·鼻饲管更换', type: 2, img: 'goods-nurse', price: 200, sell: '专科护士上门 含耗材', deal: '01', roles: ['护士'], sales: 140, notice: NURSE_NOTICE },
    { n: 11, cat: 822, name: '上门护理·导尿管护理', type: 2, img: 'goods-nurse', price: 180, sell: '专科护士上门 含耗材', deal: '01', roles: ['护士'], sales: 110, notice: NURSE_NOTICE },
    { n: 12, cat: 831, name: '老年综合体检套餐', type: 2, img: 'goods-exam-senior', price: 980, lined: 1280, sell: '心肺功能 + 骨密度 + 眼底', specs: [SEX], deal: '02', appoint: true, sales: 360, items: EXAM_ITEMS, notice: EXAM_NOTICE },
    { n: 13, cat: 832, name: '认知功能筛查（阿尔茨海默早筛）', type: 2, img: 'goods-brain', price: 300, sell: '量表评估 + 专家解读', deal: '02', appoint: true, sales: 88 },
    { n: 14, cat: 832, name: '跌倒风险评估', type: 2, img: 'goods-walker', price: 0, sell: '平衡功能测试 评估后由医生报价', priceCopy: '面诊后付款', deal: '02', appoint: true, sales: 40 },
    { n: 15, cat: 841, name: '居家康复组合', type: 3, img: 'goods-combo', price: 1099, lined: 1399, sell: '助行器 + 上门康复评估 + 训练器', deal: '01', roles: ['康复治疗师'], sales: 35 },
    { n: 16, cat: 841, name: '长者关爱年卡', type: 3, img: 'goods-gift', price: 1680, sell: '老年体检 + 4次上门随访', deal: '01', roles: ['家庭医生', '护士'], sales: 28 },
  ],
}

/** pre-appointment rule form of the exam and service goods (SPEC §3 ruleFieldRelList; fieldIds 13-16 are the default tags) */
export const RULE_FIELDS = [
  { fieldId: 13, showName: '姓名', isRequire: 1, fillMethod: 1, fieldType: 1, regex: '^[\\u4e00-\\u9fa5A-Za-z·]{2,20}$', content: null },
  { fieldId: 14, showName: '身份证号', isRequire: 1, fillMethod: 1, fieldType: 1, regex: '^\\d{17}[\\dXx]$', content: null },
  { fieldId: 15, showName: '手机号', isRequire: 1, fillMethod: 1, fieldType: 2, regex: '^1[3-9]\\d{9}$', content: null },
  { fieldId: 16, showName: '性别', isRequire: 1, fillMethod: 2, fieldType: 1, regex: null, content: '男,女' },
  { fieldId: 17, showName: '婚姻状况', isRequire: 1, fillMethod: 2, fieldType: 1, regex: null, content: '未婚,已婚' },
  { fieldId: 18, showName: '过敏史', isRequire: 0, fillMethod: 1, fieldType: 1, regex: null, content: null },
]

/** hot words per hospital */
export const HOT_WORDS: Record<number, Array<[string, boolean]>> = {
  6: [['血压计', true], ['体检套餐', true], ['血糖仪', false], ['上门护理', false], ['口罩', false], ['制氧机', false], ['康复理疗', false], ['额温枪', false]],
  7: [['吸奶器', true], ['孕期体检', true], ['新生儿护理', false], ['HPV', false], ['小儿推拿', false], ['产后康复', false]],
  8: [['轮椅', true], ['康复理疗', true], ['老年体检', false], ['气垫床', false], ['上门护理', false], ['认知筛查', false]],
}
