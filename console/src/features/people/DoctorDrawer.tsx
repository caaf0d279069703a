/**
 * 新建 / 编辑医生: name, title, department, photo (uploaded), introduction, specialities, famous and its order,
 * online consultation and its fee (yuan in the form, fen on the wire), listed / hidden. Hiding a doctor who has a
 * linked account or open consultations says what follows: gone from the patient's lists, the open chats go on.
 */
import { useState } from 'react'
import { Alert, Button, Drawer, Form, Input, InputNumber, Select, Space, Switch } from 'antd'
import { useMutation } from '@tanstack/react-query'
import { checkDoctorDraft, PEOPLE_SPECIALITIES_MAX } from '@/domain/staff/people'
import { saveDoctor, toFen, type DepartmentList, type Doctor } from './api'
import { ImagePicker, type Picture } from './ImagePicker'

interface Values {
  name: string
  titleCode: string
  departmentId: number
  intro?: string
  specialities?: string[]
  famous: boolean
  famousSort?: number | null
  sort?: number | null
  consultOpen: boolean
  fee?: number | null
  listed: boolean
}

export function DoctorDrawer({
  doctor,
  departments,
  onClose,
  onDone,
}: {
  doctor: Doctor | null
  departments: DepartmentList
  onClose: () => void
  onDone: (d: Doctor) => void
}) {
  const [form] = Form.useForm<Values>()
  const [photo, setPhoto] = useState<Picture | null>(doctor ? { path: doctor.avatar, url: doctor.avatarUrl } : null)
  const [problem, setProblem] = useState('')
  const listed = Form.useWatch('listed', form)
  const save = useMutation({ mutationFn: saveDoctor, onSuccess: onDone })
  const submit = async () => {
    const v = await form.validateFields()
    const body = {
      ...(doctor ? { id: doctor.id } : {}),
      name: v.name,
      titleCode: v.titleCode,
      departmentId: v.departmentId,
      avatar: photo?.path ?? '',
      intro: v.intro ?? '',
      specialities: v.specialities ?? [],
      famous: !!v.famous,
      ...(v.famousSort === null || v.famousSort === undefined ? {} : { famousSort: v.famousSort }),
      ...(v.sort === null || v.sort === undefined ? {} : { sort: v.sort }),
      consultOpen: !!v.consultOpen,
      consultFeeFen: toFen(v.fee),
      listed: !!v.listed,
    }
    const p = checkDoctorDraft(body)
    setProblem(p ?? '')
    if (!p) save.mutate(body)
  }
  const initial: Partial<Values> = doctor
    ? {
        name: doctor.name,
        titleCode: doctor.titleCode,
        departmentId: doctor.departmentId,
        intro: doctor.intro,
        specialities: doctor.specialities,
        famous: doctor.famous,
        famousSort: doctor.famousSort,
        sort: doctor.sort,
        consultOpen: doctor.consultOpen,
        fee: doctor.consultFeeFen / 100,
        listed: doctor.listed,
      }
    : { famous: false, consultOpen: true, fee: 0, listed: true, specialities: [] }
  const busy = doctor && (doctor.linkedAccount || doctor.openConversations > 0)
  return (
    <Drawer
      open
      size="large"
      title={doctor ? `编辑医生：${doctor.name}` : '新建医生'}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" className="doctor-save" loading={save.isPending} onClick={() => void submit()}>
            保存
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="name" label="姓名" rules={[{ required: true, message: '请填写医生姓名' }]}>
          <Input maxLength={20} showCount />
        </Form.Item>
        <Space wrap>
          <Form.Item name="titleCode" label="职称" rules={[{ required: true, message: '请选择医生职称' }]}>
            <Select
              aria-label="职称"
              style={{ width: 160 }}
              options={departments.titles.map((t) => ({ value: t.value, label: t.label }))}
            />
          </Form.Item>
          <Form.Item name="departmentId" label="科室" rules={[{ required: true, message: '请选择科室' }]}>
            <Select
              aria-label="科室"
              style={{ width: 200 }}
              showSearch={{ optionFilterProp: 'label' }}
              options={departments.list.map((d) => ({ value: d.id, label: d.departmentName }))}
            />
          </Form.Item>
        </Space>
        <Form.Item label="照片" required>
          <ImagePicker value={photo} onChange={setPhoto} onProblem={setProblem} label="上传医生照片" className="doctor-photo-input" />
        </Form.Item>
        <Form.Item name="specialities" label={`擅长（最多${PEOPLE_SPECIALITIES_MAX}项，回车添加）`}>
          <Select aria-label="擅长" mode="tags" open={false} tokenSeparators={['、', '，', ',']} />
        </Form.Item>
        <Form.Item name="intro" label="简介">
          <Input.TextArea rows={4} maxLength={2000} showCount />
        </Form.Item>
        <Space wrap>
          <Form.Item name="famous" label="名医" valuePropName="checked">
            <Switch className="doctor-famous-switch" />
          </Form.Item>
          <Form.Item name="famousSort" label="名医排序（小的在前）">
            <InputNumber aria-label="名医排序" precision={0} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="sort" label="列表排序">
            <InputNumber aria-label="列表排序" precision={0} style={{ width: 120 }} />
          </Form.Item>
        </Space>
        <Space wrap>
          <Form.Item name="consultOpen" label="在线问诊" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="fee" label="问诊费（元）">
            <InputNumber aria-label="问诊费（元）" precision={2} min={0} max={10000} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="listed" label="对患者展示" valuePropName="checked">
            <Switch className="doctor-listed-switch" />
          </Form.Item>
        </Space>
        {busy && listed === false ? (
          <Alert
            type="warning"
            showIcon
            title={`隐藏后患者的医生列表、名医和工作室团队中不再显示该医生，也不能发起新的问诊；${
              doctor.linkedAccount ? '已关联的医生账号' : '医生'
            }仍可回复进行中的 ${doctor.openConversations} 个问诊。`}
          />
        ) : null}
      </Form>
      {problem || save.error ? <Alert style={{ marginTop: 16 }} type="error" showIcon title={problem || save.error?.message} /> : null}
    </Drawer>
  )
}
