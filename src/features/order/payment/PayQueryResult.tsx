import { useEffect, useMemo, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Loading } from '@nutui/nutui-react-taro'
import { parsePayResult, type PayResult } from '@/domain'
import { currentRoute } from '@/shared/routes/current'
import { goToResult, settlePayResult } from '@/features/pay'
import PayResultView from './PayResultView'
import './payment.scss'

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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one payment query per page open
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
