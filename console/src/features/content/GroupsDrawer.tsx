/** 文章分组: the hospital's article groups (top level and one level of children): create, rename, move up / down. */
import { useState } from 'react'
import { Button, Drawer, Input, List, Space, Typography } from 'antd'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { orderGroups, saveGroup, type ArticleGroup } from './api'

export function GroupsDrawer({ groups, onClose }: { groups: readonly ArticleGroup[]; onClose: () => void }) {
  const client = useQueryClient()
  const [name, setName] = useState('')
  const [parentId, setParentId] = useState(0)
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null)
  const done = (r: { list: ArticleGroup[] }) => client.setQueryData(['staff-article-groups'], r)
  const save = useMutation({ mutationFn: saveGroup, onSuccess: (r) => (done(r), setName(''), setEditing(null)) })
  const order = useMutation({ mutationFn: orderGroups, onSuccess: done })
  const siblings = (pid: number) => groups.filter((g) => g.parentId === pid)
  const move = (g: ArticleGroup, by: -1 | 1) => {
    const ids = siblings(g.parentId).map((s) => s.id)
    const i = ids.indexOf(g.id)
    const j = i + by
    if (j < 0 || j >= ids.length) return
    ;[ids[i], ids[j]] = [ids[j], ids[i]]
    order.mutate({ parentId: g.parentId, ids })
  }
  const row = (g: ArticleGroup, depth: number) => (
    <List.Item
      key={g.id}
      actions={[
        <Button key="up" size="small" aria-label={`上移 ${g.name}`} onClick={() => move(g, -1)}>
          ↑
        </Button>,
        <Button key="down" size="small" aria-label={`下移 ${g.name}`} onClick={() => move(g, 1)}>
          ↓
        </Button>,
        <Button key="rename" size="small" onClick={() => setEditing({ id: g.id, name: g.name })}>
          重命名
        </Button>,
        ...(depth === 0
          ? [
              <Button key="child" size="small" onClick={() => setParentId(g.id)}>
                加子分组
              </Button>,
            ]
          : []),
      ]}
    >
      {editing?.id === g.id ? (
        <Space.Compact>
          <Input
            aria-label="分组名称"
            value={editing.name}
            maxLength={20}
            onChange={(e) => setEditing({ id: g.id, name: e.target.value })}
          />
          <Button type="primary" loading={save.isPending} onClick={() => save.mutate({ id: g.id, name: editing.name })}>
            确定
          </Button>
        </Space.Compact>
      ) : (
        <span style={{ paddingLeft: depth * 24 }}>
          {g.name} <Typography.Text type="secondary">（{g.articleCount} 篇）</Typography.Text>
        </span>
      )}
    </List.Item>
  )
  const parent = groups.find((g) => g.id === parentId)
  return (
    <Drawer open width={560} title="文章分组" onClose={onClose}>
      <Space.Compact style={{ width: '100%', marginBottom: 16 }}>
        <Input
          aria-label={parent ? `在「${parent.name}」下新建子分组` : '新建一级分组'}
          placeholder={parent ? `「${parent.name}」的子分组名称` : '一级分组名称'}
          value={name}
          maxLength={20}
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="primary" loading={save.isPending && !editing} onClick={() => save.mutate({ name, parentId })}>
          新建
        </Button>
        {parent ? <Button onClick={() => setParentId(0)}>改为一级</Button> : null}
      </Space.Compact>
      <List bordered dataSource={siblings(0)} renderItem={(t) => [row(t, 0), ...siblings(t.id).map((c) => row(c, 1))]} />
    </Drawer>
  )
}
