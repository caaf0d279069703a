/**
 * Messages of the check-up journey's person form, group check-ups and exam cards (issue 12). All OWN
 * (natural Chinese in the spec's tone); the rule form's own messages are SPEC §5 (./validation).
 */
export const CHECKUP_MSG = {
  /** the rule form holds health data (过敏史 ...): stored only with the person's separate consent */
  FORM_CONSENT_REQUIRED: '请先阅读并同意《健康信息授权》，同意后才会保存体检问卷',
  FORM_CONSENT_TEXT:
    '体检问卷中的过敏史、既往病史等属于敏感个人信息，仅用于本次体检预约和医生参考；您可随时撤回授权，撤回后已保存的问卷将被删除。',
  CONSENT_WITHDRAWN: '已撤回授权，已保存的问卷已删除',
} as const
