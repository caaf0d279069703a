/**
 * Red-flag detection of the AI health assistant (issue 29 item 1): does a question describe an emergency that must
 * be answered with 120 first? Built as data, not as a list of regexes:
 *
 *  1. normalise: NFKC (full-width letters, digits, punctuation), lower case, spaces between Chinese characters
 *     dropped, a few safe one-character typos repaired (TYPOS);
 *  2. split into clauses at punctuation and read each clause into tokens by the longest vocabulary term at each
 *     place (VOCABULARY: concept -> the words people use for it, Chinese and English); a character (or English
 *     word) no term covers is a gap; fillers and intensifiers (很, 特别, 一阵阵, 得厉害, 突然 ...) are modifiers:
 *     noted for the whole text, then skipped, so "呼吸很困难" reads as 呼吸 + 困难;
 *  3. a negation (没有, 不, 无 ...) or a history word (以前, 得过 ...) just before a term cancels it;
 *  4. a category fires on a combination of concepts (CATEGORIES): concepts NEAR each other in one clause (body part
 *     + pain, breath + difficulty), a stand-alone red-flag concept (心梗, 叫不醒), and concepts that must appear
 *     anywhere in the question (pregnancy + bleeding; a headache + sudden or severe);
 *  5. a question ABOUT an exam, a price, a department, prevention or symptoms in general (胸痛中心在几楼, 一氧化碳中毒
 *     怎么预防) does not fire unless something says it is happening now (突然, 现在, 得厉害, 怎么办 ...); thoughts of
 *     suicide always fire.
 *
 * The corpus in ./corpus.ts (written before this file) is the test: every phrasing routed, no ordinary question.
 * A false alarm costs a detour; a missed one can cost a life: when in doubt a term goes in.
 */

export type RedFlagId =
  | 'suicide'
  | 'chest_pain'
  | 'allergy'
  | 'breathing'
  | 'gas'
  | 'pregnancy_bleeding'
  | 'stroke'
  | 'headache'
  | 'unconscious'
  | 'bleeding'
  | 'poisoning'
  | 'trauma_burn'

/** the concepts the vocabulary maps words to */
type Concept =
  // modifiers: noted for the whole text, skipped when reading terms next to each other
  | 'FILL'
  | 'INT'
  | 'STRONG'
  | 'SUDDEN'
  | 'NOW'
  // cancel the next term
  | 'NEG'
  | 'HIST'
  // a question about something rather than it happening
  | 'ABOUT'
  // words that only take their characters away from shorter terms (血压 is not 血, 石头 is not 头)
  | 'NEUTRAL'
  // body
  | 'CHEST'
  | 'HEAD'
  | 'THROAT'
  | 'FACE'
  | 'SIDE'
  | 'LIMB'
  | 'SPEECH'
  // what is felt or seen
  | 'PAIN'
  | 'TIGHT'
  | 'CHEST_TIGHT'
  | 'SWEAT'
  | 'RADIATE'
  | 'BREATH'
  | 'PANT'
  | 'HARD'
  | 'BREATH_HARD'
  | 'CHOKE'
  | 'CYANOSIS'
  | 'CROOKED'
  | 'UNCLEAR'
  | 'WEAK'
  | 'VISION'
  | 'BALANCE'
  | 'SWELL'
  | 'ALLERGEN'
  | 'SHOCK'
  | 'FAINT'
  | 'SEIZURE'
  | 'NO_RESPONSE'
  | 'BLOOD'
  | 'LOTS'
  | 'STOPLESS'
  | 'PREGNANT'
  | 'PREG_BLEED'
  | 'VOMIT'
  | 'STIFF_NECK'
  | 'DIZZY'
  | 'SWALLOW'
  | 'CHILD'
  | 'ADULT_DRUG'
  | 'HANDFUL'
  | 'MEDICINE'
  | 'FOREIGN'
  | 'TRUNK'
  | 'TOXIC'
  | 'MUSHROOM'
  | 'BURN'
  | 'FIRE'
  | 'LARGE'
  | 'BROKEN'
  | 'BONE'
  | 'FALL'
  | 'HIGH'
  | 'HIT'
  | 'FUEL'
  | 'LEAK'
  | 'CHARCOAL'
  // stand-alone red flags, one per category
  | 'X_CHEST'
  | 'X_BREATH'
  | 'X_STROKE'
  | 'X_SUICIDE'
  | 'X_PREG'
  | 'X_UNCONSCIOUS'
  | 'X_BLEED'
  | 'X_POISON'
  | 'X_ALLERGY'
  | 'X_HEADACHE'
  | 'X_TRAUMA'
  | 'X_GAS'

