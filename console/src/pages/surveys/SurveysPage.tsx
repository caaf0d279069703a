/** /console/surveys: 问卷管理 — the hospital's questionnaires; new / edit in a drawer; 发布 / 停用 */
import { useState } from 'react'
import { Button, Space, Switch, Table, Tag, Typography, message } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { listSurveys, publishSurvey, SurveyDrawer, type Survey } from '../../features/packages'
import { useKeyboardScroll } from '../../shared/ui'

export default function SurveysPage() {
  const client = useQueryClient()
  const [messages, holder] = message.useMessage()
  const [editing, setEditing] = useState<Survey | 'new' | null>(null)
  const scrollRef = useKeyboardScroll<HTMLDivElement>('问卷列表')
  const list = useQuery({ queryKey: ['staff-surveys'], queryFn: listSurveys })
  const refresh = () => void client.invalidateQueries({ queryKey: ['staff-surveys'] })
  const publishing = useMutation({
    mutationFn: publishSurvey,
    onSuccess: (s) => {
      void messages.success(s.published ? '已发布' : '已停用')
      refresh()
    },
    onError: (e) => void messages.error(e.message),
  })
  return (
    <>
      {holder}
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        问卷管理
      </Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button type="primary" className="survey-new" onClick={() => setEditing('new')}>
          新建问卷
        </Button>
      </Space>
      <div ref={scrollRef}>
        <Table<Survey>
          size="small"
          rowKey="id"
          scroll={{ x: 700 }}
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          pagination={{ pageSize: 20, showSizeChanger: false }}
          columns={[
            { title: '问卷', dataIndex: 'title' },
            { title: '类型', dataIndex: 'kind', render: (k: string) => <Tag>{k === 'onePlus' ? '1+X 加项推荐' : '普通问卷'}</Tag> },
            { title: '题目数', key: 'questions', render: (_: unknown, s) => s.schema.questions.length },
            { title: '版本', dataIndex: 'version', render: (v: number) => `v${v}` },
            { title: '答卷', dataIndex: 'answers' },
            {
              title: '发布',
              dataIndex: 'published',
              render: (published: boolean, s) => (
                <Switch
                  aria-label={`发布 ${s.title}`}
                  checked={published}
                  loading={publishing.isPending && publishing.variables?.id === s.id}
                  onChange={(v) => publishing.mutate({ id: s.id, published: v })}
                />
              ),
            },
            {
              title: '操作',
              key: 'actions',
              render: (_: unknown, s) => (
                <Button size="small" onClick={() => setEditing(s)}>
                  编辑
                </Button>
              ),
            },
          ]}
        />
      </div>
      {editing ? (
        <SurveyDrawer
          survey={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null)
            void messages.success('已保存')
            refresh()
          }}
        />
      ) : null}
    </>
  )
}
