/**
 * The sign-in steps after the password (loaded when the password form is used: LoginFlow): the 6-digit code (or a
 * recovery code), the TOTP set-up with its QR code, and the recovery codes shown once.
 */
import { useEffect, useRef, useState } from 'react'
import { Alert, Button, Form, Input, Space, Typography, type InputRef } from 'antd'
import { verifyTotp, type LoginReply, type Me } from './api'
import { failureText } from './failure'
import { TotpSetup } from './TotpSetup'

export { RecoveryCodes } from './RecoveryCodes'

interface CodeValues {
  code: string
}

export function TotpStep({
  reply,
  onBack,
  onVerified,
}: {
  reply: LoginReply
  onBack: () => void
  onVerified: (me: Me, recoveryCodes: string[] | null) => void
}) {
  const [form] = Form.useForm<CodeValues>()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [recovery, setRecovery] = useState(false)
  const setup = reply.next === 'totp-setup'
  const input = useRef<InputRef>(null)
  useEffect(() => {
    input.current?.focus()
  }, [recovery])
  const submit = async ({ code }: CodeValues) => {
    setBusy(true)
    setError(null)
    try {
      const value = code.replace(/\s+/g, '')
      const res = await verifyTotp(recovery ? { recoveryCode: value } : { code: value })
      onVerified(res.me, res.recoveryCodes)
    } catch (err) {
      setError(failureText(err))
      form.setFieldValue('code', '')
      input.current?.focus()
    } finally {
      setBusy(false)
    }
  }
  const codeRules = recovery
    ? [{ required: true, whitespace: true, message: '请输入恢复码' }]
    : [
        { required: true, message: '请输入 6 位动态验证码' },
        { pattern: /^\s*\d{6}\s*$/, message: '动态验证码为 6 位数字' },
      ]
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {setup ? (
        <TotpSetup otpauthUri={reply.otpauthUri} secret={reply.secret} />
      ) : (
        <Typography.Paragraph style={{ margin: 0 }}>
          {recovery ? '请输入一个未使用过的恢复码（每个恢复码只能使用一次）。' : '请打开身份验证器应用，输入显示的 6 位动态验证码。'}
        </Typography.Paragraph>
      )}
      <Form<CodeValues> form={form} layout="vertical" requiredMark={false} onFinish={submit} aria-label="动态验证码" size="large">
        <Form.Item label={recovery ? '恢复码' : '6 位动态验证码'} name="code" rules={codeRules}>
          <Input
            ref={input}
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            maxLength={recovery ? 32 : 6}
            spellCheck={false}
          />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" block loading={busy}>
          {setup ? '完成绑定并登录' : '登录'}
        </Button>
      </Form>
      <Space wrap>
        <Button type="link" onClick={onBack} style={{ paddingInline: 0 }}>
          返回上一步
        </Button>
        {!setup && (
          <Button
            type="link"
            onClick={() => {
              setRecovery(!recovery)
              setError(null)
              form.resetFields()
            }}
          >
            {recovery ? '使用动态验证码' : '使用恢复码'}
          </Button>
        )}
      </Space>
    </Space>
  )
}
