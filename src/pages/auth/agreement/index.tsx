import { useEffect, useMemo, useState } from 'react'
import { View, Text, RichText } from '@tarojs/components'
import { Loading } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import * as T from '@/domain/messages/auth'
import '@/features/account/components/form.scss'
import { parseCodeList } from '@/features/account'
import { currentRoute } from '@/shared/routes/current'
import { getProtocol } from '@/shared/request/hospitalApi'
import { useAppStore } from '@/shared/store'
import type { Protocol } from '@contract/api'
import './index.scss'

/**
 * /privacyAc (SPEC §2): ?hospitalId=&codeList=100,200 — each protocol (100 user agreement, 200 privacy
 * policy, ...) fetched with getProtocol and shown as its title and rich text.
 */
export default function AgreementPage() {
  const query = useMemo(() => currentRoute().query, [])
  const storeHospitalId = useAppStore((s) => s.hospitalId)
  const hospitalId = Number(query.hospitalId) > 0 ? Number(query.hospitalId) : storeHospitalId
  const codes = useMemo(() => parseCodeList(query.codeList), [query.codeList])
  const [list, setList] = useState<Protocol[] | null>(null)
  const [error, setError] = useState('')

  useEffect(() => {
    if (!codes.length) {
      setList([])
      return
    }
    Promise.all(codes.map((code) => getProtocol(code, hospitalId, { silent: true })))
      .then((items) => {
        const found = items.filter((p): p is Protocol => !!p && typeof p === 'object')
        setList(found)
      })
      .catch((e: Error) => setError(e?.message || '加载失败'))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once: the page's query does not change while it is shown
  }, [])

  let body
  if (error) body = <StatusView kind="error" text={error} />
  else if (!list)
    body = (
      <View className="auth-state privacy-ac__loading">
        <Loading type="circular" />
      </View>
    )
  else if (!list.length) body = <StatusView kind="empty" text={T.PROTOCOL_EMPTY} />
  else
    body = (
      <View className="privacy-ac">
        {list.map((p) => (
          <View className="privacy-ac__item" key={p.code}>
            <Text className="privacy-ac__title">{p.title}</Text>
            <RichText className="privacy-ac__content" nodes={p.content || ''} />
          </View>
        ))}
      </View>
    )
  return <Page title={list && list.length === 1 ? list[0].title : undefined}>{body}</Page>
}
