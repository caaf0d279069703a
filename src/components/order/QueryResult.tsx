import { useEffect, useMemo, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Loading } from '@nutui/nutui-react-taro'
import { parsePayResult, type PayResult } from '@/domain'
import { currentRoute } from '@/shared/routes/current'
import { orderQuery } from '@/services/order'
import PayResultView, { goToResult } from './PayResultView'
import './pay.scss'

/** how long to wait for the server to learn a payment's outcome */
export const QUERY_TRIES = 8
export const QUERY_INTERVAL = 1500

/**
 * The server's word on a payment (orderQuery by orderId / payNo), asked again while the payment is
 * still PAYING / UNPAID after a reported success. A cancelled or failed report is believed at once
 * unless the server already saw the money.
 */
export async function settlePayResult(p: { orderId?: number | null; payNo?: string | null; reported?: PayResult | null }, wait = QUERY_INTERVAL): Promise<{ result: PayResult; orderId: number | null }> {
  let orderId = p.orderId ?? null
  for (let i = 0; i < QUERY_TRIES; i++) {
    try {
      const q = await orderQuery({ ...(orderId ? { orderId } : {}), ...(p.payNo ? { payNo: p.payNo } : {}) })
      orderId = q.orderId ?? orderId
      if (q.payResult === 'SUCCESS' || q.payState === 'SUCCESS') return { result: 'SUCCESS', orderId }
      if (q.payResult) return { result: q.payResult, orderId }
      if (p.reported && p.reported !== 'SUCCESS') return { result: p.reported, orderId }
    } catch {
      if (p.reported && p.reported !== 'SUCCESS') return { result: p.reported, orderId }
    }
    await new Promise((r) => setTimeout(r, wait))
  }
  return { result: p.reported === 'SUCCESS' ? 'FAIL' : p.reported ?? 'FAIL', orderId }
}

export interface QueryResultProps {
  /** go on to /pay-success or /pay/pay-close instead of showing the result here */
  forward?: boolean
}

/** /pay/transition, /h5PayResult, /aliPayResult, /offlineAliPayResult: waiting + query, then the result */
export default function QueryResult({ forward = true }: QueryResultProps) {
  const { query } = useMemo(() => currentRoute(), [])
  const [state, setState] = useState<{ result: PayResult; orderId: number | null } | null>(null)
  useEffect(() => {
    const orderId = Number(query.orderId) || null
    const reported = query.payResult ? parsePayResult(query.payResult) : null
    if (query.checked && reported) return setState({ result: reported, orderId })
    settlePayResult({ orderId, payNo: query.payNo ? String(query.payNo) : null, reported }).then((r) => {
      if (forward && r.result !== 'FAIL') goToResult(r.result, r.orderId)
      else setState(r)
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  if (!state)
    return (
      <View className="pay-wait">
        <Loading type="circular" />
        <Text className="pay-wait__text">支付结果确认中，请稍候...</Text>
      </View>
    )
  return <PayResultView result={state.result} orderId={state.orderId} />
}
