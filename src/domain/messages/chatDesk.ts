/**
 * Messages of the chat workbench of the staff console (issue 32 item 3): claiming, assigning, transferring and
 * resolving conversations, internal notes and quick replies. The patient-facing lines are in ./chat.ts.
 */
export const CHAT_DESK_NOT_FOUND = '会话不存在'
/** a conversation of the own hospital that is not routed to the caller (a doctor's, or another agent's) */
export const CHAT_DESK_NOT_YOURS = '该会话未分配给您'
export const CHAT_DESK_ALREADY_CLAIMED = '该会话已被其他客服接入，请刷新后重试'
export const CHAT_DESK_NOT_WAITING = '该会话不在等待接入的队列中'
export const CHAT_DESK_NOT_ASSIGNED = '请先接入该会话'
export const CHAT_DESK_RESOLVED = '该会话已结束'
export const CHAT_DESK_NOT_SERVICE = '只有客服会话可以接入、分配或转接'
export const CHAT_DESK_GROUP_NO_RESOLVE = '群聊不需要结束'
export const CHAT_DESK_AGENT_NOT_FOUND = '接收人不存在或不是本院客服'
export const CHAT_DESK_TRANSFER_SELF = '不能转接给自己'
export const CHAT_DESK_REASON_REQUIRED = '请填写转接原因'
export const CHAT_DESK_REASON_TOO_LONG = '转接原因最多200字'
export const CHAT_DESK_NOTE_REQUIRED = '请填写备注内容'
export const CHAT_DESK_NOTE_TOO_LONG = (max: number) => `备注最多${max}字`
export const CHAT_DESK_QUICK_TITLE_REQUIRED = '请填写快捷回复标题'
export const CHAT_DESK_QUICK_TITLE_TOO_LONG = (max: number) => `快捷回复标题最多${max}字`
export const CHAT_DESK_QUICK_TEXT_REQUIRED = '请填写快捷回复内容'
export const CHAT_DESK_QUICK_TEXT_TOO_LONG = (max: number) => `快捷回复内容最多${max}字`
export const CHAT_DESK_QUICK_NOT_FOUND = '快捷回复不存在'
/** a hospital-wide quick reply is kept by the admins (chat:supervise) */
export const CHAT_DESK_QUICK_ADMIN_ONLY = '本院快捷回复由管理员维护'
export const CHAT_DESK_NO_DOCTOR = '您的账号未关联医生，无法接诊'
/** the system line the patient sees when an agent hands the conversation to another (the reason stays internal) */
export const CHAT_DESK_TRANSFERRED = '已为您转接其他客服，请稍候…'
