import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { SurveySubmission } from '@contract/survey'
import { navigate } from '@/shared/routes/navigate'
import './SurveyResultView.scss'

/**
 * An answer sheet's result: the score with its band and advice (scored questionnaires), the check-up items the
 * answers suggest ("1 + X"), and the disclaimer with the emergency line — a result informs, it never diagnoses.
 */
export default function SurveyResultView({ result }: { result: SurveySubmission }) {
  return (
    <View className="survey-result">
      <View className="survey-result__card">
        <Text className="survey-result__title">{result.surveyTitle}</Text>
        <Text className="survey-result__time">提交时间：{result.submitTime}</Text>
        {result.score !== null ? (
          <View className="survey-result__score">
            <Text className="survey-result__number">{result.score}</Text>
            <Text className="survey-result__unit">分</Text>
            {result.bandLabel ? <Text className="survey-result__band">{result.bandLabel}</Text> : null}
          </View>
        ) : null}
        {result.bandAdvice ? <Text className="survey-result__advice">{result.bandAdvice}</Text> : null}
        {result.score === null && result.kind === 'survey' ? (
          <Text className="survey-result__advice">感谢您的反馈，我们会认真改进。</Text>
        ) : null}
      </View>
      {result.kind === 'onePlus' ? (
        <View className="survey-result__card">
          <Text className="survey-result__subtitle">建议在基础体检之外加做</Text>
          {result.suggests.length ? (
            <View className="survey-result__items">
              {result.suggests.map((s) => (
                <Text key={s} className="survey-result__item">
                  {s}
                </Text>
              ))}
            </View>
          ) : (
            <Text className="survey-result__advice">根据您的回答，按年龄做基础体检即可。</Text>
          )}
          <Button type="primary" block className="survey-result__cta" onClick={() => navigate('/checkup/packageList')}>
            查看体检套餐
          </Button>
        </View>
      ) : null}
      <View className="survey-result__notice">
        <Text>{result.disclaimer}</Text>
        <Text className="survey-result__link" onClick={() => navigate('/emergencyLine')}>
          急救电话与就医指引
        </Text>
      </View>
    </View>
  )
}
