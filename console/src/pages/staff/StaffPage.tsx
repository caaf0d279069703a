/** /console/staff (员工管理, staff:manage): the own hospital's staff accounts */
import { Typography } from 'antd'
import type { Me } from '../../features/auth'
import { StaffAdmin } from '../../features/staff-admin'

export default function StaffPage({ me }: { me: Me }) {
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        员工管理
      </Typography.Title>
      <StaffAdmin me={me} />
    </>
  )
}
