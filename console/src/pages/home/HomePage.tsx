/** /console/: 待办 — the work queues first, then who is signed in where */
import { Descriptions, Typography } from 'antd'
import { QueueCards } from '../../features/queues'
import type { Me } from '../../features/auth'

export default function HomePage({ me }: { me: Me }) {
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        待办
      </Typography.Title>
      <QueueCards permissions={me.permissions} />
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 32 }}>
        当前账号
      </Typography.Title>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'name', label: '姓名', children: me.name },
          { key: 'username', label: '用户名', children: me.username },
          { key: 'role', label: '角色', children: me.roleName },
          { key: 'hospital', label: '医院', children: me.hospitalName },
          { key: 'expires', label: '本次登录有效至', children: me.expiresAt },
        ]}
      />
    </>
  )
}
