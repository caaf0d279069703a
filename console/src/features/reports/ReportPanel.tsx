/**
 * One report in a drawer: who it is about (masked), its status, who entered and reviewed it, the reason it was
 * sent back, every item with the flag the patient sees and the 危急值 mark, conclusions, advice, the uploaded PDF;
 * the actions of the status and the member's permissions: 通过 / 退回（原因）/ 发布 (report:review), 修改
 * (report:enter, entered or sent back). The server refuses a review by the member who entered it.
 */
import { useState } from 'react'
import { Alert, Button, Descriptions, Drawer, Input, List, Modal, Space, Spin, Table, Tag, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { reportAllows } from '@/domain/reportDesk'
import type { Permission } from '../auth'
import { publishReport, reportDetail, reportPdfUrl, reviewReport, sendBackReport, type Report } from './api'
import { EntryForm } from './EntryForm'

type Item = Report['items'][number]

export function ReportPanel({
  id,
  permissions,
  onClose,
  onChanged,
}: {
  id: number
  permissions: readonly Permission[]
  onClose: () => void
  onChanged: (text: string) => void
}) {
  const client = useQueryClient()
  const can = (p: Permission) => permissions.includes(p)
  const detail = useQuery({ queryKey: ['staff-report', id], queryFn: () => reportDetail(id) })
  const [sendBack, setSendBack] = useState(false)
  const [reason, setReason] = useState('')
  const [editing, setEditing] = useState(false)
  const changed = (text: string) => (r: Report) => {
    client.setQueryData(['staff-report', r.id], r)
    onChanged(text)
  }
  const review = useMutation({
    mutationFn: (r: Report) => reviewReport({ id: r.id, version: r.version }),
    onSuccess: changed('已审核通过'),
  })
  const publish = useMutation({ mutationFn: (r: Report) => publishReport({ id: r.id, version: r.version }), onSuccess: changed('已发布') })
  const back = useMutation({
    mutationFn: (r: Report) => sendBackReport({ id: r.id, version: r.version, reason }),
    onSuccess: (r) => (setSendBack(false), setReason(''), changed('已退回')(r)),
  })
  const r = detail.data
  const error = review.error ?? publish.error
  return (
    <Drawer open onClose={onClose} size="large" title={r ? `体检报告 ${r.examNo}` : '体检报告'}>
      {!r ? (
        <div role="status" style={{ textAlign: 'center', padding: 48 }}>
          <Spin />
        </div>
      ) : (
        <>
          <Space wrap style={{ marginBottom: 16 }} className="report-actions">
            {can('report:review') && reportAllows(r.status, 'review') ? (
              <Button type="primary" className="report-approve" loading={review.isPending} onClick={() => review.mutate(r)}>
                通过
              </Button>
            ) : null}
            {can('report:review') && reportAllows(r.status, 'publish') ? (
              <Button type="primary" className="report-publish" loading={publish.isPending} onClick={() => publish.mutate(r)}>
                发布
              </Button>
            ) : null}
            {can('report:review') && reportAllows(r.status, 'sendBack') ? (
              <Button danger className="report-send-back" onClick={() => setSendBack(true)}>
                退回
              </Button>
            ) : null}
            {can('report:enter') && reportAllows(r.status, 'fix') ? (
              <Button className="report-edit" onClick={() => setEditing(true)}>
                修改
              </Button>
            ) : null}
            {r.hasPdf ? (
              <a href={reportPdfUrl(r.id)} target="_blank" rel="noreferrer">
                查看PDF
              </a>
            ) : null}
          </Space>
          {error ? <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} /> : null}
          {r.status === 'returned' && r.sentBackReason ? (
            <Alert type="warning" showIcon title={`退回原因：${r.sentBackReason}`} style={{ marginBottom: 16 }} />
          ) : null}
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
            <Descriptions.Item label="状态">
              <Tag className="report-status">{r.statusStr}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="体检人">
              {r.person.name} {r.person.sexStr} {r.person.age}岁 {r.person.idNumber}
            </Descriptions.Item>
            <Descriptions.Item label="套餐">{r.packageName}</Descriptions.Item>
            <Descriptions.Item label="体检日期">{r.examDate}</Descriptions.Item>
            <Descriptions.Item label="录入">{r.enteredBy ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="审核">{r.reviewedBy ?? '-'}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 16 }}>
            检查项目
          </Typography.Title>
          <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="检查项目">
            <Table<Item>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={r.items}
              columns={[
                { title: '科室', dataIndex: 'department' },
                { title: '项目', dataIndex: 'name' },
                { title: '结果', dataIndex: 'value', render: (v: string, i) => `${v}${i.unit ? ` ${i.unit}` : ''}` },
                { title: '参考范围', dataIndex: 'referenceRange', render: (v: string | null) => v ?? '-' },
                {
                  title: '提示',
                  key: 'flag',
                  render: (_: unknown, i) => (
                    <>
                      {i.flag ? <Tag color={i.abnormal ? 'red' : 'green'}>{i.flagLabel || i.flag}</Tag> : null}
                      {i.critical ? <Tag color="magenta">危急值</Tag> : null}
                    </>
                  ),
                },
              ]}
            />
          </div>
          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 16 }}>
            体检结论
          </Typography.Title>
          <List size="small" dataSource={r.conclusions} renderItem={(c) => <List.Item>{c}</List.Item>} />
          {r.advice.length ? (
            <>
              <Typography.Title level={2} style={{ fontSize: 16, marginTop: 16 }}>
                健康建议
              </Typography.Title>
              <List
                size="small"
                dataSource={r.advice}
                renderItem={(a) => (
                  <List.Item>
                    <strong>{a.title}</strong> {a.text}
                  </List.Item>
                )}
              />
            </>
          ) : null}
        </>
      )}
      {sendBack && r ? (
        <Modal
          open
          title="退回报告"
          okText="确认退回"
          cancelText="取消"
          okButtonProps={{ danger: true, disabled: !reason.trim() }}
          confirmLoading={back.isPending}
          onOk={() => back.mutate(r)}
          onCancel={() => setSendBack(false)}
        >
          <Input.TextArea
            aria-label="退回原因"
            className="report-reason"
            rows={3}
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder="请填写退回原因"
          />
          {back.error ? <Alert type="error" showIcon title={back.error.message} style={{ marginTop: 12 }} /> : null}
        </Modal>
      ) : null}
      {editing && r ? (
        <EntryForm report={r} onClose={() => setEditing(false)} onDone={(x) => (setEditing(false), changed('已提交审核')(x))} />
      ) : null}
    </Drawer>
  )
}
