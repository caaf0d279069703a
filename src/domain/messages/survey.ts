/**
 * Messages of questionnaires (SPEC §2 /survey, /one-plus-answer; §5 required-field rule; §8 "questionnaire not yet
 * open"). Required answers reuse §5's rule-form texts (请输入{name} / 请选择{name} / 请输入数字, ./validation);
 * the rest are OWN (natural Chinese in the spec's tone).
 */

export const SURVEY_MSG = {
  NOT_FOUND: '问卷不存在',
  SURVEY_REQUIRED: '请指定问卷',
  PLAN_NOT_FOUND: '随访计划不存在',
  TASK_NOT_FOUND: '任务不存在',
  NOT_STARTED: '问卷尚未开始',
  ENDED: '问卷已结束',
  CLOSED: '问卷已停用',
  ALREADY_SUBMITTED: '您已提交过该问卷，不能重复提交',
  SUBMISSION_NOT_FOUND: '答卷不存在',
  UNKNOWN_OPTION: '所选答案不在选项中',
  PICK_AT_MOST: (n: number) => `最多可选${n}项`,
  TEXT_TOO_LONG: (n: number) => `回答不能超过${n}个字`,
  NUMBER_RANGE: (title: string, min?: number, max?: number) =>
    min !== undefined && max !== undefined
      ? `${title}应在${min}-${max}之间`
      : min !== undefined
        ? `${title}不能小于${min}`
        : `${title}不能大于${max}`,
  SUBMITTED: '提交成功',
  /** PIPL art. 28-29: health information needs its own consent */
  CONSENT_REQUIRED: '请先阅读并同意《健康信息处理说明》',
  CONSENT_TEXT: '我已阅读并同意医院为健康评估处理我填写的健康信息（敏感个人信息），仅用于本次评估，可随时删除。',
  /** medical safety: a questionnaire's result informs, it never diagnoses */
  RESULT_DISCLAIMER: '结果仅供健康参考，不能作为诊断依据；如有不适请及时就医，紧急情况请拨打120。',
} as const
