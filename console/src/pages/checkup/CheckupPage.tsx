/** /console/checkup (体检前台, checkup:desk): 今日到检 / 号源 / 团检批次 */
import { Tabs, Typography } from 'antd'
import { BatchesTab, DayTab, PoolsTab } from '../../features/checkup-desk'

export default function CheckupPage() {
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        体检前台
      </Typography.Title>
      <Tabs
        defaultActiveKey="day"
        destroyOnHidden
        items={[
          { key: 'day', label: '今日到检', children: <DayTab /> },
          { key: 'pools', label: '号源', children: <PoolsTab /> },
          { key: 'batches', label: '团检批次', children: <BatchesTab /> },
        ]}
      />
    </>
  )
}
