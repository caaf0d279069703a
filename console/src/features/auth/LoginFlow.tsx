/**
 * The sign-in steps (contract/staff.ts): username and password -> the 6-digit code of the authenticator app (or
 * a recovery code) -> signed in; an account without TOTP yet gets the set-up step instead (the otpauth URI as a
 * QR code and its secret, then the first code) and, once, its recovery codes. Every step is a form: Enter
 * submits, the first field takes the focus, a failure is shown in the form (role=alert) with the server's msg.
 */
import { Suspense, lazy, useState } from 'react'
import { Alert, Button, Form, Input, Spin } from 'antd'
import { useQueryClient } from '@tanstack/react-query'
import { login, type LoginReply, type Me } from './api'
import { failureText } from './failure'
import { signedIn } from './session'

// the steps after the password, with the QR code and the recovery codes: a chunk of their own, fetched while the
// password is typed (the login screen's first load is the password form only)
const loadSecondStep = () => import('./SecondStep')
const TotpStep = lazy(() => loadSecondStep().then((m) => ({ default: m.TotpStep })))
const RecoveryCodes = lazy(() => loadSecondStep().then((m) => ({ default: m.RecoveryCodes })))

type Step = { kind: 'password' } | { kind: 'totp'; reply: LoginReply } | { kind: 'codes'; me: Me; codes: string[] }

export interface LoginFlowProps {
  /** called once signed in (after the recovery codes were acknowledged, when there were any) */
  onSignedIn: (me: Me) => void
}

export function LoginFlow({ onSignedIn }: LoginFlowProps) {
  const client = useQueryClient()
  const [step, setStep] = useState<Step>({ kind: 'password' })
  const finish = (me: Me) => {
    signedIn(client, me)
    onSignedIn(me)
  }
  if (step.kind === 'password') return <PasswordStep onNext={(reply) => setStep({ kind: 'totp', reply })} />
  return (
    <Suspense fallback={<Spin />}>
      {step.kind === 'codes' ? (
        <RecoveryCodes codes={step.codes} onDone={() => finish(step.me)} />
      ) : (
        <TotpStep
          reply={step.reply}
          onBack={() => setStep({ kind: 'password' })}
          onVerified={(me, codes) => (codes && codes.length > 0 ? setStep({ kind: 'codes', me, codes }) : finish(me))}
        />
      )}
    </Suspense>
  )
}

interface PasswordValues {
  username: string
  password: string
}

function PasswordStep({ onNext }: { onNext: (reply: LoginReply) => void }) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (values: PasswordValues) => {
    void loadSecondStep()
    setBusy(true)
    setError(null)
    try {
      onNext(await login({ username: values.username.trim(), password: values.password }))
    } catch (err) {
      setError(failureText(err))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Form<PasswordValues>
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      onFocus={() => void loadSecondStep()}
      aria-label="账号登录"
      size="large"
    >
      <Form.Item label="用户名" name="username" rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}>
        <Input autoComplete="username" autoFocus maxLength={64} />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password autoComplete="current-password" maxLength={128} />
      </Form.Item>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" block loading={busy}>
        下一步
      </Button>
    </Form>
  )
}
