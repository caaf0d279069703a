/**
 * 员工管理 (issue 31 item 2; staff:manage): the own hospital's accounts; 邀请员工 with a name, a username and a role
 * the admin may give (src/domain/staff/permissions.ts assignableRoles) — the initial password is shown once, the
 * invited person sets up TOTP at the first login; 停用 (every session ends) / 启用; 重置动态验证码 (a lost phone).
 * A doctor's account is linked to its doctor (关联医生: in the invite dialog when the role is 医生, and from the
 * table), so the chat workbench routes that doctor's consultations to it. The own account has no actions.
 */
import { useState } from 'react'
import { Alert, Button, Form, Input, Modal, Popconfirm, Select, Space, Table, Typography, message } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { STAFF_ROLE_NAMES, assignableRoles, type StaffRole } from '@/domain/staff/permissions'
import { EmptyText, StatusTag, useKeyboardScroll } from '../../shared/ui'
import type { Me } from '../auth'
import {
  inviteStaff,
  linkDoctor,
  listAccounts,
  listDoctors,
  resetTotp,
  setDisabled,
  type Account,
  type InviteBody,
  type InviteReply,
} from './api'

const DOCTOR_ROLE: StaffRole = 'doctor'

/** the own hospital's doctors as searchable options; one linked to another active account cannot be picked */
function useDoctorOptions(enabled: boolean, staffId: number | null) {
  const doctors = useQuery({ queryKey: ['staff-doctors'], queryFn: ({ signal }) => listDoctors(signal), enabled })
  const options = (doctors.data ?? []).map((d) => {
    const taken = d.linkedStaffId !== null && d.linkedStaffId !== staffId
    return {
      value: d.doctorId,
      label: `${d.name}${d.department ? ` · ${d.department}` : ''}${taken ? '（已关联其他账号）' : ''}`,
      disabled: taken,
    }
  })
  return { options, loading: doctors.isFetching }
}

/** the 关联医生 select: search by name or department; cleared = no doctor */
function DoctorSelect({
  value,
  onChange,
  staffId,
  id,
}: {
  value?: number | null
  onChange?: (v: number | null) => void
  staffId: number | null
  id?: string
}) {
  const { options, loading } = useDoctorOptions(true, staffId)
  return (
    <Select<number | null>
      id={id}
      aria-label="关联医生"
      placeholder="输入医生姓名或科室搜索"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={loading}
      options={options}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      notFoundContent="本院暂无匹配的医生"
    />
  )
}

function LinkDoctorModal({ account, onClose, onLinked }: { account: Account; onClose: () => void; onLinked: (a: Account) => void }) {
  const [doctorId, setDoctorId] = useState<number | null>(account.doctorId)
  const link = useMutation({ mutationFn: () => linkDoctor(account.staffId, doctorId), onSuccess: onLinked })
  return (
    <Modal
      open
      title={`关联医生：${account.name}（${account.username}）`}
      onCancel={onClose}
      okText="保存"
      cancelText="取消"
      okButtonProps={{ disabled: doctorId === account.doctorId }}
      confirmLoading={link.isPending}
      onOk={() => link.mutate()}
      destroyOnHidden
    >
      <Form layout="vertical" aria-label="关联医生">
        <Form.Item label="关联医生" htmlFor="link-doctor" extra="关联后，患者向该医生发起的咨询会出现在此账号的在线咨询中；清空即取消关联">
          <DoctorSelect id="link-doctor" staffId={account.staffId} value={doctorId} onChange={setDoctorId} />
        </Form.Item>
      </Form>
    </Modal>
  )
}

function InviteModal({
  me,
  open,
  onClose,
  onInvited,
}: {
  me: Me
  open: boolean
  onClose: () => void
  onInvited: (r: InviteReply) => void
}) {
  const [form] = Form.useForm<InviteBody>()
  const role = Form.useWatch('role', form)
  const invite = useMutation({
    mutationFn: ({ doctorId, ...body }: InviteBody) =>
      inviteStaff({
        ...body,
        username: body.username.trim(),
        name: body.name.trim(),
        ...(body.role === DOCTOR_ROLE && doctorId ? { doctorId } : {}),
      }),
    onSuccess: (r) => {
      form.resetFields()
      onInvited(r)
    },
  })
  return (
    <Modal
      open={open}
      title="邀请员工"
      onCancel={onClose}
      okText="邀请"
      cancelText="取消"
      confirmLoading={invite.isPending}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => invite.mutate(v)} aria-label="邀请员工">
        <Form.Item label="姓名" name="name" rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}>
          <Input maxLength={50} autoFocus />
        </Form.Item>
        <Form.Item
          label="用户名"
          name="username"
          extra="3-32位字母、数字、下划线、点或短横线，用于登录"
          rules={[
            { required: true, message: '请输入用户名' },
            { pattern: /^\s*[A-Za-z0-9_.-]{3,32}\s*$/, message: '用户名为3-32位字母、数字、下划线、点或短横线' },
          ]}
        >
          <Input maxLength={32} autoComplete="off" />
        </Form.Item>
        <Form.Item label="角色" name="role" rules={[{ required: true, message: '请选择角色' }]}>
          <Select<StaffRole> aria-label="角色" options={assignableRoles(me.role).map((r) => ({ value: r, label: STAFF_ROLE_NAMES[r] }))} />
        </Form.Item>
        {role === DOCTOR_ROLE && (
          <Form.Item
            label="关联医生"
            name="doctorId"
            preserve={false}
            extra="关联后，患者向该医生发起的咨询会出现在此账号的在线咨询中；也可稍后在列表中关联"
          >
            <DoctorSelect staffId={null} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  )
}