/** modifiers are skipped when terms are read next to each other */
const MODIFIERS: ReadonlySet<Concept> = new Set<Concept>(['FILL', 'INT', 'STRONG', 'SUDDEN', 'NOW'])

/**
 * Concept -> words. A word may be listed under several concepts (胸痛 is CHEST and PAIN). English words match at the
 * start of a word (hurts matches hurt). A word that also names another concept is read as its longest form.
 */
// prettier-ignore
const VOCABULARY: Readonly<Partial<Record<Concept, readonly string[]>>> = {
  FILL: [
    '的', '地', '得', '了', '着', '啊', '呀', '吧', '呢', '也', '都', '还', '又', '就', '像', '一阵阵', '一阵一阵', '一阵', '阵阵', '一下子', '一下',
    '一起', '一直在', '有点', '有些', '一点', '好像', '感觉', '觉得', '似的', '一样', '一块', '一个', '一次', '是不是', '会不会', '是否', '起来', '出来', '下去',
    '整个人', '人', '他', '她', '我', '我的', '被', '把', '是', '在', '和', '跟', '还是', '老是', '总是', 'a', 'an', 'the', 'my', 'his',
    'her', 'i', "i'm", 'am', 'is', 'are', 'and', 'to', 'of', 'from', 'on', 'in', 'it', 'like', 'so', 'some', 'have',
    'has', 'having', 'feel', 'getting', 'after', 'me', 'he', 'she', 'son', 'daughter', 'kid', 'baby', 'dad', 'mom',
    'mum',
  ],
  INT: ['很', '特别', '非常', '好', '太', '超', '十分', '挺', '真', '越来越', '更', '老', '巨', 'very', 'really', 'so much', 'extremely'],
  STRONG: [
    '睁不开',
    '爆炸', '要爆炸', '从没这么', '从来没这么', '这辈子最', '没这么疼过',
    '厉害', '得厉害', '剧烈', '剧', '剧痛', '受不了', '要命', '不行', '要死', '死了', '欲裂', '要炸', '炸了', '炸裂', '要裂', '裂开', '最厉害', '从来没有',
    '雷劈', '难以忍受', '忍不了', '直冒冷汗', '严重', '很严重', '撕裂', 'severe', 'severely', 'bad', 'terrible', 'worst', 'crushing',
    'excruciating', 'unbearable', 'intense',
  ],
  SUDDEN: ['突然', '突发', '忽然', '猛地', '一下子就', 'sudden', 'suddenly'],
  NOW: [
    '现在', '正在', '刚才', '刚刚', '怎么办', '救命', '快', '急', '一直', '还在', '半小时', '小时', '分钟', '不缓解', '不好', 'now', 'help',
    'right now',
  ],
  NEG: ['没有', '没', '无', '不', '不是', '并不', '否认', '未', '从不', "don't", 'no', 'not', 'never'],
  HIST: ['以前', '曾经', '得过', '患过', '有过', '既往', '病史', '之前得过', '去年', '前年', 'history of'],
  ABOUT: [
    '检查', '检测', '筛查', '体检', 'ct', '核磁', '彩超', '胸片', '拍片', '多少钱', '费用', '价格', '收费', '挂什么科', '什么科', '哪个科', '科室', '中心',
    '套餐', '预防', '症状', '前兆', '信号', '表现', '原因', '后遗症', '有哪些', '是什么', '什么意思', '区别', '怎么做', '注意什么', '要注意', '康复', '报销', '风险',
    '患者', '培训', '课程', '急救法', '能吃吗', '科在', '术后', '手术后', '多久可以', '治疗', '怎么治', 'check', 'test', 'package', 'price', 'how much', 'symptoms of', 'prevent',
  ],
  NEUTRAL: [
    // characters of a red-flag word inside an ordinary one
    '血压', '血糖', '血脂', '血管', '心脑血管', '血常规', '血液', '血型', '抽血', '验血', '查血', '采血', '献血', '贫血', '尿酸', '石头', '骨头汤', '头发',
    '馒头', '枕头', '里头', '镜头', '头晕', '头颅', '头部', '头皮', '开头', '点头', '年头', '呼气', '呼气试验', '睡眠呼吸暂停', '呼吸科', '呼吸内科', '空气', '天气',
    '生气', '脾气', '运气', '气温', '力气', '口气', '哮喘患者', '哮喘', '抽动症', '喘息性', '疫苗', '注射', '打针', '针眼', '心理', '心情', '心电图', '心肺复苏', '心肺', '胸外科', '烧伤科',
    '烫伤科', '跌倒', '防跌倒', '骨密度', '骨科', '药物过敏史', '过敏史', '过敏原', '过敏性鼻炎', '鼻炎', '月经', '便秘', '打喷嚏', '喷嚏', '干痒', '水泡', '小水泡',
    '轻微', '烫发', '发烧', '高烧', '低烧', '退烧', '烧心', '烧烤', 'blood test', 'blood pressure', 'check-up',
  ],

  CHEST: ['胸', '胸口', '胸部', '胸前', '胸前区', '前胸', '心口', '心窝', '心脏', '心窝子', '胸膛', 'chest', 'heart'],
  HEAD: ['头', '脑袋', '脑壳', '后脑勺', '后脑', '脑子', '脑门', '太阳穴', '头痛', '头疼', '偏头痛', 'head', 'headache'],
  THROAT: ['喉咙', '嗓子', '嗓子眼', '喉头', '舌头', '嘴唇', 'throat', 'tongue', 'lips'],
  FACE: ['嘴', '嘴巴', '嘴角', '口角', '口眼', '脸', '面部', 'face', 'mouth'],
  SIDE: [
    '一侧', '半边', '单侧', '一边', '左边', '右边', '左侧', '右侧', '左', '右', '半身', '右手', '左手', '右腿', '左腿', 'one side', 'left', 'right',
  ],
  LIMB: ['身子', '身体', '肢体', '手脚', '胳膊', '手臂', '手', '腿', '脚', '右手', '左手', '右腿', '左腿', 'arm', 'leg'],
  SPEECH: ['说话', '讲话', '口齿', '吐字', '言语', 'speech', 'speak', 'talk'],

  PAIN: [
    '痛', '疼', '疼痛', '剧痛', '绞痛', '刺痛', '绞着疼', '绞着', '绞', '压榨', '压榨样', '难受', '大石头', '石头压着', '压着一块石头', '攥住', '攥着', '揪着', '揪住', '捏住', '针扎', '胸痛', '胸疼', '头痛',
    '头疼', '偏头痛', 'pain', 'painful', 'hurt', 'hurts', 'ache', 'headache',
  ],
  TIGHT: ['闷', '憋闷', '发紧', '紧', '压', '压着', '压得慌', '大石头', '石头压', '压迫感', '压迫', '堵', '堵得慌', 'tight', 'pressure', 'squeez'],
  SWEAT: ['冷汗', '出汗', '大汗', '一身汗', '出冷汗', 'sweat', 'sweating'],
  RADIATE: ['左胳膊', '左肩', '左肩膀', '左臂', '下巴', '后背', 'left arm', 'jaw'],
  CHEST_TIGHT: ['胸闷', '胸憋', '胸部发闷'],
  BREATH: ['呼吸', '呼息', '喘气', '喘', '吸气', '透气', '气', 'breathe', 'breath', 'breathing'],
  PANT: ['喘', '喘气', '气喘', '喘得'],
  HARD: [
    '困难', '费劲', '费力', '吃力', '急促', '不上来', '不上', '不过来', '不动', '不了', '不进', '不到', '上不来', '上不去', "can't", 'cannot',
    'can not', 'unable to', 'struggling', 'struggle', 'hard to', 'difficult', 'difficulty', 'trouble',
  ],
  BREATH_HARD: [
    '呼吸困难', '喘不上', '喘不上来', '喘不上气', '喘不过', '喘不过气', '喘不过来', '喘不动', '喘不了', '上不来气', '上不了气', '气上不来', '透不过气', '透不过来', '吸不进',
    '吸不上', '憋得慌', '憋得喘', '窒息', '憋死', '呼吸不了', '不能呼吸', '没法呼吸', '无法呼吸', '喘憋', '憋气', '呼吸衰竭', '喘不动气', '呼吸急促', '哮喘发作',
    '胸口一凹一凹', '三凹征', 'shortness of breath', 'short of breath', "can't catch my breath", 'catch my breath', "can't breathe", 'cannot breathe',
    'not breathing properly', 'choking', 'suffocat',
  ],
  CHOKE: ['卡住', '卡住喉咙', '卡喉咙', '噎住', '卡在喉咙', '噎着', '呛住', 'choke', 'choked'],
  CYANOSIS: ['脸都青', '脸青', '嘴唇青', '憋青', '发青', '脸色发青', '脸都紫', '发紫', '青紫', '憋紫', '紫了', 'blue lips', 'turning blue'],
  CROOKED: ['歪', '歪斜', '歪了', '斜了', '口眼歪斜', '流口水', '口水往外流', 'drooping', 'droop', 'crooked'],
  UNCLEAR: ['不清', '不清楚', '含糊', '含含糊糊', '不利索', '大舌头', '说不出', '发硬', 'slurred', 'slur'],
  WEAK: [
    '没知觉', '没有知觉', '失去知觉', '没感觉', '没有感觉',
    '麻', '麻了', '发麻', '无力', '没力气', '没劲', '不能动', '动不了', '抬不起来', '抬不起', '拿不住', '不听使唤', '使不上劲', 'numb', 'weak', 'weakness',
    "can't move",
  ],
  VISION: ['看不清', '看不见', '失明', '看东西重影', '重影', '一只眼', 'blind', 'double vision', "can't see"],
  BALANCE: ['站不稳', '走路不稳', '不稳', '往一边倒', '走不了路'],
  SWELL: ['肿', '肿了', '肿起来', '发紧', '紧', '水肿', 'swell', 'swelling', 'swollen', 'tight'],
  ALLERGEN: [
    '过敏', '蜇', '蜇了', '蜜蜂', '马蜂', '风团', '疹子', '荨麻疹', '海鲜', '花生', 'allergic', 'allergy', 'peanut', 'stung', 'sting',
  ],
  SHOCK: ['休克', '晕', '晕了', '晕倒', '昏倒', '晕过去', 'shock', 'faint', 'fainted', 'pass out', 'passed out'],
  FAINT: ['晕倒', '昏倒', '晕过去', '昏过去', '晕了过去', '倒地', '倒在地上', 'collapsed', 'collapse', 'passed out', 'fainted'],
  SEIZURE: ['两眼上翻', '眼睛上翻', '抽动', '翻白眼', '抽搐', '惊厥', '抽风', '浑身抽', '口吐白沫', '癫痫发作', '羊癫疯', '羊角风', 'seizure', 'convulsion'],
  NO_RESPONSE: [
    '叫不醒', '不省人事', '人事不省', '昏迷', '意识不清', '意识模糊', '没反应', '没有反应', '不答应', '叫也不答应', '没有意识', '没有呼吸和心跳', '没有呼吸心跳', '没呼吸了',
    '没有呼吸了', '没有心跳', '没心跳', '心跳停', '心脏骤停', '没气了', 'unresponsive', 'unconscious', 'not breathing', 'no pulse',
    "won't wake up",
  ],
  BLOOD: [
    '血', '好多血', '很多血', '流了好多血', '流了很多血', '出血', '流血', '鲜血', '吐血', '呕血', '咯血', '咳血', '拉血', '便血', '鼻血', '尿血', 'blood',
    'bleeding', 'bleed',
  ],
  LOTS: [
    '满地', '一地', '满身', '一大盆', '一盆', '一大滩', '一滩',
    '哗哗', '哗哗地流', '汩汩', '大口子',
    '好多血', '很多血', '流了好多血', '流了很多血', '很多', '好多', '大量', '大口', '大口大口', '一大摊', '一地', '一直', '喷', '喷出来', '往外冒', '冒', '不停',
    '多', 'heavy', 'heavily', 'a lot', 'lots', 'gushing', 'spurting',
  ],
  STOPLESS: ['止不住', '不止', '止不了', '停不下来', '止不住血', "won't stop", 'not stopping', "doesn't stop"],
  PREGNANT: [
    '怀孕', '孕期', '孕妇', '妊娠', '有孕', '孕早期', '孕中期', '孕晚期', '怀着孕', '孕', '怀孕了', '怀了', 'pregnant', 'pregnancy',
  ],
  PREG_BLEED: [
    '出血', '流血', '见红', '血崩', '血块', '出了血', '流了血', '好多血', '很多血', '流了好多血', '流了很多血', '下身出血', 'bleeding', 'bleed',
  ],
  VOMIT: ['吐', '呕吐', '想吐', '恶心', '上吐下泻', '吐了', '喷射', 'vomit', 'vomiting', 'throwing up', 'nausea'],
  STIFF_NECK: ['脖子发硬', '脖子硬', '颈部僵硬', '脖子僵', 'stiff neck'],
  DIZZY: ['晕', '头晕', '晕乎乎', '晕了', '迷糊', '昏昏沉沉', '头痛', '头疼', '恶心', '想吐', '叫不醒', '叫不太醒', 'dizzy', 'headache'],
  CHILD: ['孩子', '宝宝', '小孩', '儿子', '女儿', '娃', '小朋友', '婴儿', 'child', 'kid', 'toddler', 'baby'],
  ADULT_DRUG: [
    '降压药', '降糖药', '安眠药', '安定', '避孕药', '抗抑郁药', '大人的药', '爸爸的药', '妈妈的药', '爷爷的药', '奶奶的药', '老人的药', '白酒', '酒精',
  ],
  HANDFUL: ['一把', '一大把', '一盒', '好几盒', '一整瓶', '整瓶', '一瓶', '半瓶', '几十片', '好多片', 'handful', 'whole bottle'],
  MEDICINE: [
    '药', '药片', '药丸', '降压药', '降糖药', '安眠药', '安定', '避孕药', '抗抑郁药', '止痛药', '感冒药', 'pills', 'tablets', 'medicine',
  ],
  FOREIGN: ['硬币', '别针', '钉子', '纽扣', '电池', '磁铁', '小玩具', '玩具零件', 'coin', 'magnet'],
  SWALLOW: ['吞', '吞了', '喝了', '吃了', '误服', '误食', '误吞', '咬破', 'swallowed', 'swallow', 'ate', 'drank', 'took'],
  TOXIC: [
    '农药', '百草枯', '敌敌畏', '老鼠药', '鼠药', '消毒液', '84', '洗衣凝珠', '纽扣电池', '磁铁', '毒', '一整瓶', '整瓶', '洗洁精', '漂白', '硫酸', 'bleach',
    'pills', 'tablets', 'poison', 'battery', 'detergent', 'pesticide',
  ],
  MUSHROOM: ['野蘑菇', '蘑菇', '野菜', 'mushroom'],
  BURN: ['烫伤', '烧伤', '烫了', '烧了', '灼伤', '烫', '被烧', '被烫', '烧', '烫到', 'burn', 'burned', 'burnt', 'scald', 'scalded'],
  TRUNK: ['肚子', '肚皮', '后背', '背上', '腹部', 'belly', 'back'],
  FIRE: ['着火', '火灾', '起火', '爆炸', '油锅', 'fire', 'explosion'],
  LARGE: ['一大片', '大面积', '大片', '整个', '全身', '整条', '脸', '整只', '很严重', 'large', 'whole', 'face'],
  BROKEN: ['断了', '断掉', '切断', '骨折', '露出来', '露出', '变形', 'broken', 'cut off'],
  BONE: ['骨头', '手指', '脚趾', '腿', '胳膊', '手', 'bone', 'finger'],
  FALL: ['摔下来', '摔下', '掉下来', '掉下', '跌下来', '坠', '摔', 'fell', 'fall'],
  HIGH: ['楼', '楼上', '梯子', '高处', '房顶', '屋顶', '脚手架', '阳台', 'ladder', 'roof', 'floor', 'stairs'],
  HIT: ['砸破', '撞破', '摔破', '砸伤', '撞伤', '砸到头', 'hit'],
  FUEL: ['煤气', '燃气', '天然气', '液化气', '热水器', '液化气罐', '煤气罐', 'gas'],
  LEAK: ['漏', '漏了', '泄漏', '漏气', '气味', '味', '味道', 'leak', 'leaking', 'smell'],
  CHARCOAL: ['烧煤', '煤火', '烤火', '生炉子', '炉子', '煤炉子', '烧炭', '炭火', '炭火盆', '炭盆', '木炭', '煤炉', '煤球炉', '蜂窝煤', 'charcoal'],

  X_CHEST: ['心梗', '心肌梗', '心肌梗死', '心肌梗塞', '心绞痛', '胸痛', '胸疼', 'heart attack'],
  X_BREATH: [],
  X_STROKE: [
    '中风', '脑梗', '脑梗塞', '脑梗死', '脑卒中', '卒中', '脑出血', '脑溢血', '半身不遂', '偏瘫', '说不出话', '往一边倒', 'stroke', "can't speak", 'cannot speak', 'unable to speak',
  ],
  X_SUICIDE: [
    '不想再活', '活着太痛苦', '活着好痛苦',
    '想去死', '跳河', '跳江', '跳海', '上吊', '卧轨', '不想活下去',
    '自杀', '轻生', '不想活', '想死', '活不下去', '寻死', '割腕', '跳楼', '结束生命', '结束自己的生命', '结束我的生命', '伤害自己', '自残', '一了百了', '死了算了',
    '不如死了', '想不开', '了结自己', '跳下去', '不想活了', '活着没意思', '活着没有意义', 'kill myself', 'suicide', 'suicidal', 'end my life',
    'want to die', 'hurt myself', 'end it all',
  ],
  X_PREG: ['宫外孕', '异位妊娠'],
  X_UNCONSCIOUS: [],
  X_BLEED: ['吐了一口血', '吐了血', '一口血', '大出血', '血流不止', '止不住血', '血止不住', '大量出血', '吐血', '呕血', '咯血', '血喷', '喷血'],
  X_POISON: [
    '中毒', '误服', '误食', '误吞', '喝了农药', '农药', '百草枯', '敌敌畏', '老鼠药', '吃错药', '药吃多了', '吃多了药', '过量服', '服药过量', '毒蘑菇', '食物中毒',
    '喝了消毒液', 'overdose', 'poisoning', 'poisoned',
  ],
  X_ALLERGY: ['过敏性休克', '严重过敏', 'anaphyla'],
  X_HEADACHE: ['头痛欲裂', '头疼欲裂', '雷击样头痛', 'worst headache', 'thunderclap'],
  X_TRAUMA: [
    '绞进', '卷进', '夹进机器', '被机器',
    '车祸', '被车撞', '撞车', '被刀捅', '捅伤', '被捅', '被砍', '刀砍', '坠楼', '坠落', '高处坠落', '触电', '电击', '溺水', '淹水', '硫酸', '强酸', '强碱',
    '被硫酸泼', '大面积烧伤', '烧伤了', 'hit by a car', 'car accident', 'car crash', 'stabbed', 'electric shock', 'electrocuted',
    'drowning', 'drowned', 'fell from',
  ],
  X_GAS: ['煤气中毒', '一氧化碳', '燃气泄漏', '煤气泄漏', '天然气泄漏', '煤气味', '燃气味', '天然气味', 'carbon monoxide', 'gas leak'],
}

