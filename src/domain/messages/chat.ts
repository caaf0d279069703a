/** Chat (issue 15): the §8 chat SDK codes as the client's messages, and the chat's own texts. */
import { CHAT_TEXT_MAX } from '../chat'

/** SPEC §8 chat SDK codes (the descriptions are English in the spec; OWN Chinese wording) */
export const CHAT_CODE_MESSAGES: Record<number, string> = {
  [-1]: '请求超时，请稍后重试',
  [-2]: '聊天服务内部错误，请稍后重试',
  [-3]: '参数错误',
  405: '对方已将您拉黑，消息发送失败',
  20106: '您已被禁言，暂时无法发送消息',
  20604: '发送消息过于频繁，请稍后再试',
  21501: '消息包含敏感词，发送失败',
  21502: '消息包含敏感词，已替换后发送',
  22406: '您不在该会话中',
  22408: '您已被禁言，暂时无法发送消息',
  30001: '聊天连接已断开，正在重连',
}

/** OWN */
export const CHAT_MESSAGES = {
  empty: '请输入消息内容',
  tooLong: `消息不能超过${CHAT_TEXT_MAX}字`,
  quit: '您已退出该会话，无法发送消息',
  notFound: '会话不存在',
  doctorNotFound: '医生不存在',
  studioNotFound: '工作室不存在',
  badImage: '图片地址无效',
  badCard: '卡片内容无效',
  groupNameTooLong: '群名称不能超过20个字',
  groupNameEmpty: '请输入群名称',
  cannotRename: '问诊会话不能修改名称',
  cannotQuitSingle: '问诊会话不能退出',
  polling: '实时连接不可用，已切换为定时刷新',
  tooManySockets: '聊天窗口打开过多，请关闭其他页面后重试',
  imageEmpty: '请选择图片',
  imageTooLarge: '图片不能超过2MB',
  imageType: '仅支持 JPG、PNG 格式的图片',
  imageCorrupt: '图片已损坏，请重新选择',
  imageLinkExpired: '图片链接已失效，请刷新后重试',
  articleNotFound: '文章不存在',
  evaluateNoAnswer: '医生回复后才能评价',
  evaluateNotConsult: '只有问诊会话可以评价',
  evaluated: '您已评价过本次问诊',
  evaluateScore: '请选择1-5星评分',
  evaluateTags: '评价标签无效',
  evaluateContent: '评价内容不能超过200字',
  evaluateInvite: '本次问诊已结束，请对医生的服务进行评价',
  evaluateThanks: '感谢您的评价！',
  archiveNotFound: '就诊人档案不存在',
  archiveConsent: '请阅读并同意《个人健康信息处理规则》后再保存',
  archiveTooMany: '最多可添加10位就诊人',
  archiveDuplicate: '该身份证号的就诊人已存在',
  archiveName: '请输入就诊人姓名',
  archiveNote: '过敏史、既往史不能超过200字',
  serviceHoursText: '医生一般在 08:00-22:00 回复，夜间消息将在次日处理',
  reconnecting: '连接中断，正在重连…',
  doctorGreeting: (name: string) =>
    `您好，我是${name}医生，已收到您的消息。请详细描述您的情况（症状、持续时间、正在使用的药物），我会尽快回复。在线咨询不能替代面诊，如有胸痛、呼吸困难、意识不清等紧急情况，请立即拨打120。`,
} as const

/** the message of a chat code, else the fallback */
export function chatCodeMessage(code: number | undefined, fallback = '消息发送失败'): string {
  return (code !== undefined && CHAT_CODE_MESSAGES[code]) || fallback
}

/** customer service (OWN) */
export const SERVICE_MESSAGES = {
  welcome: '您好，我是智能客服，请问有什么可以帮您？您可以点击下方常见问题，或直接输入问题。',
  noAnswer: '抱歉，我暂时没有找到相关答案。您可以点击“转人工”联系人工客服。',
  waiting: '正在为您转接人工客服，请稍候…',
  accepted: '人工客服已接入，请问有什么可以帮您？',
  closed: '本次服务已结束，感谢您的咨询，请对本次服务进行评价。',
  rated: '感谢您的评价！',
  offHours: (hours: string) => `当前为非人工服务时间（${hours}），您可以留下电话，我们将在上班后尽快回电。`,
  callbackDone: '已收到您的回电请求，我们将在服务时间内尽快联系您。',
  badAction: '当前状态不能进行该操作',
  badRating: '请选择1-5星评价',
  alreadyRated: '您已评价过本次服务',
  badPhone: '请输入正确的手机号',
  stateText: { bot: '智能客服', waiting: '等待人工客服接入', agent: '人工客服服务中', closed: '会话已结束' } as Record<string, string>,
} as const
