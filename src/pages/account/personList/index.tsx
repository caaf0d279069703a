import { useMemo, useRef } from 'react'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useDidShow } from '@tarojs/taro'
import type { ServicePerson } from '@contract/account'
import Page from '@/shared/ui/Page'
import InfiniteList from '@/shared/ui/InfiniteList'
import { usePagedList } from '@/shared/data'
import {
  PersonCard,
  makeDefault,
  NO_PERSON_TEXT,
  deleteServicePerson,
  queryServicePersons,
  delPePerson,
  queryPePersons,
} from '@/features/address-person'
import { currentRoute } from '@/shared/routes/current'
import { navigate } from '@/shared/routes/navigate'
import { confirm, toast } from '@/shared/platform'
import { useAppStore } from '@/shared/store'
import ScrollArea from '@/shared/ui/ScrollArea'
import { A11Y_LIST } from '@/domain/messages/access'
import '@/features/address-person/account-pages.scss'

/**
 * SPEC §2 /patientList (service persons, user-center) and /personList (exam persons, intserv; the
 * same people): masked phone and ID number, default tag, set default, edit, delete, add.
 */
export default function PersonListPage() {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const { path } = useMemo(() => currentRoute(), [])
  const exam = path === '/personList'
  const list = usePagedList<ServicePerson>([exam], () => (exam ? queryPePersons() : queryServicePersons()))
  const seen = useRef(false)
  useDidShow(() => {
    if (seen.current) list.refresh()
    seen.current = true
  })
  const remove = async (p: ServicePerson) => {
    if (!(await confirm({ content: `确定删除${p.name}？` }))) return
    try {
      await (exam ? delPePerson(p.id) : deleteServicePerson(p.id))
      toast('已删除', 'success')
      list.refresh()
    } catch {
      /* shown */
    }
  }
  const footer = (
    <View className="ax-footer">
      <Button
        block
        type="primary"
        className="person-list__add"
        disabled={list.items.length >= 20}
        onClick={() => navigate('/patientAdd', { hospitalId })}
      >
        {list.items.length >= 20 ? '最多添加20位服务人' : '添加服务人'}
      </Button>
    </View>
  )
  return (
    <Page onRefresh={list.refresh} footer={footer} title={exam ? '体检人' : undefined}>
      <View className="ax-fill">
        <ScrollArea className="ax-grow person-list" label={exam ? A11Y_LIST.examPersons : A11Y_LIST.persons}>
          <InfiniteList
            state={list}
            emptyText={NO_PERSON_TEXT}
            renderItem={(p) => (
              <PersonCard
                key={p.id}
                person={p}
                onEdit={() => navigate('/patientAdd', { id: p.id, hospitalId })}
                onDelete={() => remove(p)}
                onSetDefault={() =>
                  makeDefault(p).then(
                    () => (toast('已设为默认', 'success'), list.refresh()),
                    () => undefined,
                  )
                }
              />
            )}
          />
          <View style={{ height: '160px' }} />
        </ScrollArea>
      </View>
    </Page>
  )
}
