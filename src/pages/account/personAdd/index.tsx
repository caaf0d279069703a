import { useMemo } from 'react'
import { View } from '@tarojs/components'
import { Skeleton } from '@nutui/nutui-react-taro'
import type { ServicePerson } from '@contract/account'
import Page from '@/shared/ui/Page'
import { useQuery } from '@/shared/data'
import { PersonForm, saveServicePerson, servicePersonDetail } from '@/features/address-person'
import '@/features/address-person/components/person.scss'
import { currentRoute } from '@/shared/routes/current'
import { back } from '@/shared/routes/navigate'
import { toast } from '@/shared/platform'
import '@/features/address-person/account-pages.scss'

/** SPEC §2 /patientAdd (?id= edits): the service-person form with the SPEC §5 messages and the ID-number consent. */
export default function PersonAddPage() {
  const { query } = useMemo(() => currentRoute(), [])
  // editing: the person's full details (a failure leaves the form empty)
  const detail = useQuery(['servicePerson', query.id], () => servicePersonDetail(query.id), { enabled: !!query.id })
  const initial: ServicePerson | null = detail.data ?? null
  const loading = !!query.id && detail.loading
  return (
    <Page title={query.id ? '编辑就诊人' : undefined}>
      <View className="ax-page">
        {loading ? (
          <View style={{ margin: '0 10px', background: '#fff', borderRadius: '10px', padding: '12px' }}>
            <Skeleton rows={6} animated />
          </View>
        ) : (
          <PersonForm
            initial={initial}
            onSubmit={async (req) => {
              await saveServicePerson(req)
              toast('保存成功', 'success')
              setTimeout(() => back(), 600)
            }}
          />
        )}
      </View>
    </Page>
  )
}
