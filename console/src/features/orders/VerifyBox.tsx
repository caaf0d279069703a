/**
 * 核销 by the code the patient's order shows: one input (a scanner types the QR's digits and Enter), the outcome
 * beside it (announced), the input cleared and focused again for the next one.
 */
import { useEffect, useRef, useState } from 'react'
import { Alert, Button, Input, Space, type InputRef } from 'antd'
import { useMutation } from '@tanstack/react-query'
import { verifyCode, type VerifyReply } from './api'

export function VerifyBox({ autoFocus = false, onVerified }: { autoFocus?: boolean; onVerified?: (r: VerifyReply) => void }) {
  const [code, setCode] = useState('')
  const input = useRef<InputRef>(null)
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  const m = useMutation({
    mutationFn: (c: string) => verifyCode({ code: c }),
    onSuccess: (r) => {
      setOutcome({ ok: true, text: `核销成功：订单 ${r.orderNo}（${r.goodsName}），当前状态 ${r.statusStr}` })
      setCode('')
      onVerified?.(r)
    },
    onError: (e) => setOutcome({ ok: false, text: e instanceof Error ? e.message : '核销失败' }),
    onSettled: () => input.current?.focus(),
  })
  useEffect(() => {
    if (autoFocus) input.current?.focus()
  }, [autoFocus])
  const submit = () => {
    const c = code.replace(/\s+/g, '')
    if (!c) return setOutcome({ ok: false, text: '请输入或扫描核销码' })
    m.mutate(c)
  }
  return (
    <div className="verify-box">
      <Space.Compact style={{ width: '100%' }}>
        <Input
          ref={input}
          aria-label="核销码"
          placeholder="扫描或输入订单核销码"
          inputMode="numeric"
          autoComplete="off"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          onPressEnter={submit}
          maxLength={64}
          size="large"
        />
        <Button type="primary" size="large" loading={m.isPending} onClick={submit}>
          核销
        </Button>
      </Space.Compact>
      <div aria-live="polite" style={{ marginTop: 12 }}>
        {outcome ? <Alert type={outcome.ok ? 'success' : 'error'} showIcon title={outcome.text} /> : null}
      </div>
    </div>
  )
}
