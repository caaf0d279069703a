import { View, Text, Picker } from '@tarojs/components'
import { Checkbox, Input, Radio, Rate, TextArea } from '@nutui/nutui-react-taro'
import { visibleQuestions, type SurveyAnswers, type SurveyAnswerValue, type SurveyQuestion, type SurveySchema } from '@/domain/survey'
import './SurveyForm.scss'

export interface SurveyFormProps {
  schema: SurveySchema
  answers: SurveyAnswers
  onChange: (id: string, value: SurveyAnswerValue | undefined) => void
  /** the question whose error is shown (the first error, as SPEC §5's forms) */
  error?: { questionId: string; message: string } | null
}

/**
 * One renderer for every questionnaire (src/domain/survey's schema): single and multiple choice, text, number, date,
 * scale and matrix questions, numbered in the order shown; a question whose condition is not met is not shown.
 */
export default function SurveyForm({ schema, answers, onChange, error }: SurveyFormProps) {
  const questions = visibleQuestions(schema, answers)
  return (
    <View className="survey-form">
      {questions.map((q, i) => (
        <View key={q.id} id={`q-${q.id}`} className={`survey-q${error?.questionId === q.id ? ' survey-q--error' : ''}`}>
          <View className="survey-q__title">
            {q.required ? <Text className="survey-q__required">*</Text> : null}
            <Text>
              {i + 1}. {q.title}
            </Text>
            {q.type === 'multiple' ? (
              <Text className="survey-q__hint">{q.maxChoices ? `（多选，最多${q.maxChoices}项）` : '（多选）'}</Text>
            ) : null}
          </View>
          <Answer q={q} value={answers[q.id]} onChange={(v) => onChange(q.id, v)} />
          {error?.questionId === q.id ? <Text className="survey-q__error">{error.message}</Text> : null}
        </View>
      ))}
    </View>
  )
}

function Answer({
  q,
  value,
  onChange,
}: {
  q: SurveyQuestion
  value: SurveyAnswerValue | undefined
  onChange: (v: SurveyAnswerValue | undefined) => void
}) {
  switch (q.type) {
    case 'single':
      return (
        <Radio.Group value={typeof value === 'string' ? value : ''} onChange={(v) => onChange(String(v))} className="survey-q__choices">
          {(q.options ?? []).map((o) => (
            <Radio key={o.value} value={o.value} className="survey-q__choice">
              {o.label}
            </Radio>
          ))}
        </Radio.Group>
      )
    case 'multiple':
      return (
        <Checkbox.Group
          value={Array.isArray(value) ? value : []}
          onChange={(v) => onChange(v as string[])}
          max={q.maxChoices}
          className="survey-q__choices"
        >
          {(q.options ?? []).map((o) => (
            <Checkbox key={o.value} value={o.value} label={o.label} className="survey-q__choice" />
          ))}
        </Checkbox.Group>
      )
    case 'text':
      return (
        <TextArea
          className="survey-q__text"
          value={typeof value === 'string' ? value : ''}
          onChange={(v) => onChange(v)}
          maxLength={q.maxLength ?? 500}
          showCount
          placeholder="请输入"
        />
      )
    case 'number':
      return (
        <View className="survey-q__number">
          <Input
            type="digit"
            value={value === undefined ? '' : String(value)}
            placeholder={q.min !== undefined && q.max !== undefined ? `${q.min}-${q.max}` : '请输入'}
            onChange={(v) => onChange(v.trim() === '' ? undefined : Number(v))}
          />
          {q.unit ? <Text className="survey-q__unit">{q.unit}</Text> : null}
        </View>
      )
    case 'date':
      return (
        <Picker mode="date" value={typeof value === 'string' ? value : '1980-01-01'} onChange={(e) => onChange(String(e.detail.value))}>
          <View className={`survey-q__picker${typeof value === 'string' ? '' : ' survey-q__picker--empty'}`}>
            {typeof value === 'string' ? value : '请选择日期'}
          </View>
        </Picker>
      )
    case 'scale': {
      const min = q.min ?? 1
      const max = q.max ?? 5
      return (
        <View className="survey-q__scale">
          <Rate count={max - min + 1} value={typeof value === 'number' ? value - min + 1 : 0} onChange={(v) => onChange(v + min - 1)} />
          <Text className="survey-q__scale-value">{typeof value === 'number' ? `${value}分` : '请打分'}</Text>
        </View>
      )
    }
    case 'matrix': {
      const cells = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {}
      return (
        <View className="survey-q__matrix">
          {(q.rows ?? []).map((row) => (
            <View key={row.id} className="survey-q__row">
              <Text className="survey-q__row-label">{row.label}</Text>
              <Radio.Group direction="horizontal" value={cells[row.id] ?? ''} onChange={(v) => onChange({ ...cells, [row.id]: String(v) })}>
                {(q.options ?? []).map((o) => (
                  <Radio key={o.value} value={o.value}>
                    {o.label}
                  </Radio>
                ))}
              </Radio.Group>
            </View>
          ))}
        </View>
      )
    }
  }
}
