/**
 * The home's 待办 cards: one per work queue the staff member may open (售后 待审核, 发票 待开票, 订单 待发货),
 * each a link to its queue. The counts come when the staff queue endpoints are in contract/staff.ts; until then a
 * card says so instead of showing a number.
 */
import { Card, Col, Row, Typography } from 'antd'
import { Link } from '../../shared/router'
import type { Permission } from '../auth'
import { QUEUES } from './queues'

export function QueueCards({ permissions }: { permissions: readonly Permission[] }) {
  const held = new Set(permissions)
  const queues = QUEUES.filter((q) => held.has(q.permission))
  if (queues.length === 0) return <Typography.Paragraph>暂无待办队列：你的角色没有需要处理的队列。</Typography.Paragraph>
  return (
    <Row gutter={[16, 16]} role="list" aria-label="待办队列">
      {queues.map((q) => (
        <Col key={q.path} xs={24} sm={12} lg={8} role="listitem">
          <Link to={q.path} className="queue-card" aria-label={`${q.title}：${q.status}`}>
            <Card hoverable>
              <Typography.Text type="secondary">{q.title}</Typography.Text>
              <div style={{ fontSize: 22, fontWeight: 600, margin: '4px 0 8px' }}>{q.status}</div>
              <Typography.Text type="secondary">{q.hint}</Typography.Text>
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  )
}
