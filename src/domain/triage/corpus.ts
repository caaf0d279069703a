/**
 * The red-flag corpus of the AI health assistant (issue 29 item 1): how people actually say that something is an
 * emergency, and ordinary questions that must NOT be routed to 120. Written from the categories BEFORE the matcher
 * (./redFlags.ts) was written or tuned, several people's ways of saying each: a patient, a worried relative, an
 * elderly user typing in spoken Chinese, someone typing fast with one wrong character, a foreigner in English.
 * `redFlags.corpus.test.ts` runs the whole table and fails below 100 % recall or on any false alarm.
 *
 * Rules for changing it: add phrasings, never delete one to make the test pass; a phrasing moved between the two
 * lists needs a reason in its comment.
 */

export type CorpusCategory =
  | 'chest_pain'
  | 'breathing'
  | 'stroke'
  | 'suicide'
  | 'pregnancy_bleeding'
  | 'unconscious'
  | 'bleeding'
  | 'poisoning'
  | 'allergy'
  | 'headache'
  | 'trauma_burn'
  | 'gas'

/** [phrasing, the category it must be routed as] */
export const EMERGENCY_CORPUS: ReadonlyArray<readonly [string, CorpusCategory]> = [
  // ---- chest pain / tightness (the rewordings first)
  ['胸痛', 'chest_pain'],
  ['胸部一阵阵剧烈的疼痛', 'chest_pain'],
  ['胸闷得厉害，喘不动气', 'chest_pain'],
  ['I have severe chest pain and cannot breathe', 'chest_pain'],
  ['胸口疼得厉害怎么办', 'chest_pain'],
  ['突然胸痛出冷汗', 'chest_pain'],
  ['心口压得慌，喘不上气', 'chest_pain'],
  ['我爸胸口疼得厉害，出冷汗', 'chest_pain'],
  ['心口疼得直冒冷汗', 'chest_pain'],
  ['胸口像压了一块大石头', 'chest_pain'],
  ['胸口憋闷，左胳膊发麻', 'chest_pain'],
  ['我老公说他胸口特别特别痛', 'chest_pain'],
  ['心口一阵一阵绞着疼', 'chest_pain'],
  ['胸前区压榨样疼痛半小时了', 'chest_pain'],
  ['胸囗突然剧痛', 'chest_pain'], // 囗 typed for 口
  ['胸口好痛好痛', 'chest_pain'],
  ['心脏疼得受不了', 'chest_pain'],
  ['前胸后背一起疼，疼得很厉害', 'chest_pain'],
  ['胸口发紧，疼到左肩膀', 'chest_pain'],
  ['是不是心梗了，胸口好难受', 'chest_pain'],
  ['心绞痛又犯了，含了药也不缓解', 'chest_pain'],
  ['胸疼了一个小时还不好', 'chest_pain'],
  ['胸口闷闷的疼，还出汗想吐', 'chest_pain'],
  ['my chest hurts really bad', 'chest_pain'],
  ['crushing chest pain spreading to my left arm', 'chest_pain'],
  ['Chest pain, sweating, feel like I am going to pass out', 'chest_pain'],
  ['胸痛的厉害', 'chest_pain'], // 的 for 得
  ['妈妈胸口痛，脸色发白', 'chest_pain'],

  // ---- breathing
  ['呼吸很困难', 'breathing'],
  ['喘不上来气', 'breathing'],
  ['孩子呼吸困难', 'breathing'],
  ['上不来气了，怎么办', 'breathing'],
  ['憋得喘不过气来', 'breathing'],
  ['喘不动了', 'breathing'],
  ['气都喘不过来了', 'breathing'],
  ['呼吸特别急促', 'breathing'],
  ['感觉要窒息了', 'breathing'],
  ['透不过气来', 'breathing'],
  ['嘴唇发紫，喘不上气', 'breathing'],
  ['吸不进气', 'breathing'],
  ['老人呼吸不了了', 'breathing'],
  ['哮喘发作了，喷了药还是喘不上来', 'breathing'],
  ['孩子吃东西卡住喉咙了，说不出话', 'breathing'],
  ['被东西噎住了，脸都憋紫了', 'breathing'],
  ['呼息困难', 'breathing'], // 息 for 吸
  ['喘不上起', 'breathing'], // 起 for 气
  ['憋气，喘不过来', 'breathing'],
  ['宝宝喘得很厉害，胸口一凹一凹的', 'breathing'],
  ["I can't breathe", 'breathing'],
  ['shortness of breath, getting worse', 'breathing'],
  ['my son is struggling to breathe', 'breathing'],
  ['呼吸好困难啊', 'breathing'],
  ['一口气上不来，憋得慌', 'breathing'],

  // ---- stroke
  ['我爸早上起来嘴歪了，说话不清楚', 'stroke'],
  ['妈妈左边手脚突然没力气', 'stroke'],
  ['突然看不清东西还头晕', 'stroke'],
  ['突然半边身子麻了，动不了', 'stroke'],
  ['脸歪了，口水往外流', 'stroke'],
  ['说话突然含含糊糊的', 'stroke'],
  ['左边胳膊突然抬不起来', 'stroke'],
  ['我奶奶好像中风了', 'stroke'],
  ['口角歪斜', 'stroke'],
  ['突然一只眼睛看不见了', 'stroke'],
  ['走路突然不稳，老往一边倒', 'stroke'],
  ['我爸好像脑梗了', 'stroke'],
  ['右手突然拿不住筷子，嘴也有点歪', 'stroke'],
  ['face drooping and slurred speech', 'stroke'],
  ['I think my dad is having a stroke', 'stroke'],
  ['突然说不出话来了', 'stroke'],
  ['舌头发硬说话不利索', 'stroke'],
  ['一侧肢体无力', 'stroke'],

  // ---- suicide / self-harm
  ['我不想活了', 'suicide'],
  ['有时候想结束自己的生命', 'suicide'],
  ['活着没意思，想死', 'suicide'],
  ['我想自杀', 'suicide'],
  ['准备吃安眠药自杀', 'suicide'],
  ['想从楼上跳下去', 'suicide'],
  ['我想割腕', 'suicide'],
  ['不如死了算了', 'suicide'],
  ['想一了百了', 'suicide'],
  ['活不下去了', 'suicide'],
  ['I want to kill myself', 'suicide'],
  ['I want to end my life', 'suicide'],
  ['想轻生', 'suicide'],
  ['有伤害自己的念头', 'suicide'],
  ['我不想活下去了', 'suicide'],
  ['想自残', 'suicide'],

  // ---- bleeding in pregnancy
  ['怀孕8周，今天出血很多', 'pregnancy_bleeding'],
  ['孕晚期见红了怎么办', 'pregnancy_bleeding'],
  ['医生说可能是宫外孕', 'pregnancy_bleeding'],
  ['怀孕了，肚子剧痛还流血', 'pregnancy_bleeding'],
  ['孕30周，下面流了好多血', 'pregnancy_bleeding'],
  ['怀孕两个月阴道出血', 'pregnancy_bleeding'],
  ['孕妇突然大出血', 'pregnancy_bleeding'],
  ['怀着孕流血了', 'pregnancy_bleeding'],
  ['孕早期出血伴肚子疼', 'pregnancy_bleeding'],
  ['I am pregnant and bleeding heavily', 'pregnancy_bleeding'],
  ['我老婆怀孕六个月，下身出血', 'pregnancy_bleeding'],
  ['孕妇肚子疼，出了血', 'pregnancy_bleeding'],

  // ---- unconscious, seizures, cardiac arrest
  ['老人叫不醒', 'unconscious'],
  ['宝宝发烧抽搐了', 'unconscious'],
  ['突然晕倒了', 'unconscious'],
  ['人昏过去了', 'unconscious'],
  ['孩子抽风了', 'unconscious'],
  ['突然倒地不省人事', 'unconscious'],
  ['叫他没反应', 'unconscious'],
  ['人倒在地上没反应了', 'unconscious'],
  ['口吐白沫，浑身抽', 'unconscious'],
  ['没有呼吸和心跳了', 'unconscious'],
  ['晕过去好几分钟了', 'unconscious'],
  ['he collapsed and is unresponsive', 'unconscious'],
  ['my baby is having a seizure', 'unconscious'],
  ['癫痫发作了', 'unconscious'],
  ['羊癫疯犯了', 'unconscious'],
  ['爷爷意识不清，叫也不答应', 'unconscious'],
  ['孩子抽蓄了', 'unconscious'], // 蓄 for 搐

  // ---- heavy bleeding
  ['伤口血流不止', 'bleeding'],
  ['吐血了', 'bleeding'],
  ['大口大口吐血', 'bleeding'],
  ['咳出好多血', 'bleeding'],
  ['手割破了，血止不住', 'bleeding'],
  ['鼻血止不住，流了半小时', 'bleeding'],
  ['一直拉血，拉了好多', 'bleeding'],
  ['大出血', 'bleeding'],
  ['血喷出来了', 'bleeding'],
  ['呕血', 'bleeding'],
  ["bleeding won't stop", 'bleeding'],
  ['heavy bleeding from a cut', 'bleeding'],
  ['血一直往外冒', 'bleeding'],
  ['流了很多血', 'bleeding'],

  // ---- poisoning, swallowed
  ['孩子误服了降压药', 'poisoning'],
  ['喝了农药', 'poisoning'],
  ['吃错药了，吃了一整瓶', 'poisoning'],
  ['孩子把洗衣凝珠咬破吞了', 'poisoning'],
  ['吃了野蘑菇，上吐下泻', 'poisoning'],
  ['误食了老鼠药', 'poisoning'],
  ['药吃多了', 'poisoning'],
  ['喝了百草枯', 'poisoning'],
  ['孩子吞了纽扣电池', 'poisoning'],
  ['喝了消毒液', 'poisoning'],
  ['swallowed bleach', 'poisoning'],
  ['my kid ate some pills from the drawer', 'poisoning'],
  ['took an overdose', 'poisoning'],
  ['食物中毒了，吐得厉害', 'poisoning'],

  // ---- severe allergy
  ['吃了海鲜过敏，喉咙发紧', 'allergy'],
  ['过敏了，嗓子肿了，喘不上气', 'allergy'],
  ['被蜜蜂蜇了，全身起疹子，呼吸困难', 'allergy'],
  ['打完针过敏休克了', 'allergy'],
  ['嘴唇舌头一下子肿起来了', 'allergy'],
  ['吃了花生，喉咙肿了', 'allergy'],
  ['throat swelling after eating peanuts', 'allergy'],
  ['过敏性休克', 'allergy'],
  ['青霉素过敏，人晕了', 'allergy'],
  ['吃了药浑身起风团，脸肿得睁不开眼，嗓子发紧', 'allergy'],
  ['嗓子眼肿了，咽不下口水', 'allergy'],

  // ---- sudden severe headache
  ['突然头痛得要裂开', 'headache'],
  ['头痛欲裂', 'headache'],
  ['突然剧烈头痛还呕吐', 'headache'],
  ['这辈子最厉害的一次头痛', 'headache'],
  ['头疼得要炸了', 'headache'],
  ['头突然像被雷劈了一样疼', 'headache'],
  ['后脑勺突然剧痛', 'headache'],
  ['头痛得厉害，吐了，脖子发硬', 'headache'],
  ['脑袋突然特别特别疼', 'headache'],
  ['worst headache of my life', 'headache'],
  ['sudden severe headache', 'headache'],
  ['头疼得受不了，看东西重影', 'headache'],
  ['脑壳疼得要命', 'headache'],

  // ---- heavy trauma, burns, electric shock, drowning
  ['出车祸了，腿断了', 'trauma_burn'],
  ['从三楼摔下来了', 'trauma_burn'],
  ['被开水烫伤了一大片', 'trauma_burn'],
  ['孩子被开水烫了，整个胳膊起泡', 'trauma_burn'],
  ['着火了，人烧伤了', 'trauma_burn'],
  ['手指被机器切断了', 'trauma_burn'],
  ['被车撞了', 'trauma_burn'],
  ['从梯子上摔下来，腿动不了', 'trauma_burn'],
  ['被刀捅了', 'trauma_burn'],
  ['大面积烧伤', 'trauma_burn'],
  ['被硫酸泼到了', 'trauma_burn'],
  ['高处坠落', 'trauma_burn'],
  ['severe burn on my arm', 'trauma_burn'],
  ['hit by a car', 'trauma_burn'],
  ['有人触电了', 'trauma_burn'],
  ['孩子溺水了', 'trauma_burn'],
  ['骨头都露出来了', 'trauma_burn'],
  ['头被砸破了', 'trauma_burn'],
  ['油锅着火，脸被烧了', 'trauma_burn'],

  // ---- gas leak, carbon monoxide
  ['煤气中毒了', 'gas'],
  ['家里燃气泄漏了，人头晕', 'gas'],
  ['烧炭取暖，一家人头痛恶心', 'gas'],
  ['闻到很浓的煤气味', 'gas'],
  ['一氧化碳中毒', 'gas'],
  ['天然气漏了', 'gas'],
  ['洗澡时热水器漏气，人晕了', 'gas'],
  ['carbon monoxide poisoning', 'gas'],
  ['I smell gas in my flat', 'gas'],
  ['屋里生炭火盆睡觉，醒来头疼想吐', 'gas'],
  ['液化气罐漏气了', 'gas'],
  ['煤炉取暖，老人晕乎乎的叫不太醒', 'gas'],
  // ---- held-out batch: written after the matcher reached 100 % on the lines above, run once before any change
  // (first run: 18 of 30 routed as their category, 1 more as another; 0 of 25 false alarms); the misses are marked
  ['心口好疼啊', 'chest_pain'],
  ['胸口痛得喘不过气', 'chest_pain'],
  ['喘气特别费劲', 'breathing'],
  ['气短得厉害，走几步就喘不上来', 'breathing'],
  ['孩子憋得脸都青了', 'breathing'], // missed: 青 not read as cyanosis
  ['突然嘴巴歪到一边', 'stroke'],
  ['右半边身子没知觉了', 'stroke'], // missed: 没知觉 not read as weakness
  ['老爸说话大舌头了', 'stroke'],
  ['我真的撑不下去了，想去死', 'suicide'], // missed: 想去死
  ['想跳河', 'suicide'], // missed: 跳河
  ['孕妇下面一直在流血', 'pregnancy_bleeding'],
  ['爸爸倒地了叫不应', 'unconscious'],
  ['他抽筋抽得停不下来还翻白眼', 'unconscious'], // missed: 翻白眼
  ['手被玻璃划了个大口子，血哗哗地流', 'bleeding'], // missed: 哗哗 as a lot
  ['吐了好多血', 'bleeding'],
  ['孩子喝了爸爸的降压药', 'poisoning'], // missed: a child and an adult's medicine
  ['吃了一把安眠药', 'poisoning'], // missed: a handful of pills
  ['喉咙肿得说不出话', 'allergy'],
  ['头疼得像要爆炸一样', 'headache'], // missed: 爆炸 as severity
  ['突然头痛，这辈子从没这么疼过', 'headache'], // missed: 从没这么疼
  ['被热油烫伤了半边脸', 'trauma_burn'],
  ['从二楼掉下来了', 'trauma_burn'],
  ['闻到家里有股臭鸡蛋一样的燃气味', 'gas'],
  ['烧煤取暖，一家三口都晕了', 'gas'], // missed: 烧煤
  ["chest feels tight and I can't catch my breath", 'chest_pain'], // routed as breathing only
  ['my wife fainted', 'unconscious'],
  ['he is bleeding a lot', 'bleeding'],
  ['喘不过起来', 'breathing'],
  ['胸口闷的很厉害', 'chest_pain'],
  ['心口绞痛', 'chest_pain'],
  // ---- regressions: what the old regex table routed and the matcher did not, found by running both on probes
  // (added after the held-out batch; each was missed by the matcher before the fix that follows it)
  ['胸口有点闷', 'chest_pain'],
  ['胸口有压迫感', 'chest_pain'],
  ['心口堵得慌', 'chest_pain'],
  ['孩子吞了一枚硬币', 'poisoning'],
  ['过敏后喘', 'allergy'],
  ['吐了一口血', 'bleeding'],
  // ---- a second held-out batch, written after the regressions and run once before any change (first run: 13 of 26
  // routed as their category, 2 more routed to 120 as another; 1 of 20 false alarms); the misses are marked
  ['老公心口疼，脸色煞白', 'chest_pain'],
  ['胸口跟针扎一样疼了好久', 'chest_pain'],
  ['感觉心脏被攥住了一样', 'chest_pain'], // missed
  ['妈妈憋气憋得说不了话', 'breathing'],
  ['孩子喘气呼哧呼哧的，嘴唇都紫了', 'breathing'],
  ['老爷子嘴歪眼斜', 'stroke'],
  ['他半边脸麻了', 'stroke'], // missed
  ['活着太痛苦了，不想再活了', 'suicide'], // missed
  ['想吃药了结自己', 'suicide'],
  ['孕38周，流了很多血', 'pregnancy_bleeding'],
  ['怀孕三个月，突然大量出血', 'pregnancy_bleeding'],
  ['奶奶摔了一跤后就叫不醒了', 'unconscious'],
  ['小孩突然两眼上翻，手脚抽动', 'unconscious'], // missed
  ['血流得满地都是', 'bleeding'], // missed
  ['拉了一大盆血', 'bleeding'], // missed
  ['孩子偷喝了白酒，现在叫不醒', 'poisoning'], // routed as unconscious only
  ['老人误把消毒水当水喝了', 'poisoning'],
  ['吃了虾后脸和嗓子都肿了', 'allergy'],
  ['头疼得眼睛都睁不开，还一直吐', 'headache'], // missed
  ['突然爆炸样的头痛', 'headache'],
  ['胳膊被绞进机器里了', 'trauma_burn'], // missed
  ['孩子从床上摔下来，头上鼓个大包，一直吐', 'trauma_burn'], // missed
  ['开水把孩子胸口和肚子都烫了', 'trauma_burn'], // missed
  ['卫生间热水器一开就头晕，家人晕倒了', 'gas'], // routed as unconscious only
  ['my father cannot speak and his arm is weak', 'stroke'], // missed
  ['she swallowed a whole bottle of pills', 'poisoning'],
]

