/**
 * /console/legal: 协议与落地页 — the legal texts (100 用户协议, 200 隐私政策, 300 咨询知情同意书, 400 退款及改期规则)
 * with their served version; 编辑 opens the text's draft editor (save, preview, 发布新版本); below, the hospital's
 * landings (landing_page) with their JSON config editor (save a checked draft, 发布).
 */
import { useState } from 'react'
import { Button, Table, Tag, Typography } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { LandingEditor, LegalEditor, listLandings, listLegalTexts, type Landing, type LegalText } from '../../features/legal'
import { useKeyboardScroll } from '../../shared/ui'

export default function LegalPage() {
  const list = useQuery({ queryKey: ['staff-legal'], queryFn: listLegalTexts })
  const [code, setCode] = useState<number | null>(null)
  const scrollRef = useKeyboardScroll<HTMLDivElement>('协议列表')
  const editing = list.data?.list.find((t) => t.code === code)
  const landings = useQuery({ queryKey: ['staff-landings'], queryFn: listLandings })
  const [landingKey, setLandingKey] = useState<string | null>(null)
  const landingsRef = useKeyboardScroll<HTMLDivElement>('落地页列表')
  const landing = landings.data?.list.find((l) => l.key === landingKey)
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        协议与落地页
      </Typography.Title>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        协议文本
      </Typography.Title>
      <div ref={scrollRef}>
        <Table<LegalText>
          size="small"
          rowKey="code"
          pagination={false}
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          scroll={{ x: 640 }}
          columns={[
            { title: '编号', dataIndex: 'code' },
            { title: '名称', dataIndex: 'title' },
            {
              title: '当前版本',
              dataIndex: 'version',
              render: (v: number, t) => (
                <span className="legal-version">
                  第{v}版 {t.inherited ? <Tag>平台默认</Tag> : null}
                </span>
              ),
            },
            {
              title: '已同意当前版本',
              dataIndex: 'acceptedCount',
              render: (n: number, t) => (t.reconsent ? `${n} 人` : '无需同意'),
            },
            { title: '草稿', key: 'draft', render: (_: unknown, t) => (t.draft ? <Tag color="blue">有草稿</Tag> : '—') },
            {
              title: '操作',
              key: 'actions',
              render: (_: unknown, t) => (
                <Button size="small" aria-label={`编辑${t.title}`} onClick={() => setCode(t.code)}>
                  编辑
                </Button>
              ),
            },
          ]}
        />
      </div>
      {editing ? (
        <div style={{ marginTop: 16 }}>
          <LegalEditor text={editing} />
        </div>
      ) : null}
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
        落地页
      </Typography.Title>
      <div ref={landingsRef}>
        <Table<Landing>
          size="small"
          rowKey="key"
          pagination={false}
          loading={landings.isFetching}
          dataSource={landings.data?.list ?? []}
          scroll={{ x: 640 }}
          columns={[
            { title: '页面', dataIndex: 'paths', render: (paths: string[]) => paths.join('、') },
            { title: '标题', key: 'title', render: (_: unknown, l) => l.published?.title ?? '未配置' },
            { title: '发布时间', dataIndex: 'publishedAt', render: (at: string | null) => at ?? '—' },
            { title: '草稿', key: 'draft', render: (_: unknown, l) => (l.draft ? <Tag color="blue">有草稿</Tag> : '—') },
            {
              title: '操作',
              key: 'actions',
              render: (_: unknown, l) => (
                <Button size="small" aria-label={`编辑落地页 ${l.paths[0]}`} onClick={() => setLandingKey(l.key)}>
                  编辑
                </Button>
              ),
            },
          ]}
        />
      </div>
      {landing ? (
        <div style={{ marginTop: 16 }}>
          <LandingEditor landing={landing} />
        </div>
      ) : null}
    </>
  )
}
