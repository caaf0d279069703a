/**
 * 新建 / 编辑问卷: title, intro, kind (问卷 / 1+X), submissions per person, sensitive; the questions as a Form.List
 * (id, type, title, required, options with scores, a display condition on an earlier question) and the score bands.
 * Checked with the server's own rule (src/domain/survey validateSchema) before saving; editing a questionnaire that
 * has answers makes a new version (the server keeps the answered one).
 */
import { useState } from 'react'
import { Alert, Button, Checkbox, Drawer, Form, Input, InputNumber, Select, Space, Switch, Typography } from 'antd'
import { useMutation } from '@tanstack/react-query'
import { SURVEY_QUESTION_TYPES, validateSchema, type SurveyQuestionType, type SurveySchema } from '@/domain/survey'
import { saveSurvey, type Survey, type SurveyBody } from './api'

const TYPE_NAMES: Record<SurveyQuestionType, string> = {
  single: '单选',
  multiple: '多选',
  text: '填空',
  number: '数字',
  date: '日期',
  scale: '量表',
  matrix: '矩阵',
}
const CHOICE = new Set<SurveyQuestionType>(['single', 'multiple', 'matrix'])

interface QuestionRow {
  id?: string
  type?: SurveyQuestionType
  title?: string
  required?: boolean
  options?: Array<{ value?: string; label?: string; score?: number | null }>
  showIfQuestion?: string
  showIfValues?: string[]
}
interface Values {
  title: string
  intro?: string
  kind: 'survey' | 'onePlus'
  maxPerPerson?: number
  sensitive?: boolean
  questions: QuestionRow[]
  bands: Array<{ min?: number | null; label?: string; advice?: string }>
}

function schemaOf(v: Values): SurveySchema {
  return {
    questions: (v.questions ?? []).map((q) => ({
      id: (q.id ?? '').trim(),
      type: q.type ?? 'single',
      title: (q.title ?? '').trim(),
      ...(q.required ? { required: true } : {}),
      ...(CHOICE.has(q.type ?? 'single')
        ? {
            options: (q.options ?? []).map((o) => ({
              value: (o.value ?? '').trim(),
              label: (o.label ?? '').trim(),
              ...(o.score === null || o.score === undefined ? {} : { score: o.score }),
            })),
          }
        : {}),
      ...(q.showIfQuestion ? { showIf: { questionId: q.showIfQuestion, anyOf: q.showIfValues ?? [] } } : {}),
    })),
    ...(v.bands?.length
      ? { bands: v.bands.map((b) => ({ min: b.min ?? 0, label: (b.label ?? '').trim(), advice: (b.advice ?? '').trim() })) }
      : {}),
  }
}