/** ordinary questions: answered from the hospital's content, never routed to 120 */
export const ORDINARY_CORPUS: readonly string[] = [
  // questions ABOUT a symptom, an exam, a price or a department
  '胸部CT检查需要空腹吗',
  '胸片多少钱',
  '胸痛中心在几楼',
  '心电图检查要多久',
  '冠脉CTA和心脏彩超有什么区别',
  '哪个套餐包含胸部CT',
  '低剂量螺旋CT查肺结节准吗',
  '胸部CT和胸片选哪个好',
  '心脏彩超需要空腹吗',
  '心梗的早期症状有哪些',
  '怎么预防心绞痛',
  '呼吸科在哪里挂号',
  '肺功能检查怎么做',
  '哮喘患者适合什么体检套餐',
  '碳13呼气试验要空腹吗',
  '幽门螺杆菌呼气试验多少钱',
  '打呼噜很响，睡眠呼吸暂停要做什么检查',
  '头颅核磁多少钱',
  '头痛的常见原因有哪些',
  '偏头痛挂什么科',
  '头部CT有辐射吗',
  '脑卒中筛查包含哪些项目',
  '中风风险筛查查什么',
  '颈动脉彩超查什么',
  '中风的早期信号有哪些',
  '心肺复苏怎么做',
  '海姆立克急救法怎么做',
  '急救培训课程怎么报名',
  '急诊在哪个门',
  '120急救电话收费吗',
  '一氧化碳中毒怎么预防',
  '冬天烧炭取暖要注意什么',
  '煤气中毒有哪些后遗症',
  '过敏原检测多少钱',
  '花粉过敏体检要注意什么',
  '鼻炎过敏老打喷嚏挂什么科',
  '药物过敏史要在体检时告诉医生吗',
  '过敏性鼻炎能根治吗',
  '孕期需要做哪些检查',
  '怀孕多少周做唐筛',
  '孕妇可以做哪些体检',
  '怀孕了还能拍胸片吗',
  '抑郁症筛查问卷在哪做',
  '心理咨询怎么预约',
  '宝宝热性惊厥怎么预防',
  '癫痫患者可以做核磁吗',
  '烧伤科在几楼',
  '轻微烫伤起了个小水泡怎么处理',
  '老人防跌倒有什么建议',
  '骨密度检查有辐射吗',
  '工伤鉴定需要什么材料',
  '抽血后针眼有点渗血正常吗',
  '便血要做肠镜吗，肠镜多少钱',
  '食物中毒怎么预防',
  '宝宝发烧38度怎么物理降温',
  // negations
  '没有胸痛，只是体检想查查心脏',
  '我没有呼吸困难，只是偶尔咳嗽',
  '不胸闷也不胸痛，想做个心脏检查',
  '以前得过心梗，现在体检选哪个套餐',
  '家里老人中风后康复期可以做哪些体检',
  // ordinary health and shop questions
  '体检前要空腹吗',
  '心脑血管专项套餐包含什么',
  '高血压患者怎么在家测血压',
  '抽血会疼吗',
  '心脑血管专项筛查查哪些项目？',
  '体检报告多久出',
  '体检报告在哪里看',
  '可以开发票吗',
  '周末体检中心上班吗',
  '医院停车场在哪',
  '退款多久到账',
  '体检可以改约吗',
  '入职体检套餐多少钱',
  'HPV疫苗注射多少钱',
  '体检前能喝多少水',
  '胸部CT片子多久能拿',
  '乳腺彩超查什么',
  '甲状腺结节要复查吗',
  '胃镜检查前要空腹多久',
  '无痛胃镜需要家属陪同吗',
  '血压150/95算高吗',
  '空腹血糖6.5正常吗',
  '尿酸高饮食要注意什么',
  '脂肪肝需要吃药吗',
  '体检前一天可以喝酒吗',
  '来月经可以体检吗',
  '孩子几岁可以做视力检查',
  '儿童疫苗可以在这里打吗',
  '预约的医生几点上班',
  '在线问诊怎么收费',
  '套餐可以加项吗',
  '老人体检套餐推荐哪个',
  '体检需要带身份证吗',
  '报告里的结节是什么意思',
  '肺结节多大需要手术',
  '血脂高怎么调理',
  '怎么减肥比较健康',
  '晚上睡不着怎么办',
  '经常口腔溃疡是什么原因',
  '颈椎不舒服做什么检查',
  '腰疼挂骨科还是康复科',
  '咳嗽一周了要拍片吗',
  '嗓子有点干痒怎么办',
  '感冒了能体检吗',
  '体检抽几管血',
  'How much is the basic check-up package?',
  'Do I need to fast before a blood test?',
  'What are the opening hours of the check-up centre?',
  'Can I get an invoice for my order?',
  'what does a chest CT check for',
  // ---- held-out batch (see above): none was routed on the first run
  '心脏不好的人适合什么运动',
  '胸闷气短要做哪些检查',
  '头痛挂神经内科吗',
  '体检报告说我血脂偏高',
  '怀孕了可以吃什么',
  '宝宝咳嗽有痰怎么办',
  '被蚊子咬了起包怎么办',
  '牙疼吃什么药好',
  '晚上睡觉老做梦',
  '孩子不爱吃饭怎么办',
  '跑步后膝盖疼',
  '脖子上长了个包',
  '眼睛干涩怎么办',
  '胃疼挂什么科',
  '最近压力大睡不好',
  '中老年人补钙吃什么',
  '颈椎病怎么锻炼',
  '孕妇能喝咖啡吗',
  '我想给爸妈买个体检套餐',
  '胸部有个小结节要紧吗',
  '发烧39度要去医院吗',
  '老人便秘怎么办',
  '过敏性皮炎用什么药膏',
  '喝酒后脸红是怎么回事',
  '电话打不通怎么办',
  // ---- regressions (see above): ordinary questions near the new words
  '宫外孕手术后多久可以怀孕',
  '过敏性哮喘怎么治疗',
  '怎么去死皮',
  '胸口长了个痘痘',
  // ---- the second held-out batch (see above)
  '胸口疼挂什么科（不是现在疼，想预约）', // a false alarm on the first run: 现在 counted although negated
  '心脏搭桥术后复查项目',
  '喘息性支气管炎怎么护理',
  '孩子抽动症挂哪个科',
  '头痛的人能做核磁吗',
  '献血后头晕正常吗',
  '孕期出血风险怎么评估',
  '我妈有哮喘，体检要注意什么',
  '体检报告上写着心肌缺血什么意思',
  '烫发对孕妇有影响吗',
  '煤气灶打不着火怎么办',
  '过敏体质能打疫苗吗',
  '车祸后遗症能做什么检查',
  '吃海鲜会过敏吗',
  '血压高头疼吃什么',
  '孩子摔了一跤膝盖破皮了',
  '刀口愈合期间能洗澡吗',
  '骨折后多久能恢复',
  '中毒性心肌炎是什么病',
  '心跳有点快正常吗',
]
