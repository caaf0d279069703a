import { useMemo, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button, Checkbox, Skeleton } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { useQuery } from '@/shared/data'
import { currentRoute } from '@/shared/routes/current'
import { navigate, redirect } from '@/shared/routes/navigate'
import { toast } from '@/shared/platform'
import { SURVEY_STATUS_MESSAGE, validateAnswers, type SurveyAnswers, type SurveyAnswerValue } from '@/domain/survey'
import { SURVEY_MSG } from '@/domain/messages/survey'
import { getSurveyDetail, submitSurvey, SurveyForm } from '@/features/survey'
import './index.scss'

/**
 * Answering a questionnaire: /survey?id= (or ?code=; default the pre-check-up questionnaire) and /one-plus-answer
 * (the "1 + X" check-up questionnaire). ?relationId= ties the sheet to an order or a booking. The first problem
 * shows at its question and as a toast (SPEC §5); health questionnaires need the separate consent first.
 */
export default function SurveyAnswerPage() {
  const { route, query } = useMemo(() => currentRoute(), [])
  const onePlus = route?.path === '/one-plus-answer'
  const by = query.id ? { surveyId: Number(query.id) } : { code: query.code || (onePlus ? 'one-plus' : 'pre-checkup') }
  const relationId = query.relationId || undefined
  const detail = useQuery(['survey', by, relationId], () => getSurveyDetail({ ...by, relationId }))
  const [answers, setAnswers] = useState<SurveyAnswers>({})
  const [error, setError] = useState<{ questionId: string; message: string } | null>(null)
  const [consent, setConsent] = useState(false)
  const [sending, setSending] = useState(false)
  const d = detail.data
  const resultPath = d?.survey.kind === 'onePlus' ? '/one-plus-result' : '/question-result'

  const change = (id: string, value: SurveyAnswerValue | undefined) => {
    setAnswers((a) => ({ ...a, [id]: value }))
    if (error?.questionId === id) setError(null)
  }
  const submit = async () => {
    if (!d || sending) return
    const errors = validateAnswers(d.survey.schema, answers)
    if (errors.length) {
      setError(errors[0])
      toast(errors[0].message)
      return
    }
    if (d.survey.sensitive && !consent) {
      toast(SURVEY_MSG.CONSENT_REQUIRED)
      return
    }
    setSending(true)
    try {
      const r = await submitSurvey({ surveyId: d.survey.id, relationId, consent: d.survey.sensitive ? true : undefined, answers })
      toast(SURVEY_MSG.SUBMITTED, 'success')
      await redirect(resultPath, { id: r.id })
    } catch {
      // the request layer showed the server's message; the answers stay
    } finally {
      setSending(false)
    }
  }

  let body
  if (detail.error && !d) body = <StatusView kind="error" text={detail.error} actionText="重新加载" onAction={detail.reload} />
  else if (!d)
    body = (
      <View className="survey-page__skeleton">
        <Skeleton rows={3} animated />
        <Skeleton rows={4} animated />
        <Skeleton rows={4} animated />
      </View>
    )
  else if (d.survey.status !== 'open') body = <StatusView kind="empty" text={SURVEY_STATUS_MESSAGE[d.survey.status]} />
  else if (!d.canSubmit && d.submitted > 0)
    body = (
      <StatusView
        kind="empty"
        text={SURVEY_MSG.ALREADY_SUBMITTED}
        actionText={d.lastSubmissionId ? '查看结果' : undefined}
        onAction={() => d.lastSubmissionId && navigate(resultPath, { id: d.lastSubmissionId })}
      />
    )
  else
    body = (
      <View className="survey-page">
        <View className="survey-page__head">
          <Text className="survey-page__title">{d.survey.title}</Text>
          <Text className="survey-page__intro">{d.survey.intro}</Text>
        </View>
        <SurveyForm schema={d.survey.schema} answers={answers} onChange={change} error={error} />
        {d.survey.sensitive ? (
          <View className="survey-page__consent">
            <Checkbox checked={consent} onChange={setConsent} label={SURVEY_MSG.CONSENT_TEXT} />
          </View>
        ) : null}
        <Text className="survey-page__disclaimer">{d.survey.disclaimer}</Text>
      </View>
    )

  const open = d && d.survey.status === 'open' && d.canSubmit
  return (
    <Page
      title={d?.survey.title}
      onRefresh={detail.reload}
      footer={
        open ? (
          <View className="survey-page__bar">
            <Button type="primary" block loading={sending} onClick={submit}>
              提交
            </Button>
          </View>
        ) : undefined
      }
    >
      {body}
    </Page>
  )
}
