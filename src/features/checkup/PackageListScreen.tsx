import { useMemo, useState } from 'react'
import { View, Text, ScrollView } from '@tarojs/components'
import { Skeleton } from '@nutui/nutui-react-taro'
import type { PackageFilterQuery } from '@contract/exam'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import { useQuery } from '@/shared/data'
import { currentRoute } from '@/shared/routes/current'
import { useAppStore } from '@/shared/store'
import { AGE_BANDS, CROWDS, PRICE_BANDS } from '@/domain/checkup'
import { queryPackageList } from './api'
import PackageCard from './PackageCard'
import { CHECKUP_TEXT } from './texts'
import './checkup.scss'

type Filter = Pick<PackageFilterQuery, 'crowd' | 'sex' | 'ageBand' | 'priceBand' | 'diseaseId' | 'family'>

function Chips<T extends string | number>(props: {
  options: Array<{ id: T; label: string }>
  value: T | undefined
  onChange: (v: T | undefined) => void
  name: string
}) {
  return (
    <ScrollView scrollX className="ck-chips" data-filter={props.name}>
      <View className="ck-chips__row">
        <Text className={`ck-chip ${props.value === undefined ? 'ck-chip--on' : ''}`} onClick={() => props.onChange(undefined)}>
          {CHECKUP_TEXT.all}
        </Text>
        {props.options.map((o) => (
          <Text
            key={String(o.id)}
            className={`ck-chip ${props.value === o.id ? 'ck-chip--on' : ''}`}
            data-value={o.id}
            onClick={() => props.onChange(o.id)}
          >
            {o.label}
          </Text>
        ))}
      </View>
    </ScrollView>
  )
}

/**
 * /checkup/packageList, /checkup/personalPackageList, /checkup/personal: the packages through the filters of
 * src/domain/checkup/filters.ts (crowd, sex, age band, price band; ?crowd= ?diseaseId= ?family= from the home entries),
 * applied by the server.
 */
export default function PackageListScreen({ personal = false }: { personal?: boolean }) {
  const { query } = useMemo(() => currentRoute(), [])
  const hospitalId = useAppStore((s) => s.hospitalId)
  const [f, setF] = useState<Filter>({
    crowd: CROWDS.some((c) => c.id === query.crowd) ? (query.crowd as Filter['crowd']) : undefined,
    diseaseId: query.diseaseId ? Number(query.diseaseId) || undefined : undefined,
    family: query.family === '1' ? 1 : personal ? 0 : undefined,
  })
  const set = (patch: Partial<Filter>) => setF((x) => ({ ...x, ...patch }))
  const list = useQuery(['pe-list', hospitalId, f], () => queryPackageList({ ...f, pageSize: 50 }))
  return (
    <Page onRefresh={list.reload}>
      <View className="ck-filters">
        <Chips
          name="crowd"
          options={CROWDS.map((c) => ({ id: c.id, label: c.name }))}
          value={f.crowd}
          onChange={(crowd) => set({ crowd })}
        />
        <Chips
          name="sex"
          options={[
            { id: 1 as const, label: '男' },
            { id: 0 as const, label: '女' },
          ]}
          value={f.sex}
          onChange={(sex) => set({ sex })}
        />
        <Chips
          name="ageBand"
          options={AGE_BANDS.map((b) => ({ id: b.id as NonNullable<Filter['ageBand']>, label: b.label }))}
          value={f.ageBand}
          onChange={(ageBand) => set({ ageBand })}
        />
        <Chips
          name="priceBand"
          options={PRICE_BANDS.map((b) => ({ id: b.id as NonNullable<Filter['priceBand']>, label: b.label }))}
          value={f.priceBand}
          onChange={(priceBand) => set({ priceBand })}
        />
      </View>
      <View className="ck-list">
        {list.loading && !list.data ? (
          <Skeleton animated rows={6} />
        ) : list.error ? (
          <StatusView kind="error" text={list.error} actionText="重试" onAction={list.reload} />
        ) : list.data?.list.length ? (
          list.data.list.map((p) => <PackageCard key={p.packageId} pkg={p} />)
        ) : (
          <StatusView kind="empty" text={CHECKUP_TEXT.noPackages} />
        )}
      </View>
    </Page>
  )
}
