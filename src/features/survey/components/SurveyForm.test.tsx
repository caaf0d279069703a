import TestUtils from '@tarojs/test-utils-react'
import { useState } from 'react'
import SurveyForm from './SurveyForm'
import type { SurveyAnswers, SurveySchema } from '@/domain/survey'

const schema: SurveySchema = {
  questions: [
    {
      id: 'smoke',
      type: 'single',
      title: '吸烟情况',
      required: true,
      options: [
        { value: 'never', label: '从不吸烟' },
        { value: 'now', label: '目前吸烟' },
      ],
    },
    { id: 'years', type: 'number', title: '吸烟年数', unit: '年', showIf: { questionId: 'smoke', anyOf: ['now'] } },
    {
      id: 'aspects',
      type: 'matrix',
      title: '请评价',
      rows: [{ id: 'booking', label: '预约流程' }],
      options: [
        { value: 'good', label: '满意' },
        { value: 'bad', label: '不满意' },
      ],
    },
  ],
}

const text = () => document.body.textContent || ''
afterEach(() => {
  document.body.innerHTML = ''
})

let latest: SurveyAnswers = {}
function Harness({ error }: { error?: { questionId: string; message: string } | null }) {
  const [answers, setAnswers] = useState<SurveyAnswers>({})
  latest = answers
  return <SurveyForm schema={schema} answers={answers} error={error} onChange={(id, v) => setAnswers((a) => ({ ...a, [id]: v }))} />
}

describe('SurveyForm', () => {
  it('numbers the visible questions and shows a conditional one once its trigger is answered', async () => {
    const t = new TestUtils()
    await t.mount(Harness, { props: {} })
    expect(text()).toContain('1. 吸烟情况')
    expect(text()).toContain('2. 请评价')
    expect(text()).not.toContain('吸烟年数')
    const now = Array.from(document.querySelectorAll('.survey-q__choice')).find((n) => n.textContent?.includes('目前吸烟'))
    t.fireEvent.click(now as Element)
    await t.queries.waitForQuerySelector('.survey-q__number')
    expect(latest.smoke).toBe('now')
    expect(text()).toContain('2. 吸烟年数')
    expect(text()).toContain('年')
    expect(text()).toContain('3. 请评价')
    expect(text()).toContain('预约流程')
  })
  it('marks the question of the first error with its message', async () => {
    const t = new TestUtils()
    await t.mount(Harness, { props: { error: { questionId: 'smoke', message: '请选择吸烟情况' } } })
    const q = await t.queries.waitForQuerySelector('.survey-q--error')
    expect(q?.textContent).toContain('请选择吸烟情况')
  })
})
