import type { CSSProperties, PropsWithChildren, ReactNode } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { blockBoxStyle } from '@/domain'
import { assetUrl } from '@/shared/request/assetUrl'
import type { BlockSettings } from '../model'
import './blocks.scss'
import { readableTextColor } from '@/domain/contrast'

const isOn = (v: unknown) => v === true || Number(v) === 1

/** inline style of a block from its settings: margin, padding, radius (domain blockBoxStyle), colours, background image */
export function blockStyle(settings: BlockSettings = {}, navigator = false): CSSProperties {
  const box = blockBoxStyle({
    margin: settings.margin ?? [1, 2, 3, 4],
    padding: settings.padding ?? [1, 2, 3, 4],
    radius: settings.radius,
    navigator,
  })
  const style: CSSProperties = { ...box }
  if (settings.backgroundColor) style.backgroundColor = settings.backgroundColor
  if (settings.fontColor) style.color = readableTextColor(settings.fontColor)
  if (settings.backgroundImage) {
    style.backgroundImage = `url(${assetUrl(settings.backgroundImage)})`
    style.backgroundSize = 'cover'
    style.backgroundPosition = 'center'
  }
  return style
}

export interface BlockBoxProps {
  kind: string
  settings?: BlockSettings
  navigator?: boolean
  /** default title when the settings have none */
  title?: string
  /** right side of the title row (更多) */
  extra?: ReactNode
  /** no title row at all */
  noTitle?: boolean
  /** transparent box (no white background unless configured) */
  plain?: boolean
}

/** The box every block sits in (SPEC §3 block settings, §9 spacing), with its optional title (text or image). */
export default function BlockBox({
  kind,
  settings = {},
  navigator,
  title,
  extra,
  noTitle,
  plain,
  children,
}: PropsWithChildren<BlockBoxProps>) {
  const style = blockStyle(settings, navigator)
  if (!plain && !settings.backgroundColor && !settings.backgroundImage) style.backgroundColor = '#fff'
  const text = settings.title || title
  const showTitle = !noTitle && !isOn(settings.hideTitle) && (Number(settings.titleType) === 2 ? !!settings.titleImage : !!text)
  const titleStyle: CSSProperties = {}
  if (settings.titleBackgroundImage) {
    titleStyle.backgroundImage = `url(${assetUrl(settings.titleBackgroundImage)})`
    titleStyle.backgroundSize = 'cover'
  }
  return (
    <View className={`magic-block magic-block--${kind}`} style={style} data-block={kind}>
      {showTitle || extra ? (
        <View className="magic-block__head" style={titleStyle}>
          {showTitle ? (
            Number(settings.titleType) === 2 ? (
              <Image className="magic-block__title-img" src={assetUrl(settings.titleImage as string)} mode="heightFix" />
            ) : (
              <Text
                className="magic-block__title"
                style={settings.titleColor ? { color: readableTextColor(settings.titleColor) } : undefined}
              >
                {text}
              </Text>
            )
          ) : (
            <View />
          )}
          {extra}
        </View>
      ) : null}
      {children}
    </View>
  )
}

export function MoreLink({ text = '更多', onClick }: { text?: string; onClick: () => void }) {
  return (
    <Text className="magic-block__more" onClick={onClick}>
      {text} ›
    </Text>
  )
}