/** safe one-character typos and variants, repaired before reading (囗 looks like 口; 抽蓄 sounds like 抽搐) */
const TYPOS: ReadonlyArray<readonly [string, string]> = [
  ['囗', '口'],
  ['抽蓄', '抽搐'],
  ['抽畜', '抽搐'],
  ['胸通', '胸痛'],
  ['头通', '头痛'],
  ['喘不上起', '喘不上气'],
  ['喘不过起', '喘不过气'],
  ['呼息', '呼吸'],
  ['困南', '困难'],
  ['昏迷不醒', '昏迷'],
  ['心梗塞', '心肌梗塞'],
  ['中凤', '中风'],
  ['窒熄', '窒息'],
  ['cant', "can't"],
  ['wont', "won't"],
  ['dont', "don't"],
]

/** one condition of a category: groups NEAR each other in one clause, and groups present ANYWHERE in the question */
interface Condition {
  /** one concept of each group, in one clause, each within WINDOW items of the next (any order) */
  near?: readonly (readonly Concept[])[]
  /** one concept of each group somewhere in the question */
  all?: readonly (readonly Concept[])[]
}

export interface RedFlagCategory {
  id: RedFlagId
  conditions: readonly Condition[]
  /** a question about it (an exam, a price, prevention) does not fire it unless something says it is happening now */
  aboutSuppresses: boolean
}

