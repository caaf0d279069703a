/** 分类管理: the hospital's categories — add (top level or under one), rename, hide / show, move up / down */
import { useState } from 'react'
import { Alert, Button, Drawer, Input, List, Select, Space, Switch, Tag } from 'antd'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { orderCategories, saveCategory, type Category } from './api'

export function CategoriesDrawer({ categories, onClose }: { categories: Category[]; onClose: () => void }) {
  const client = useQueryClient()
  const [name, setName] = useState('')
  const [parentId, setParentId] = useState(0)
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null)
  const refresh = () => void client.invalidateQueries({ queryKey: ['staff-categories'] })
  const save = useMutation({ mutationFn: saveCategory, onSuccess: refresh })
  const order = useMutation({ mutationFn: orderCategories, onSuccess: refresh })
  const move = (c: Category, by: -1 | 1) => {
    const ids = categories.filter((x) => x.parentId === c.parentId).map((x) => x.id)
    const i = ids.indexOf(c.id)
    const j = i + by
    if (j < 0 || j >= ids.length) return
    ;[ids[i], ids[j]] = [ids[j], ids[i]]
    order.mutate({ parentId: c.parentId, ids })
  }
  const tops = categories.filter((c) => c.parentId === 0)
  const rows = tops.flatMap((t) => [t, ...categories.filter((c) => c.parentId === t.id)])
  const error = save.error ?? order.error
  return (
    <Drawer open title="分类管理" onClose={onClose} size="large">
      <Space wrap style={{ marginBottom: 16 }}>
        <Input
          aria-label="新分类名称"
          placeholder="新分类名称"
          maxLength={10}
          value={name}
          onChange={(e) => setName(e.target.value)}
          style={{ width: 180 }}
        />
        <Select
          aria-label="上级分类"
          value={parentId}
          onChange={setParentId}
          style={{ width: 160 }}
          options={[{ value: 0, label: '一级分类' }, ...tops.map((t) => ({ value: t.id, label: `${t.categoryName} 下` }))]}
        />
        <Button
          type="primary"
          className="category-add"
          loading={save.isPending}
          onClick={() => save.mutate({ categoryName: name, parentId }, { onSuccess: () => setName('') })}
        >
          添加
        </Button>
      </Space>
      {error ? <Alert type="error" showIcon title={error.message} style={{ marginBottom: 12 }} /> : null}
      <List<Category>
        dataSource={rows}
        renderItem={(c) => (
          <List.Item
            actions={[
              <Button key="up" size="small" onClick={() => move(c, -1)} aria-label={`上移 ${c.categoryName}`}>
                上移
              </Button>,
              <Button key="down" size="small" onClick={() => move(c, 1)} aria-label={`下移 ${c.categoryName}`}>
                下移
              </Button>,
              <Switch
                key="shown"
                aria-label={`显示 ${c.categoryName}`}
                checked={!c.hidden}
                checkedChildren="显示"
                unCheckedChildren="隐藏"
                onChange={(shown) => save.mutate({ id: c.id, categoryName: c.categoryName, hidden: !shown })}
              />,
            ]}
          >
            <span style={{ paddingLeft: c.cateLevel === 2 ? 24 : 0 }}>
              {editing?.id === c.id ? (
                <Space>
                  <Input
                    aria-label="分类名称"
                    maxLength={10}
                    value={editing.name}
                    onChange={(e) => setEditing({ id: c.id, name: e.target.value })}
                    style={{ width: 160 }}
                  />
                  <Button
                    size="small"
                    type="primary"
                    onClick={() => save.mutate({ id: c.id, categoryName: editing.name }, { onSuccess: () => setEditing(null) })}
                  >
                    保存
                  </Button>
                </Space>
              ) : (
                <Button type="link" onClick={() => setEditing({ id: c.id, name: c.categoryName })}>
                  {c.categoryName}
                </Button>
              )}
              <Tag>{c.goodsCount} 件商品</Tag>
            </span>
          </List.Item>
        )}
      />
    </Drawer>
  )
}
