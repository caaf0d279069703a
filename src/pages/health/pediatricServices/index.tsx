import { useMemo, useState } from 'react'
import { View } from '@tarojs/components'
import Page from '@/shared/ui/Page'
import TabRow from '@/shared/ui/TabRow'
import { VaccineScreen } from '@/features/maternity'
import { PediatricShop } from '@/features/pediatric-shop'
import { currentRoute } from '@/shared/routes/current'

const TABS = [
  { key: 'vaccine', title: '疫苗接种' },
  { key: 'shop', title: '儿科商城' },
]

/**
 * SPEC §2 /pediatric-services: a child's vaccine schedule (issue 13 item 6; query memberId optional) and the
 * hospital's paediatric shop (issue 18; query tab=shop opens it).
 */
export default function PediatricServicesPage() {
  const { query } = useMemo(() => currentRoute(), [])
  const [tab, setTab] = useState(query.tab === 'shop' ? 1 : 0)
  return (
    <Page>
      <View className="ped-tabs">
        <TabRow tabs={TABS} active={tab} onChange={setTab} />
      </View>
      {tab === 0 ? <VaccineScreen initialMemberId={Number(query.memberId) || undefined} /> : <PediatricShop />}
    </Page>
  )
}
