/** 科室: the hospital's departments in their order — add, rename (with the introduction), move up / down */
import { useState } from 'react'
import { Alert, Button, Input, List, Space, Tag } from 'antd'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { orderDepartments, saveDepartment, type Department } from './api'

export function DepartmentsTab({ departments }: { departments: Department[] }) {
  const client = useQueryClient()
  const [name, setName] = useState('')
  const [editing, setEditing] = useState<{ id: number; name: string; intro: string } | null>(null)
  const refresh = () => void client.invalidateQueries({ queryKey: ['staff-people-departments'] })
  const save = useMutation({ mutationFn: saveDepartment, onSuccess: refresh })
  const order = useMutation({ mutationFn: orderDepartments, onSuccess: refresh })
  const move = (d: Department, by: -1 | 1) => {
    const ids = departments.map((x) => x.id)
    const i = ids.indexOf(d.id)
    const j = i + by
    if (j < 0 || j >= ids.length) return
    ;[ids[i], ids[j]] = [ids[j], ids[i]]
    order.mutate({ ids })
  }
  const error = save.error ?? order.error
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input
          aria-label="新科室名称"
          placeholder="新科室名称"
          maxLength={20}
          value={name}
          onChange={(e) => setName(e.target.value)}
          style={{ width: 200 }}
        />
        <Button
          type="primary"
          className="department-add"
          loading={save.isPending}
          onClick={() => save.mutate({ departmentName: name }, { onSuccess: () => setName('') })}
        >
          添加科室
        </Button>
      </Space>
      {error ? <Alert type="error" showIcon title={error.message} style={{ marginBottom: 12 }} /> : null}
      <List<Department>
        dataSource={departments}
        renderItem={(d) => (
          <List.Item
            actions={[
              <Button key="up" size="small" onClick={() => move(d, -1)} aria-label={`上移 ${d.departmentName}`}>
                上移
              </Button>,
              <Button key="down" size="small" onClick={() => move(d, 1)} aria-label={`下移 ${d.departmentName}`}>
                下移
              </Button>,
            ]}
          >
            {editing?.id === d.id ? (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Input
                  aria-label="科室名称"
                  maxLength={20}
                  value={editing.name}
                  onChange={(e) => setEditing({ ...editing, name: e.target.value })}
                  style={{ width: 240 }}
                />
                <Input.TextArea
                  aria-label="科室简介"
                  rows={2}
                  maxLength={2000}
                  value={editing.intro}
                  onChange={(e) => setEditing({ ...editing, intro: e.target.value })}
                />
                <Space>
                  <Button
                    size="small"
                    type="primary"
                    onClick={() =>
                      save.mutate({ id: d.id, departmentName: editing.name, intro: editing.intro }, { onSuccess: () => setEditing(null) })
                    }
                  >
                    保存
                  </Button>
                  <Button size="small" onClick={() => setEditing(null)}>
                    取消
                  </Button>
                </Space>
              </Space>
            ) : (
              <span>
                <Button type="link" onClick={() => setEditing({ id: d.id, name: d.departmentName, intro: d.intro })}>
                  {d.departmentName}
                </Button>
                <Tag>{d.doctorCount} 位医生</Tag>
                <Tag>{d.studioCount} 个工作室</Tag>
              </span>
            )}
          </List.Item>
        )}
      />
    </>
  )
}