export function SurveyDrawer({ survey, onClose, onDone }: { survey: Survey | null; onClose: () => void; onDone: (s: Survey) => void }) {
  const [form] = Form.useForm<Values>()
  const [problem, setProblem] = useState('')
  const questions = Form.useWatch('questions', form) as QuestionRow[] | undefined
  const save = useMutation({ mutationFn: (b: SurveyBody) => saveSurvey(b), onSuccess: onDone })
  const submit = async () => {
    const v = await form.validateFields()
    const schema = schemaOf(v)
    const p = schema.questions.length ? validateSchema(schema) : '请至少添加一道题目'
    setProblem(p ?? '')
    if (!p)
      save.mutate({
        ...(survey ? { id: survey.id } : {}),
        title: v.title,
        intro: v.intro ?? '',
        kind: v.kind,
        maxPerPerson: v.maxPerPerson ?? 1,
        sensitive: !!v.sensitive,
        schema,
      })
  }
  const initial: Partial<Values> = survey
    ? {
        title: survey.title,
        intro: survey.intro,
        kind: survey.kind,
        maxPerPerson: survey.maxPerPerson,
        sensitive: survey.sensitive,
        questions: survey.schema.questions.map((q) => ({
          id: q.id,
          type: q.type,
          title: q.title,
          required: !!q.required,
          options: (q.options ?? []).map((o) => ({ value: o.value, label: o.label, score: o.score ?? null })),
          showIfQuestion: q.showIf?.questionId,
          showIfValues: q.showIf?.anyOf ?? [],
        })),
        bands: (survey.schema.bands ?? []).map((b) => ({ ...b })),
      }
    : { kind: 'survey', maxPerPerson: 1, questions: [{ id: 'q1', type: 'single', options: [] }], bands: [] }
  return (
    <Drawer
      open
      size="large"
      title={survey ? `编辑问卷：${survey.title}` : '新建问卷'}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" className="survey-save" loading={save.isPending} onClick={() => void submit()}>
            保存
          </Button>
        </Space>
      }
    >
      {survey && survey.answers > 0 ? (
        <Alert
          style={{ marginBottom: 16 }}
          type="info"
          showIcon
          title={`已有${survey.answers}份答卷：保存后为新版本，已提交的答卷保留原版本`}
        />
      ) : null}
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="title" label="问卷标题" rules={[{ required: true, message: '请填写问卷标题' }]}>
          <Input maxLength={50} showCount />
        </Form.Item>
        <Form.Item name="intro" label="说明">
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="kind" label="类型">
            <Select
              aria-label="问卷类型"
              style={{ width: 160 }}
              options={[
                { value: 'survey', label: '普通问卷' },
                { value: 'onePlus', label: '1+X 加项推荐' },
              ]}
            />
          </Form.Item>
          <Form.Item name="maxPerPerson" label="每人可提交次数（0为不限）">
            <InputNumber aria-label="每人可提交次数" precision={0} min={0} max={100} />
          </Form.Item>
          <Form.Item name="sensitive" label="涉及健康信息（需单独同意）" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          题目
        </Typography.Title>
        <Form.List name="questions">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f, i) => {
                const q = questions?.[i]
                const earlier = (questions ?? []).slice(0, i).filter((x) => x?.id)
                const trigger = earlier.find((x) => x.id === q?.showIfQuestion)
                return (
                  <div key={f.key} className="survey-question" style={{ border: '1px solid #eee', padding: 12, marginBottom: 12 }}>
                    <Space wrap align="baseline">
                      <Form.Item name={[f.name, 'id']} label={`第${i + 1}题编号`}>
                        <Input aria-label={`第${i + 1}题编号`} style={{ width: 80 }} />
                      </Form.Item>
                      <Form.Item name={[f.name, 'type']} label="题型">
                        <Select
                          aria-label={`第${i + 1}题题型`}
                          style={{ width: 100 }}
                          options={SURVEY_QUESTION_TYPES.map((t) => ({ value: t, label: TYPE_NAMES[t] }))}
                        />
                      </Form.Item>
                      <Form.Item name={[f.name, 'title']} label="题目">
                        <Input aria-label={`第${i + 1}题题目`} style={{ width: 260 }} />
                      </Form.Item>
                      <Form.Item name={[f.name, 'required']} valuePropName="checked" label="必答">
                        <Checkbox aria-label={`第${i + 1}题必答`} />
                      </Form.Item>
                      <Button type="link" danger onClick={() => remove(f.name)}>
                        删除题目
                      </Button>
                    </Space>
                    {CHOICE.has(q?.type ?? 'single') ? (
                      <Form.List name={[f.name, 'options']}>
                        {(opts, o) => (
                          <>
                            {opts.map((of, k) => (
                              <Space key={of.key} wrap align="baseline">
                                <Form.Item name={[of.name, 'value']} label={k === 0 ? '选项值' : undefined}>
                                  <Input aria-label={`第${i + 1}题选项${k + 1}值`} style={{ width: 80 }} />
                                </Form.Item>
                                <Form.Item name={[of.name, 'label']} label={k === 0 ? '选项文字' : undefined}>
                                  <Input aria-label={`第${i + 1}题选项${k + 1}文字`} style={{ width: 180 }} />
                                </Form.Item>
                                <Form.Item name={[of.name, 'score']} label={k === 0 ? '分值' : undefined}>
                                  <InputNumber aria-label={`第${i + 1}题选项${k + 1}分值`} style={{ width: 80 }} />
                                </Form.Item>
                                <Button type="link" danger onClick={() => o.remove(of.name)}>
                                  删除
                                </Button>
                              </Space>
                            ))}
                            <Button size="small" onClick={() => o.add({ value: `o${opts.length + 1}`, label: '' })}>
                              添加选项
                            </Button>
                          </>
                        )}
                      </Form.List>
                    ) : null}
                    {i > 0 ? (
                      <Space wrap align="baseline" style={{ marginTop: 8 }}>
                        <Form.Item name={[f.name, 'showIfQuestion']} label="显示条件：当此题">
                          <Select
                            aria-label={`第${i + 1}题显示条件题目`}
                            allowClear
                            placeholder="始终显示"
                            style={{ width: 200 }}
                            options={earlier.map((x) => ({ value: x.id!, label: `${x.id} ${x.title ?? ''}` }))}
                          />
                        </Form.Item>
                        <Form.Item name={[f.name, 'showIfValues']} label="的答案为">
                          <Select
                            aria-label={`第${i + 1}题显示条件答案`}
                            mode="tags"
                            style={{ width: 200 }}
                            options={(trigger?.options ?? [])
                              .filter((o) => o?.value)
                              .map((o) => ({ value: o.value!, label: o.label || o.value! }))}
                          />
                        </Form.Item>
                      </Space>
                    ) : null}
                  </div>
                )
              })}
              <Button className="survey-add-question" onClick={() => add({ id: `q${fields.length + 1}`, type: 'single', options: [] })}>
                添加题目
              </Button>
            </>
          )}
        </Form.List>
        <Typography.Title level={2} style={{ fontSize: 16, marginTop: 16 }}>
          分数段（按最低分从低到高）
        </Typography.Title>
        <Form.List name="bands">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f, i) => (
                <Space key={f.key} wrap align="baseline">
                  <Form.Item name={[f.name, 'min']} label={`分数段${i + 1}最低分`}>
                    <InputNumber aria-label={`分数段${i + 1}最低分`} style={{ width: 100 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'label']} label="结论">
                    <Input aria-label={`分数段${i + 1}结论`} style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'advice']} label="建议">
                    <Input aria-label={`分数段${i + 1}建议`} style={{ width: 240 }} />
                  </Form.Item>
                  <Button type="link" danger onClick={() => remove(f.name)}>
                    删除
                  </Button>
                </Space>
              ))}
              <Button onClick={() => add({ min: null, label: '', advice: '' })}>添加分数段</Button>
            </>
          )}
        </Form.List>
      </Form>
      {problem || save.error ? <Alert style={{ marginTop: 16 }} type="error" showIcon title={problem || save.error?.message} /> : null}
    </Drawer>
  )
}
