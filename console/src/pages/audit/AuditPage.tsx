/** /console/audit (操作日志, audit:read): the own hospital's audit log with filters and the CSV export */
import { Typography } from 'antd'
import { AuditLog } from '../../features/audit'

export default function AuditPage() {
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        操作日志
      </Typography.Title>
      <AuditLog />
    </>
  )
}
