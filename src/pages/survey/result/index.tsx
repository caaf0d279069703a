import { useMemo } from 'react'
import { View } from '@tarojs/components'
import { Button, Skeleton } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { useQuery } from '@/shared/data'
import { currentRoute } from '@/shared/routes/current'
import { navigate } from '@/shared/routes/navigate'
import { getSubmission, SurveyResultView } from '@/features/survey'
import './index.scss'

/** A questionnaire's result (/question-result?id=, /one-plus-result?id=): the caller's own answer sheet only. */
export default function SurveyResultPage() {
  const { query } = useMemo(() => currentRoute(), [])
  const id = Number(query.id)
  const result = useQuery(['survey-result', id], () => getSubmission(id), { enabled: id > 0 })
  let body
  if (!(id > 0)) body = <StatusView kind="notFound" text="答卷不存在" />
  else if (result.error && !result.data)
    body = <StatusView kind="error" text={result.error} actionText="重新加载" onAction={result.reload} />
  else if (!result.data)
    body = (
      <View className="survey-result-page__skeleton">
        <Skeleton rows={5} animated />
        <Skeleton rows={3} animated />
      </View>
    )
  else
    body = (
      <>
        <SurveyResultView result={result.data} />
        <View className="survey-result-page__actions">
          <Button block onClick={() => navigate('/home')}>
            返回首页
          </Button>
        </View>
      </>
    )
  return (
    <Page onRefresh={result.reload} className="survey-result-page">
      {body}
    </Page>
  )
}
