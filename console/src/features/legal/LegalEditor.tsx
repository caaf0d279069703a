/**
 * One legal text's editor: the draft's title, HTML text and 更新说明 (what changed: shown to the patients asked
 * again), 保存草稿 (the server sanitises the HTML), a preview of the saved draft as the server keeps it, and
 * 发布新版本 with a confirm that says patients will be asked again; the published versions below.
 */
import { useEffect, useState } from 'react'
import { Alert, Button, Card, Form, Input, Popconfirm, Space, Table, Typography, message } from 'antd'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { EmptyText, useKeyboardScroll } from '../../shared/ui'
import { publishLegalDraft, publishWarning, saveLegalDraft, type LegalText } from './api'

interface Fields {
  title: string
  content: string
  note: string
}

const fieldsOf = (t: LegalText): Fields =>
  t.draft ? { title: t.draft.title, content: t.draft.content, note: t.draft.note } : { title: t.title, content: t.content, note: '' }

export function LegalEditor({ text }: { text: LegalText }) {
  const client = useQueryClient()
  const [messages, holder] = message.useMessage()
  const [fields, setFields] = useState<Fields>(() => fieldsOf(text))
  const versionsRef = useKeyboardScroll<HTMLDivElement>('已发布版本')
  useEffect(() => setFields(fieldsOf(text)), [text])
  const saved = fieldsOf(text)
  const dirty = !text.draft || fields.title !== saved.title || fields.content !== saved.content || fields.note !== saved.note
  const refresh = () => client.invalidateQueries({ queryKey: ['staff-legal'] })

  const save = useMutation({
    mutationFn: () => saveLegalDraft({ code: text.code, ...fields }),
    onSuccess: () => {
      void messages.success('草稿已保存')
      void refresh()
    },
    onError: (e: Error) => void messages.error(e.message),
  })
  const publish = useMutation({
    mutationFn: () => publishLegalDraft({ code: text.code, draftId: text.draft!.id, updatedAt: text.draft!.updatedAt }),
    onSuccess: (t) => {
      void messages.success(`已发布第${t.version}版`)
      void refresh()
    },
    onError: (e: Error) => void messages.error(e.message),
  })

  return (
    <Card title={`编辑：${text.title}（${text.code}）`} className="legal-editor">
      {holder}
      <Form layout="vertical" onFinish={() => save.mutate()}>
        <Form.Item label="标题" htmlFor="legal-title">
          <Input id="legal-title" value={fields.title} maxLength={50} onChange={(e) => setFields({ ...fields, title: e.target.value })} />
        </Form.Item>
        <Form.Item label="正文（HTML，保存时经服务器清理；{{hospitalName}} 为医院名称）" htmlFor="legal-content">
          <Input.TextArea
            id="legal-content"
            value={fields.content}
            autoSize={{ minRows: 8, maxRows: 20 }}
            onChange={(e) => setFields({ ...fields, content: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={text.reconsent ? '更新说明（患者重新同意时看到，发布前必填）' : '更新说明'} htmlFor="legal-note">
          <Input id="legal-note" value={fields.note} maxLength={200} onChange={(e) => setFields({ ...fields, note: e.target.value })} />
        </Form.Item>
        <Space wrap>
          <Button htmlType="submit" loading={save.isPending} disabled={!dirty}>
            保存草稿
          </Button>
          <Popconfirm
            title="发布新版本"
            description={publishWarning(text)}
            okText="发布"
            cancelText="取消"
            onConfirm={() => publish.mutate()}
            disabled={!text.draft || dirty}
          >
            <Button type="primary" loading={publish.isPending} disabled={!text.draft || dirty}>
              发布新版本
            </Button>
          </Popconfirm>
          {text.draft ? (
            <Typography.Text type="secondary">
              草稿由 {text.draft.updatedBy} 保存于 {text.draft.updatedAt}
              {dirty ? '（有未保存的修改，保存后才能发布）' : ''}
            </Typography.Text>
          ) : null}
        </Space>
      </Form>
      {text.draft ? (
        <section aria-label="草稿预览" style={{ marginTop: 16 }}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            草稿预览
          </Typography.Title>
          {/* the draft as the server keeps it: sanitised HTML (server/modules/content, sanitizeArticle) */}
          <div className="legal-preview" style={{ border: '1px solid #eee', padding: 12, maxHeight: 360, overflow: 'auto' }} tabIndex={0}>
            <div dangerouslySetInnerHTML={{ __html: text.draft.content }} />
          </div>
        </section>
      ) : (
        <Alert style={{ marginTop: 16 }} type="info" showIcon message="保存草稿后可预览并发布；草稿对患者不可见。" />
      )}
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 16 }}>
        已发布版本
      </Typography.Title>
      <div ref={versionsRef}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={text.versions}
          locale={{ emptyText: <EmptyText>{text.inherited ? '使用平台默认文本（第1版）' : '暂无'}</EmptyText> }}
          columns={[
            { title: '版本', dataIndex: 'version', render: (v: number) => `第${v}版` },
            { title: '标题', dataIndex: 'title' },
            { title: '更新说明', dataIndex: 'note' },
            { title: '发布人', dataIndex: 'publishedBy' },
            { title: '发布时间', dataIndex: 'publishedAt' },
          ]}
        />
      </div>
    </Card>
  )
}