const c = (...groups: Concept[][]): Condition => ({ near: groups })

/** in the order a question that shows several is labelled with (the more specific first) */
export const CATEGORIES: readonly RedFlagCategory[] = [
  { id: 'suicide', aboutSuppresses: false, conditions: [c(['X_SUICIDE'])] },
  {
    id: 'chest_pain',
    aboutSuppresses: true,
    conditions: [
      c(['X_CHEST']),
      c(['CHEST'], ['PAIN']),
      c(['CHEST'], ['TIGHT']),
      { near: [['CHEST_TIGHT']], all: [['STRONG', 'SUDDEN', 'SWEAT', 'RADIATE', 'BREATH_HARD', 'BREATH', 'NOW', 'INT', 'PAIN']] },
    ],
  },
  {
    id: 'allergy',
    aboutSuppresses: true,
    conditions: [
      c(['X_ALLERGY']),
      c(['THROAT'], ['SWELL']),
      { near: [['ALLERGEN']], all: [['BREATH_HARD', 'SHOCK', 'FAINT', 'NO_RESPONSE', 'CHOKE']] },
      { near: [['ALLERGEN']], all: [['BREATH'], ['HARD']] },
      { near: [['ALLERGEN']], all: [['PANT']] },
    ],
  },
  {
    id: 'breathing',
    aboutSuppresses: true,
    conditions: [c(['BREATH_HARD']), c(['BREATH'], ['HARD']), { near: [['PANT']], all: [['STRONG']] }, c(['CHOKE']), c(['CYANOSIS'])],
  },
  {
    id: 'gas',
    aboutSuppresses: true,
    conditions: [
      c(['X_GAS']),
      c(['FUEL'], ['LEAK']),
      { near: [['FUEL']], all: [['DIZZY', 'FAINT', 'NO_RESPONSE']] },
      { near: [['CHARCOAL']], all: [['DIZZY', 'VOMIT', 'NO_RESPONSE', 'FAINT', 'PAIN']] },
    ],
  },
  {
    id: 'pregnancy_bleeding',
    aboutSuppresses: true,
    conditions: [c(['X_PREG']), { all: [['PREGNANT'], ['PREG_BLEED', 'X_BLEED']] }],
  },
  {
    id: 'stroke',
    aboutSuppresses: true,
    conditions: [
      c(['X_STROKE']),
      c(['FACE'], ['CROOKED']),
      c(['SPEECH'], ['UNCLEAR']),
      c(['SIDE'], ['LIMB', 'FACE'], ['WEAK']),
      { near: [['VISION']], all: [['SUDDEN']] },
      { near: [['BALANCE']], all: [['SUDDEN']] },
    ],
  },
  {
    id: 'headache',
    aboutSuppresses: true,
    conditions: [
      c(['X_HEADACHE']),
      { near: [['HEAD'], ['PAIN']], all: [['STRONG']] },
      { near: [['HEAD'], ['PAIN']], all: [['SUDDEN'], ['INT', 'VOMIT', 'VISION', 'STIFF_NECK']] },
      { near: [['HEAD'], ['PAIN']], all: [['VOMIT'], ['STIFF_NECK']] },
    ],
  },
  {
    id: 'unconscious',
    aboutSuppresses: true,
    conditions: [c(['X_UNCONSCIOUS']), c(['FAINT']), c(['SEIZURE']), c(['NO_RESPONSE'])],
  },
  {
    id: 'bleeding',
    aboutSuppresses: true,
    conditions: [c(['X_BLEED']), c(['BLOOD'], ['LOTS']), c(['BLOOD'], ['STOPLESS'])],
  },
  {
    id: 'poisoning',
    aboutSuppresses: true,
    conditions: [
      c(['X_POISON']),
      c(['SWALLOW'], ['TOXIC']),
      { near: [['MUSHROOM']], all: [['VOMIT', 'DIZZY', 'FAINT', 'NO_RESPONSE']] },
      { near: [['SWALLOW'], ['ADULT_DRUG']], all: [['CHILD']] },
      c(['SWALLOW'], ['HANDFUL'], ['MEDICINE']),
      c(['SWALLOW'], ['FOREIGN']),
    ],
  },
  {
    id: 'trauma_burn',
    aboutSuppresses: true,
    conditions: [
      c(['X_TRAUMA']),
      { near: [['BURN']], all: [['LARGE', 'FIRE', 'STRONG', 'CHEST', 'TRUNK']] },
      c(['BONE', 'LIMB'], ['BROKEN']),
      c(['HIGH'], ['FALL']),
      c(['HEAD'], ['HIT']),
      { near: [['FALL', 'HIT']], all: [['HEAD'], ['VOMIT', 'NO_RESPONSE', 'FAINT', 'SEIZURE']] },
    ],
  },
]

