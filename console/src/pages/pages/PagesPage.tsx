/**
 * /console/pages: 首页装修 — pick one of the hospital's pages (its home, the entry homes, custom pages) and edit it:
 * blocks, properties, the live preview in the real H5 app, drafts, publish, versions and rollback. A lazy screen
 * (SignedIn's SCREENS): the editor and @dnd-kit load only when it opens.
 */
import { useState } from 'react'
import { Alert, Select, Space, Tag, Typography } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { PageEditor, listPages } from '../../features/page-editor'

const KIND = { home: '首页', entry: '入口首页', custom: '专题页' } as const

export default function PagesPage() {
  const pages = useQuery({ queryKey: ['staff-pages'], queryFn: listPages })
  const [pageId, setPageId] = useState<number | null>(null)
  const current = pageId ?? pages.data?.pages[0]?.id ?? null
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        首页装修
      </Typography.Title>
      {pages.error ? <Alert type="error" showIcon message={(pages.error as Error).message} /> : null}
      {pages.data ? (
        <Space style={{ marginBottom: 16 }} wrap>
          <Select
            aria-label="选择页面"
            style={{ width: 320 }}
            value={current ?? undefined}
            onChange={(id: number) => setPageId(id)}
            options={pages.data.pages.map((p) => ({
              value: p.id,
              label: `${p.title}（${KIND[p.kind]}${p.entryType ? ` ${p.entryType}` : ''}）`,
            }))}
          />
          {(() => {
            const p = pages.data.pages.find((x) => x.id === current)
            return p ? (
              <>
                <Tag>{p.version ? `版本 ${p.version}` : '未从控制台发布过'}</Tag>
                {p.hasDraft ? <Tag color="orange">有草稿</Tag> : null}
              </>
            ) : null
          })()}
        </Space>
      ) : null}
      {pages.data && current ? <PageEditor key={current} pageId={current} info={pages.data} /> : null}
    </>
  )
}
