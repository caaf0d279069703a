/**
 * The home's 待办 cards: one per work queue the staff member may open (售后 待审核, 退款 待审批, 发票 开票中,
 * 订单 待发货), each a link to its queue with the number of items waiting there (GET /staff/queues/counts, the own
 * hospital's; fetched again whenever the home is shown).
 */
import { Card, Col, Row, Typography } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { Link } from '../../shared/router'
import type { Permission } from '../auth'
import { fetchQueueCounts, queueTiles } from './queues'

export function QueueCards({ permissions }: { permissions: readonly Permission[] }) {
  const counts = useQuery({ queryKey: ['staff-queue-counts'], queryFn: fetchQueueCounts, refetchOnMount: 'always' })
  const tiles = queueTiles(permissions, counts.data)
  if (tiles.length === 0) return <Typography.Paragraph>暂无待办队列：你的角色没有需要处理的队列。</Typography.Paragraph>
  return (
    <>
      <Row gutter={[16, 16]} role="list" aria-label="待办队列" aria-busy={counts.isFetching}>
        {tiles.map((q) => (
          <Col key={q.path} xs={24} sm={12} lg={6} role="listitem">
            <Link to={q.path} className="queue-card" aria-label={q.label}>
              <Card hoverable>
                <Typography.Text type="secondary">
                  {q.title} · {q.status}
                </Typography.Text>
                <div className="queue-count" style={{ fontSize: 28, fontWeight: 600, margin: '4px 0 8px' }}>
                  {q.waiting ?? '—'}
                </div>
                <Typography.Text type="secondary">{q.hint}</Typography.Text>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
      {counts.isError ? (
        <Typography.Paragraph type="danger" role="alert" style={{ marginTop: 12 }}>
          待办数量加载失败，请刷新重试
        </Typography.Paragraph>
      ) : null}
    </>
  )
}
