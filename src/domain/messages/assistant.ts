/**
 * Messages of the AI health assistant (/aiChat, issue 15 item 5). All OWN (the spec names the page only): natural
 * Chinese in the tone of the spec's own messages. The safety texts (disclaimer, emergency and refusal lines) are
 * the rules of src/domain/assistant.ts.
 */

export const ASSISTANT_MSG = {
  EMPTY: '请输入您的问题',
  TOO_LONG: (n: number) => `问题不能超过${n}个字`,
  CONVERSATION_NOT_FOUND: '会话不存在',
  MESSAGE_NOT_FOUND: '消息不存在',
  RATE_MINUTE: '提问太频繁了，请稍等一分钟再问',
  RATE_DAY: (n: number) => `今天已提问${n}次，达到上限，请明天再来，或联系人工客服`,
  CONVERSATIONS_DAY: (n: number) => `今天已新建${n}个对话，达到上限，请在已有的对话中继续提问，或明天再来`,
  PROVIDER_FAILED: '外部智能服务暂时不可用，以下回答来自本院健康知识库。',
  NO_MATCH: '抱歉，本院的健康知识库里暂时没有找到与您问题相关的内容。您可以换个说法再问，或联系人工客服。',
  /** the built-in answer's "when to see which department" line (server/modules/assistant/compose.ts) */
  SEE_DEPARTMENT: (department: string) => `需要就诊时，可挂本院${department}。`,
  /** the built-in health answer's warning part when its content names none */
  GENERAL_WARNING: '出现胸痛、呼吸困难、意识不清、一侧肢体无力或大量出血时，请立即拨打 120。',
  /** the label above the pages an answer was taken from (its sources, shown once) */
  SOURCES: '参考来源',
  HANDOVER: '如需进一步帮助，可以联系人工客服。',
  STOPPED: '（已停止生成）',
  CONSENT_TEXT:
    '开启后，您的提问内容（可能包含健康信息）会发送给医院配置的外部AI服务用于生成回答。不开启时，只使用本院健康知识库回答。您可以随时关闭。',
  CONSENT_ON: '已同意将提问发送给外部AI服务',
  CONSENT_OFF: '已关闭，只使用本院健康知识库回答',
  STREAM_FAILED: '回答生成失败，请稍后重试',
  PLACEHOLDER: '请输入您想咨询的健康问题',
  WELCOME: '您好，我是AI健康助手，可以为您查找本院的体检套餐、健康科普和服务信息。',
} as const
