/** /console/figures (数据统计, figures:read): the dashboard and the page-visit figures of the own hospital */
import { Typography } from 'antd'
import { Dashboard, PageVisits } from '../../features/figures'

export default function FiguresPage() {
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        数据统计
      </Typography.Title>
      <Dashboard />
      <h2 style={{ fontSize: 16 }}>页面访问</h2>
      <PageVisits />
    </>
  )
}
