/**
 * One hospital landing's editor: its config as JSON (title, subtitle, bannerPath, introHtml, sections with goods
 * ids, steps, notices, contact, faqs), 保存草稿 (the server checks it by the landing route's rules and answers the
 * first reason it could not be shown), a summary of the saved draft, and 发布 with a confirm.
 */
import { useEffect, useState } from 'react'
import { Alert, Button, Card, Descriptions, Input, Popconfirm, Space, Typography, message } from 'antd'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { EMPTY_LANDING, publishLanding, saveLandingDraft, type Landing, type LandingConfig } from './api'

const textOf = (l: Landing) => JSON.stringify(l.draft ?? l.published ?? EMPTY_LANDING, null, 2)

export function LandingEditor({ landing }: { landing: Landing }) {
  const client = useQueryClient()
  const [messages, holder] = message.useMessage()
  const [text, setText] = useState(() => textOf(landing))
  const [parseError, setParseError] = useState('')
  useEffect(() => setText(textOf(landing)), [landing])
  const refresh = () => client.invalidateQueries({ queryKey: ['staff-landings'] })
  const dirty = !landing.draft || text !== textOf(landing)

  const save = useMutation({
    mutationFn: (config: LandingConfig) => saveLandingDraft({ key: landing.key, config }),
    onSuccess: () => {
      void messages.success('落地页草稿已保存')
      void refresh()
    },
    onError: (e: Error) => void messages.error(e.message),
  })
  const publish = useMutation({
    mutationFn: () => publishLanding({ key: landing.key, updatedAt: landing.draftUpdatedAt ?? '' }),
    onSuccess: () => {
      void messages.success('落地页已发布')
      void refresh()
    },
    onError: (e: Error) => void messages.error(e.message),
  })
  const submit = () => {
    try {
      const config = JSON.parse(text) as LandingConfig
      setParseError('')
      save.mutate(config)
    } catch {
      setParseError('配置不是有效的 JSON')
    }
  }

  return (
    <Card title={`编辑落地页：${landing.key}（${landing.paths.join('、')}）`} className="landing-editor">
      {holder}
      <label htmlFor="landing-config" style={{ display: 'block', marginBottom: 8 }}>
        配置（JSON：title 标题、subtitle、bannerPath 横幅（/assets/ 路径或 https 链接）、introHtml 介绍、sections 分组及商品
        goodsIds、steps、notices、contact、faqs）
      </label>
      <Input.TextArea id="landing-config" value={text} autoSize={{ minRows: 10, maxRows: 24 }} onChange={(e) => setText(e.target.value)} />
      {parseError ? <Alert style={{ marginTop: 8 }} type="error" showIcon message={parseError} /> : null}
      <Space wrap style={{ marginTop: 12 }}>
        <Button onClick={submit} loading={save.isPending} disabled={!dirty}>
          保存草稿
        </Button>
        <Popconfirm
          title="发布落地页"
          description={`发布后，患者打开 ${landing.paths.join('、')} 立即看到新的内容。`}
          okText="发布"
          cancelText="取消"
          onConfirm={() => publish.mutate()}
          disabled={!landing.draft || dirty}
        >
          <Button type="primary" loading={publish.isPending} disabled={!landing.draft || dirty}>
            发布落地页
          </Button>
        </Popconfirm>
        {landing.draft ? (
          <Typography.Text type="secondary">
            草稿由 {landing.draftUpdatedBy} 保存于 {landing.draftUpdatedAt}
          </Typography.Text>
        ) : null}
      </Space>
      {landing.draft ? (
        <Descriptions style={{ marginTop: 16 }} size="small" bordered column={1} title="草稿概要">
          <Descriptions.Item label="标题">{landing.draft.title}</Descriptions.Item>
          <Descriptions.Item label="副标题">{landing.draft.subtitle || '—'}</Descriptions.Item>
          <Descriptions.Item label="分组">
            {landing.draft.sections.map((s) => `${s.title}（${s.goodsIds.length} 个商品）`).join('；') || '—'}
          </Descriptions.Item>
          <Descriptions.Item label="步骤">{landing.draft.steps.join(' → ') || '—'}</Descriptions.Item>
        </Descriptions>
      ) : null}
    </Card>
  )
}
