import { View, Text } from '@tarojs/components'
import type { ServicePerson } from '@contract/account'
import Page from '@/shared/ui/Page'
import InfiniteList from '@/shared/ui/InfiniteList'
import { usePagedList } from '@/shared/data'
import { PersonCard, queryPePersons, makeDefault, NO_PERSON_TEXT } from '@/features/address-person'
import { toast } from '@/shared/platform'
import ScrollArea from '@/shared/ui/ScrollArea'
import { A11Y_LIST } from '@/domain/messages/access'
import '@/features/address-person/account-pages.scss'

/** SPEC §2 /defaultPerson: tap an exam person to make it the default one (used first when booking). */
export default function DefaultPersonPage() {
  const list = usePagedList<ServicePerson>([], () => queryPePersons())
  return (
    <Page onRefresh={list.refresh}>
      <View className="ax-fill">
        <Text className="ax-note">点击选择默认体检人，预约体检时将优先使用。</Text>
        <ScrollArea className="ax-grow" label={A11Y_LIST.persons}>
          <InfiniteList
            state={list}
            emptyText={NO_PERSON_TEXT}
            renderItem={(p) => (
              <PersonCard
                key={p.id}
                person={p}
                active={p.defaultUse === 0}
                onClick={() =>
                  p.defaultUse === 0
                    ? undefined
                    : makeDefault(p).then(
                        () => (toast('已设为默认', 'success'), list.refresh()),
                        () => undefined,
                      )
                }
              />
            )}
          />
        </ScrollArea>
      </View>
    </Page>
  )
}
