/**
 * 新建 / 编辑工作室: name, speciality line, department, cover (uploaded), introduction, chronic flag, the team
 * (doctors of the hospital picked by name, each with a role; exactly one 负责人) and the goods it offers.
 */
import { useState } from 'react'
import { Alert, Button, Drawer, Form, Input, Select, Space, Switch } from 'antd'
import { useMutation, useQuery } from '@tanstack/react-query'
import { checkStudioDraft, STUDIO_LEADER_ROLE, STUDIO_ROLE_CHOICES } from '@/domain/staff/people'
import { listDoctors, saveStudio, type DepartmentList, type Studio } from './api'
import { ImagePicker, type Picture } from './ImagePicker'
import { GoodsPicker } from './GoodsPicker'

interface MemberRow {
  doctorId: number
  role: string
}
interface Values {
  name: string
  great?: string
  departmentId: number
  intro?: string
  chronic: boolean
  members?: MemberRow[]
}

export function StudioDrawer({
  studio,
  departments,
  onClose,
  onDone,
}: {
  studio: Studio | null
  departments: DepartmentList
  onClose: () => void
  onDone: (s: Studio) => void
}) {
  const [form] = Form.useForm<Values>()
  const [cover, setCover] = useState<Picture | null>(studio ? { path: studio.cover, url: studio.coverUrl } : null)
  const [goods, setGoods] = useState<Array<{ goodsId: number; goodsName: string }>>(studio?.goods ?? [])
  const [problem, setProblem] = useState('')
  const [keyword, setKeyword] = useState('')
  const doctors = useQuery({
    queryKey: ['staff-people-doctor-pick', keyword],
    queryFn: () => listDoctors({ keyword: keyword || undefined, pageNum: 1, pageSize: 100 }),
  })
  const known = new Map((studio?.members ?? []).map((m) => [m.doctorId, m.doctorName]))
  for (const d of doctors.data?.list ?? []) known.set(d.id, `${d.name}（${d.departmentName}${d.listed ? '' : '，已隐藏'}）`)
  const save = useMutation({ mutationFn: saveStudio, onSuccess: onDone })
  const submit = async () => {
    const v = await form.validateFields()
    const body = {
      ...(studio ? { id: studio.id } : {}),
      name: v.name,
      great: v.great ?? '',
      departmentId: v.departmentId,
      cover: cover?.path ?? '',
      intro: v.intro ?? '',
      chronic: !!v.chronic,
      members: (v.members ?? []).filter((m) => m && m.doctorId).map((m) => ({ doctorId: m.doctorId, role: m.role ?? '' })),
      goodsIds: goods.map((g) => g.goodsId),
    }
    const p = checkStudioDraft(body)
    setProblem(p ?? '')
    if (!p) save.mutate(body)
  }
  const initial: Partial<Values> = studio
    ? {
        name: studio.name,
        great: studio.great,
        departmentId: studio.departmentId,
        intro: studio.intro,
        chronic: studio.chronic,
        members: studio.members.map((m) => ({ doctorId: m.doctorId, role: m.role })),
      }
    : { chronic: false, members: [] }
  const doctorOptions = [...known.entries()].map(([value, label]) => ({ value, label }))
  return (
    <Drawer
      open
      size="large"
      title={studio ? `编辑工作室：${studio.name}` : '新建工作室'}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" className="studio-save" loading={save.isPending} onClick={() => void submit()}>
            保存
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="name" label="工作室名称" rules={[{ required: true, message: '请填写工作室名称' }]}>
          <Input maxLength={20} showCount />
        </Form.Item>
        <Space wrap>
          <Form.Item name="departmentId" label="科室" rules={[{ required: true, message: '请选择科室' }]}>
            <Select
              aria-label="工作室科室"
              style={{ width: 200 }}
              showSearch={{ optionFilterProp: 'label' }}
              options={departments.list.map((d) => ({ value: d.id, label: d.departmentName }))}
            />
          </Form.Item>
          <Form.Item name="chronic" label="慢病工作室" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Form.Item name="great" label="擅长领域">
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item label="封面" required>
          <ImagePicker value={cover} onChange={setCover} onProblem={setProblem} label="上传工作室封面" className="studio-cover-input" />
        </Form.Item>
        <Form.Item name="intro" label="简介">
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </Form.Item>
        <Form.List name="members">
          {(fields, { add, remove }) => (
            <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
              <legend style={{ fontSize: 14 }}>团队成员（须有一位{STUDIO_LEADER_ROLE}）</legend>
              {fields.map((f, i) => (
                <Space key={f.key} wrap align="baseline" className="studio-member-row">
                  <Form.Item name={[f.name, 'doctorId']} label={`成员${i + 1}`} rules={[{ required: true, message: '请选择医生' }]}>
                    <Select
                      aria-label={`成员${i + 1}医生`}
                      style={{ width: 240 }}
                      showSearch={{ filterOption: false, onSearch: (s) => setKeyword(s.trim()) }}
                      options={doctorOptions}
                    />
                  </Form.Item>
                  <Form.Item name={[f.name, 'role']} label="角色" rules={[{ required: true, message: '请填写角色' }]}>
                    <Select
                      aria-label={`成员${i + 1}角色`}
                      style={{ width: 140 }}
                      options={STUDIO_ROLE_CHOICES.map((r) => ({ value: r, label: r }))}
                    />
                  </Form.Item>
                  <Button type="link" danger onClick={() => remove(f.name)}>
                    移除
                  </Button>
                </Space>
              ))}
              <div>
                <Button
                  className="studio-add-member"
                  onClick={() => add({ doctorId: undefined, role: fields.length === 0 ? STUDIO_LEADER_ROLE : '成员' })}
                >
                  添加成员
                </Button>
              </div>
            </fieldset>
          )}
        </Form.List>
        <Form.Item label="工作室商品" style={{ marginTop: 16 }}>
          <GoodsPicker value={goods} onChange={setGoods} />
        </Form.Item>
      </Form>
      {problem || save.error ? <Alert style={{ marginTop: 16 }} type="error" showIcon title={problem || save.error?.message} /> : null}
    </Drawer>
  )
}
