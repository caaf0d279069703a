/**
 * The recovery codes after the first TOTP set-up: shown once (the server keeps only their hashes); each opens
 * one sign-in when the authenticator is lost.
 */
import { useEffect, useRef } from 'react'
import { Alert, Button, Space, Typography } from 'antd'

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }} ref={heading} tabIndex={-1}>
        保存恢复码
      </Typography.Title>
      <Alert
        type="warning"
        showIcon
        title="恢复码只显示这一次"
        description="请妥善保存（打印或存入密码管理器）。身份验证器丢失时，可用任一恢复码登录一次，每个恢复码只能使用一次。"
      />
      <ol
        aria-label="恢复码"
        style={{ columns: 2, margin: 0, paddingInlineStart: 24, fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <Typography.Text copyable={{ text: codes.join('\n'), tooltips: ['复制全部恢复码', '已复制'] }}>复制全部恢复码</Typography.Text>
      <Button type="primary" block size="large" onClick={onDone}>
        我已保存，进入后台
      </Button>
    </Space>
  )
}
