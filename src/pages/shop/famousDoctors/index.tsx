import { useEffect, useMemo, useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { Skeleton } from '@nutui/nutui-react-taro'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { assetUrl } from '@/shared/request/assetUrl'
import { getFamousDoctors } from '@/features/home'
import type { DoctorItem } from '@/features/home'
import { currentRoute } from '@/shared/routes/current'
import { navigate } from '@/shared/routes/navigate'
import { doctorLink } from '@/domain/contentLinks'
import { useAppStore } from '@/shared/store'
import './index.scss'

/** Famous doctors (/famousDoctor): health/famous (groupId 1) as doctor cards; a card opens the doctor's home. */
export default function FamousDoctorsPage() {
  const { query } = useMemo(() => currentRoute(), [])
  const hospitalId = useAppStore((s) => s.hospitalId)
  const [list, setList] = useState<DoctorItem[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const load = () =>
    getFamousDoctors(query.groupId || 1).then(
      (l) => {
        setList(l)
        setError(null)
      },
      (e) => setError(e?.message || '加载失败'),
    )
  useEffect(() => {
    load()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once on mount; pull-to-refresh reloads
  }, [])
  return (
    <Page onRefresh={load}>
      {error && !list ? (
        <StatusView kind="error" text={error} actionText="重新加载" onAction={load} />
      ) : !list ? (
        <View className="doctor-list">
          <Skeleton rows={3} animated />
          <Skeleton rows={3} animated />
        </View>
      ) : !list.length ? (
        <StatusView kind="empty" />
      ) : (
        <View className="doctor-list">
          {list.map((d) => (
            <View
              key={d.doctorId}
              className="doctor-row"
              onClick={() => {
                const l = doctorLink(d.doctorId, d.hospitalId ?? hospitalId)
                navigate(l.path, l.query)
              }}
            >
              <Image className="doctor-row__avatar" src={assetUrl(d.coverUrl || '')} mode="aspectFill" lazyLoad />
              <View className="doctor-row__text">
                <View>
                  <Text className="doctor-row__name">{d.doctorName}</Text>
                  {d.doctorTitleName ? <Text className="doctor-row__title">{d.doctorTitleName}</Text> : null}
                </View>
                <Text className="doctor-row__dep">{[d.hospitalName, d.departmentNames].filter(Boolean).join(' · ')}</Text>
                {d.goodAt ? <Text className="doctor-row__good">擅长：{d.goodAt}</Text> : null}
              </View>
            </View>
          ))}
        </View>
      )}
    </Page>
  )
}
