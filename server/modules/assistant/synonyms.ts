/**
 * What the retrieval adds to a patient's question before searching: the words the hospital's content uses for the
 * patient's lay words (without it 胸口疼得厉害怎么办 finds nothing: the content says 胸痛), and the stop words left
 * out of both the index and the question. A small, maintained table: add a row when a common question misses.
 */

/** lay word (as typed) -> the content's words */
export const SYNONYMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/胸口|心口/, '胸痛 胸闷'],
  [/血压高|高压|低压/, '高血压 血压'],
  [/血糖高|糖尿|尿糖/, '糖尿病 血糖'],
  [/血脂高|胆固醇高|血稠/, '血脂 胆固醇'],
  [/尿酸高|痛风/, '尿酸 痛风 肾功能'],
  [/拉肚子|腹泻/, '腹泻 消化'],
  [/肚子疼|肚子痛|胃疼|胃痛/, '腹痛 胃 消化系统'],
  [/查体|检查身体|体检/, '体检 套餐'],
  [/抽血/, '采血 空腹'],
  [/不吃早饭|不吃饭|空腹/, '空腹 禁食'],
  [/幽门螺旋杆菌|幽门/, '幽门螺杆菌 C13呼气试验'],
  [/爸妈|父母|老人|长辈/, '中老年 父母'],
  [/入职|上班|工作前/, '入职体检'],
  [/女性|妇科|阿姨/, '女性 妇科'],
  [/男性|前列腺/, '男性 前列腺'],
  [/心脏|心血管|脑血管|中风|卒中/, '心脑血管'],
  [/肺|咳嗽|抽烟|吸烟/, '肺 胸部低剂量CT'],
  [/怀孕|孕妇|产检/, '孕期 孕妇 产检'],
  [/宝宝|孩子|小孩|儿童/, '儿童 儿科'],
  [/牙|口腔/, '口腔'],
  [/急救|救护车|120/, '急救 120'],
  [/挂号|门诊时间|几点上班|地址|怎么去|停车/, '门诊时间 地址 交通'],
  [/医生|专家|大夫/, '医生 擅长'],
]

export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    '的 了 吗 呢 吧 啊 呀 哦 嘛 么 是 我 你 他 她 它 我们 你们 要 想 请问 请 问 一下 怎么 怎么样 怎样 如何 什么 哪些 哪个 哪里 ' +
    '可以 能 能否 会 有 没有 和 与 及 在 对 就 都 也 还 又 这 那 这个 那个 一个 些 给 让 被 把 从 到 为 为了 吗？ ' +
    '需要 应该 是否 多少 几 些 得 地 着 过 上 下 里 中 很 太 比较 非常 最 更 好 多 少 后 前 时 时候 之后 之前 做 去 来'
  ).split(/\s+/),
)

/** the question with the content's words for its lay words appended */
export function expandQuestion(question: string): string {
  const extra = SYNONYMS.filter(([p]) => p.test(question)).map(([, words]) => words)
  return extra.length ? `${question} ${extra.join(' ')}` : question
}
