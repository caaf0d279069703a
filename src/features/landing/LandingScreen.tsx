import { View, Text, Image, RichText } from '@tarojs/components'
import type { RichTextProps } from '@tarojs/components'
import { Skeleton } from '@nutui/nutui-react-taro'
import { useMemo } from 'react'
import type { Landing, LandingItem } from '@contract/landing'
import Page from '@/shared/ui/Page'
import StatusView from '@/shared/ui/StatusView'
import TitleBlock from '@/shared/ui/TitleBlock'
import { useQuery } from '@/shared/data'
import { assetUrl } from '@/shared/request/assetUrl'
import { navigate } from '@/shared/routes/navigate'
import { currentRoute } from '@/shared/routes/current'
import { useAppStore } from '@/shared/store'
import { landingKeyOf } from '@/domain/landing'
import {
  LANDING_BACK_HOME,
  LANDING_CALL,
  LANDING_CONTACT_TITLE,
  LANDING_FAQ_TITLE,
  LANDING_MAP,
  LANDING_NOT_CONFIGURED,
  LANDING_NOTICES_TITLE,
  LANDING_STEPS_TITLE,
} from '@/domain/messages'
import { GoodsCardList, openGoods } from '@/features/goods'
import type { GoodsCardData } from '@/features/home'
import { EmergencyEntry, callPhone, openMap } from '@/features/content'
import { PediatricShop } from '@/features/pediatric-shop'
import { getLanding } from './api'
import './landing.scss'

type RichTextNodes = RichTextProps['nodes']

/** opens a landing item: an exam package on its package page (booking with person and slot), other goods on the goods page (cart, checkout) */
function openItem(item: LandingItem | undefined, goods: GoodsCardData, hospitalId: number | string) {
  if (item?.packageId) navigate('/checkup/packageDetail', { packageId: item.packageId })
  else openGoods(goods, hospitalId)
}

/** the landings that show a goods section of the hospital below their own items (market/specialMed: 特色医疗) */
const SECTION_OF_LANDING: Record<string, 'specialMed'> = { 'special-medical': 'specialMed' }

function LandingBody({ l, landingKey }: { l: Landing; landingKey: string }) {
  const hospitalId = useAppStore((s) => s.hospitalId)
  const contact = l.contact
  return (
    <View className="lp">
      {l.bannerUrl ? <Image className="lp-banner" src={assetUrl(l.bannerUrl)} mode="widthFix" /> : null}
      <TitleBlock className="lp-card" title={l.title} subtitle={l.subtitle}>
        {l.intro.length ? <RichText className="lp-intro" nodes={l.intro as RichTextNodes} /> : null}
      </TitleBlock>

      {l.steps.length ? (
        <View className="lp-card">
          <Text className="lp-card__title">{LANDING_STEPS_TITLE}</Text>
          {l.steps.map((s, i) => (
            <View key={s} className="lp-step">
              <Text className="lp-step__no">{i + 1}</Text>
              <Text className="lp-step__text">{s}</Text>
            </View>
          ))}
        </View>
      ) : null}

      {l.sections.map((s) => (
        <View key={s.title} className="lp-card lp-section">
          <Text className="lp-card__title">{s.title}</Text>
          {s.note ? <Text className="lp-section__note">{s.note}</Text> : null}
          <GoodsCardList
            list={s.items.map((i) => i.goods)}
            onClick={(g) =>
              openItem(
                s.items.find((i) => i.goods.goodsId === g.goodsId),
                g,
                hospitalId,
              )
            }
          />
        </View>
      ))}

      {SECTION_OF_LANDING[landingKey] ? (
        <View className="lp-card lp-goods-section">
          <PediatricShop kind={SECTION_OF_LANDING[landingKey]} embedded />
        </View>
      ) : null}

      {l.notices.length ? (
        <View className="lp-card">
          <Text className="lp-card__title">{LANDING_NOTICES_TITLE}</Text>
          {l.notices.map((n) => (
            <Text key={n} className="lp-notice">
              {n}
            </Text>
          ))}
        </View>
      ) : null}

      {contact ? (
        <View className="lp-card">
          <Text className="lp-card__title">{LANDING_CONTACT_TITLE}</Text>
          <Text className="lp-contact__name">{contact.name}</Text>
          {contact.hours ? <Text className="lp-contact__line">{contact.hours}</Text> : null}
          <View className="lp-contact__row" onClick={() => callPhone(contact.phone)}>
            <Text className="lp-contact__line">{contact.phone}</Text>
            <Text className="lp-contact__action">{LANDING_CALL}</Text>
          </View>
          <View
            className="lp-contact__row"
            onClick={() =>
              contact.latitude !== null && contact.longitude !== null
                ? openMap({ latitude: contact.latitude, longitude: contact.longitude, name: contact.name, address: contact.address })
                : undefined
            }
          >
            <Text className="lp-contact__line">{contact.address}</Text>
            {contact.latitude !== null ? <Text className="lp-contact__action">{LANDING_MAP}</Text> : null}
          </View>
        </View>
      ) : null}

      {l.faqs.length ? (
        <View className="lp-card">
          <Text className="lp-card__title">{LANDING_FAQ_TITLE}</Text>
          {l.faqs.map((f) => (
            <View key={f.question} className="lp-faq">
              <Text className="lp-faq__q">{f.question}</Text>
              <Text className="lp-faq__a">{f.answer}</Text>
            </View>
          ))}
        </View>
      ) : null}

      <EmergencyEntry />
    </View>
  )
}

/**
 * THE hospital landing (issues 12 and 14): every check-up landing and hospital-service route renders this screen;
 * the route's path picks the landing key (src/domain/landing.ts), the hospital's configuration comes from the server.
 */
export default function LandingScreen() {
  const key = useMemo(() => landingKeyOf(currentRoute().path) ?? '', [])
  const q = useQuery(['landing', key], () => getLanding(key))
  const l = q.data?.landing
  return (
    <Page title={l?.title} onRefresh={q.reload}>
      {q.error && !q.data ? (
        <StatusView kind="error" text={q.error} actionText="重新加载" onAction={q.reload} />
      ) : !q.data ? (
        <View className="lp">
          <View className="lp-card">
            <Skeleton rows={10} animated />
          </View>
        </View>
      ) : !l ? (
        <StatusView kind="empty" text={LANDING_NOT_CONFIGURED} actionText={LANDING_BACK_HOME} onAction={() => navigate('/home')} />
      ) : (
        <LandingBody l={l} landingKey={key} />
      )}
    </Page>
  )
}
