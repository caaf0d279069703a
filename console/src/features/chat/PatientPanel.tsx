/** The patient of a conversation (masked): recent orders, check-up bookings and reports. Opening it is an audited read. */
import { Button, Descriptions, List, Typography } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { getPatient } from './api'
import { EmptyText } from '../../shared/ui'

export function PatientPanelView({ groupId }: { groupId: number }) {
  // fetched only when asked for: every opening is recorded in the audit log
  const p = useQuery({ queryKey: ['chat-patient', groupId], queryFn: () => getPatient(groupId), enabled: false, staleTime: 0 })
  if (!p.data)
    return (
      <Button className="chat-patient-open" loading={p.isFetching} onClick={() => void p.refetch()}>
        查看患者信息
      </Button>
    )
  const d = p.data
  return (
    <section aria-label="患者信息" className="chat-patient">
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'phone', label: '手机号', children: d.phone },
          { key: 'reg', label: '注册时间', children: d.registeredAt },
        ]}
      />
      <Typography.Title level={3} style={{ fontSize: 14 }}>
        订单
      </Typography.Title>
      <List
        size="small"
        dataSource={d.orders}
        locale={{ emptyText: <EmptyText>暂无订单</EmptyText> }}
        renderItem={(o) => (
          <List.Item>
            {o.orderNo} · ¥{o.amount.toFixed(2)} · {o.createTime}
          </List.Item>
        )}
      />
      <Typography.Title level={3} style={{ fontSize: 14 }}>
        体检预约
      </Typography.Title>
      <List
        size="small"
        dataSource={d.bookings}
        locale={{ emptyText: <EmptyText>暂无预约</EmptyText> }}
        renderItem={(b) => (
          <List.Item>
            {b.date} {b.time}
          </List.Item>
        )}
      />
      <Typography.Title level={3} style={{ fontSize: 14 }}>
        体检报告
      </Typography.Title>
      <List
        size="small"
        dataSource={d.reports}
        locale={{ emptyText: <EmptyText>暂无报告</EmptyText> }}
        renderItem={(r) => (
          <List.Item>
            {r.examDate} · {r.packageName}
          </List.Item>
        )}
      />
    </section>
  )
}