export function StaffAdmin({ me }: { me: Me }) {
  const scrollRef = useKeyboardScroll<HTMLDivElement>('员工列表')
  const client = useQueryClient()
  const [notes, holder] = message.useMessage()
  const [inviting, setInviting] = useState(false)
  const [invited, setInvited] = useState<InviteReply | null>(null)
  const [linking, setLinking] = useState<Account | null>(null)
  const accounts = useQuery({ queryKey: ['staff-accounts'], queryFn: ({ signal }) => listAccounts(signal) })
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ['staff-accounts'] })
    void client.invalidateQueries({ queryKey: ['staff-doctors'] })
  }
  const toggle = useMutation({
    mutationFn: (a: Account) => setDisabled(a.staffId, !a.disabled),
    onSuccess: (_r, a) => {
      void notes.success(a.disabled ? `已启用 ${a.name}` : `已停用 ${a.name}，其登录已全部失效`)
      refresh()
    },
  })
  const reset = useMutation({
    mutationFn: (a: Account) => resetTotp(a.staffId),
    onSuccess: (_r, a) => {
      void notes.success(`已重置 ${a.name} 的动态验证码，下次登录时重新绑定`)
      refresh()
    },
  })
  const manageable = new Set<string>(assignableRoles(me.role))
  return (
    <>
      {holder}
      <Space style={{ marginBottom: 16 }} wrap>
        <Button type="primary" onClick={() => setInviting(true)}>
          邀请员工
        </Button>
      </Space>
      {invited && (
        <Alert
          type="success"
          showIcon
          closable={{ 'aria-label': '关闭' }}
          onClose={() => setInvited(null)}
          style={{ marginBottom: 16 }}
          title={`已邀请 ${invited.account.name}（${invited.account.username}，${invited.account.roleName}）`}
          description={
            <>
              初始密码（只显示这一次，请当面或安全地告知本人；首次登录需绑定身份验证器并修改密码）：
              <Typography.Text
                code
                copyable={{ text: invited.initialPassword, tooltips: ['复制', '已复制'] }}
                data-testid="initial-password"
              >
                {invited.initialPassword}
              </Typography.Text>
            </>
          }
        />
      )}
      <div ref={scrollRef}>
        <Table<Account>
          rowKey="staffId"
          size="middle"
          loading={accounts.isFetching}
          dataSource={accounts.data ?? []}
          scroll={{ x: 'max-content' }}
          pagination={false}
          locale={{ emptyText: <EmptyText>暂无员工</EmptyText> }}
          columns={[
            { title: '姓名', dataIndex: 'name' },
            { title: '用户名', dataIndex: 'username' },
            { title: '角色', dataIndex: 'roleName' },
            {
              title: '关联医生',
              key: 'doctor',
              render: (_: unknown, a) =>
                a.role !== DOCTOR_ROLE ? '—' : (a.doctorName ?? <Typography.Text type="secondary">未关联</Typography.Text>),
            },
            {
              title: '状态',
              key: 'state',
              render: (_: unknown, a) => (
                <Space size={4} wrap>
                  {a.disabled ? <StatusTag tone="red">已停用</StatusTag> : <StatusTag tone="green">正常</StatusTag>}
                  {a.totpEnabled ? <StatusTag>已绑定验证器</StatusTag> : <StatusTag tone="orange">未绑定验证器</StatusTag>}
                  {a.lockedUntil ? <StatusTag tone="red">锁定至 {a.lockedUntil}</StatusTag> : null}
                </Space>
              ),
            },
            { title: '创建时间', dataIndex: 'createTime' },
            {
              title: '操作',
              key: 'op',
              render: (_: unknown, a) =>
                a.staffId === me.staffId ? (
                  <Typography.Text type="secondary">当前账号</Typography.Text>
                ) : manageable.has(a.role) ? (
                  <Space wrap>
                    {a.role === DOCTOR_ROLE && (
                      <Button size="small" aria-label={`关联医生 ${a.username}`} onClick={() => setLinking(a)}>
                        关联医生
                      </Button>
                    )}
                    <Popconfirm
                      title={a.disabled ? `启用 ${a.name}？` : `停用 ${a.name}？其所有登录将立即失效。`}
                      okText="确定"
                      cancelText="取消"
                      onConfirm={() => toggle.mutateAsync(a)}
                    >
                      <Button size="small" danger={!a.disabled} aria-label={`${a.disabled ? '启用' : '停用'} ${a.username}`}>
                        {a.disabled ? '启用' : '停用'}
                      </Button>
                    </Popconfirm>
                    <Popconfirm
                      title={`重置 ${a.name} 的动态验证码？其所有登录将失效，下次登录时重新绑定。`}
                      okText="确定"
                      cancelText="取消"
                      onConfirm={() => reset.mutateAsync(a)}
                    >
                      <Button size="small" aria-label={`重置动态验证码 ${a.username}`}>
                        重置动态验证码
                      </Button>
                    </Popconfirm>
                  </Space>
                ) : null,
            },
          ]}
        />
      </div>
      {linking && (
        <LinkDoctorModal
          account={linking}
          onClose={() => setLinking(null)}
          onLinked={(a) => {
            setLinking(null)
            void notes.success(a.doctorName ? `已将 ${a.name} 关联到医生 ${a.doctorName}` : `已取消 ${a.name} 的医生关联`)
            refresh()
          }}
        />
      )}
      <InviteModal
        me={me}
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={(r) => {
          setInviting(false)
          setInvited(r)
          refresh()
        }}
      />
    </>
  )
}