/** how many items (gaps or other terms, modifiers not counted) may stand between two concepts read together */
const WINDOW = 3

// ------------------------------------------------------------------ reading

interface Entry {
  text: string
  concepts: Concept[]
  ascii: boolean
}

/** every term with its concepts, longest first */
const TERMS: readonly Entry[] = (() => {
  const byText = new Map<string, Set<Concept>>()
  for (const [concept, words] of Object.entries(VOCABULARY) as Array<[Concept, readonly string[]]>) {
    for (const w of words) {
      const key = w.toLowerCase()
      if (!byText.has(key)) byText.set(key, new Set())
      byText.get(key)!.add(concept)
    }
  }
  return [...byText.entries()]
    .map(([text, set]) => ({ text, concepts: [...set], ascii: /^[\x20-\x7e]+$/.test(text) }))
    .sort((a, b) => b.text.length - a.text.length)
})()

/** the terms by their first character (a quick look-up while reading) */
const TERMS_BY_FIRST: ReadonlyMap<string, readonly Entry[]> = (() => {
  const m = new Map<string, Entry[]>()
  for (const t of TERMS) {
    const k = t.text[0]
    if (!m.has(k)) m.set(k, [])
    m.get(k)!.push(t)
  }
  return m
})()

const isWordChar = (ch: string | undefined) => !!ch && /[a-z0-9']/.test(ch)

/** NFKC, lower case, curly quotes straight, one space between words, none between Chinese characters; typos repaired */
export function normaliseForTriage(text: string): string {
  let t = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
  t = t.replace(/\s+/g, ' ')
  // drop a space that has a Chinese character (or nothing) on either side
  t = t.replace(/ (?=[\u3400-\u9fff])|(?<=[\u3400-\u9fff]) /g, '').trim()
  for (const [from, to] of TYPOS) {
    if (/^[a-z]+$/.test(from)) t = t.replace(new RegExp(`\\b${from}\\b`, 'g'), to)
    else t = t.split(from).join(to)
  }
  return t
}

/** a place in a clause: a term with its concepts, or a gap (a character or word no term covers) */
interface Item {
  concepts: readonly Concept[]
  text: string
}

const CLAUSE_BREAK = /[,.;:!?，。；：！？、\n()（）【】[\]“”"~…]+/

/** reads one clause into items, longest term first; English terms start at a word boundary */
function readClause(clause: string): Item[] {
  const items: Item[] = []
  let i = 0
  while (i < clause.length) {
    const ch = clause[i]
    if (ch === ' ') {
      i++
      continue
    }
    const atWordStart = !isWordChar(clause[i - 1])
    let hit: Entry | undefined
    for (const t of TERMS_BY_FIRST.get(ch) ?? []) {
      if (t.ascii && isWordChar(ch) && !atWordStart) continue
      if (!clause.startsWith(t.text, i)) continue
      // a short English term must end a word too (a, i, no, not ...); longer ones may be a stem (hurt -> hurts)
      if (t.ascii && t.text.length <= 4 && isWordChar(clause[i + t.text.length]) && isWordChar(t.text[t.text.length - 1])) continue
      hit = t
      break
    }
    if (hit) {
      items.push({ concepts: hit.concepts, text: hit.text })
      i += hit.text.length
      // the rest of an English word a stem matched (hurt|s, suffocat|ing)
      if (hit.ascii && isWordChar(hit.text[hit.text.length - 1])) while (isWordChar(clause[i])) i++
      continue
    }
    if (isWordChar(ch)) {
      let j = i
      while (isWordChar(clause[j])) j++
      items.push({ concepts: [], text: clause.slice(i, j) })
      i = j
      continue
    }
    items.push({ concepts: [], text: ch })
    i++
  }
  return items
}

const isModifier = (it: Item) => it.concepts.length > 0 && it.concepts.every((x) => MODIFIERS.has(x))
const has = (it: Item, x: Concept) => it.concepts.includes(x)

/**
 * The items of a clause that count (modifiers taken out into `modifiers`), a term right after a negation or a history
 * word cancelled: 没有胸痛, 以前得过心梗, 不是现在 (a modifier is cancelled the same way).
 */
function meaningful(items: readonly Item[], modifiers: Set<Concept>): Item[] {
  const out: Item[] = []
  let cancel = 0 // items still to cancel after a negation / history word
  for (const it of items) {
    if (isModifier(it)) {
      if (cancel > 0) cancel = 0
      else for (const x of it.concepts) modifiers.add(x)
      continue
    }
    if (has(it, 'NEG') || has(it, 'HIST')) {
      cancel = has(it, 'HIST') ? 3 : 2
      out.push({ concepts: [], text: it.text })
      continue
    }
    if (cancel > 0) {
      cancel--
      if (it.concepts.length) {
        out.push({ concepts: [], text: it.text }) // cancelled: kept as a gap
        cancel = 0
        continue
      }
    }
    out.push(it)
  }
  return out
}

/** the places in `items` where one concept of each group stands, each within WINDOW of the next */
function nearIn(items: readonly Item[], groups: readonly (readonly Concept[])[]): boolean {
  const places = groups.map((g) => items.flatMap((it, i) => (g.some((x) => has(it, x)) ? [i] : [])))
  if (places.some((p) => p.length === 0)) return false
  const search = (k: number, lo: number, hi: number): boolean => {
    if (k === places.length) return true
    for (const p of places[k]) {
      const nlo = Math.min(lo, p)
      const nhi = Math.max(hi, p)
      if (nhi - nlo - 1 <= WINDOW * (places.length - 1) && search(k + 1, nlo, nhi)) return true
    }
    return false
  }
  return search(0, Infinity, -Infinity)
}

export interface TriageResult {
  /** every category the question shows, in CATEGORIES order */
  categories: RedFlagId[]
  /** the concepts read (for tests and debugging) */
  concepts: Concept[]
  /** a question about an exam, a price, prevention ... with nothing saying it is happening now */
  about: boolean
}

/** reads a question and returns the red-flag categories it shows */
export function triage(text: string): TriageResult {
  const norm = normaliseForTriage(text)
  const clauses = norm
    .split(CLAUSE_BREAK)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => readClause(s))
  const modifiers = new Set<Concept>()
  const counted = clauses.map((items) => meaningful(items, modifiers))
  const present = new Set<Concept>(modifiers)
  for (const items of counted) for (const it of items) for (const x of it.concepts) present.add(x)
  const now = modifiers.has('NOW') || modifiers.has('SUDDEN') || modifiers.has('STRONG')
  const about = present.has('ABOUT') && !now
  const categories: RedFlagId[] = []
  for (const cat of CATEGORIES) {
    if (about && cat.aboutSuppresses) continue
    const fires = cat.conditions.some(
      (cond) =>
        (!cond.all || cond.all.every((g) => g.some((x) => present.has(x)))) &&
        (!cond.near || counted.some((items) => nearIn(items, cond.near!))),
    )
    if (fires) categories.push(cat.id)
  }
  return { categories, concepts: [...present], about }
}

/** the first red-flag category of a question, or null */
export function detectRedFlagId(text: string): RedFlagId | null {
  return triage(text).categories[0] ?? null
}
