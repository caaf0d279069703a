/** /console/figures (数据统计, figures:read): the page-visit figures of the own hospital */
import { Typography } from 'antd'
import { PageVisits } from '../../features/figures'

export default function FiguresPage() {
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        数据统计
      </Typography.Title>
      <PageVisits />
    </>
  )
}
