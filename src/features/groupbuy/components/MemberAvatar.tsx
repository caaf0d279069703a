import { Image, Text, View } from '@tarojs/components'

/** the first character of a (masked) nickname, '' for none (a surrogate pair counts as one character) */
export function nameInitial(name: string | null | undefined): string {
  return Array.from((name ?? '').trim())[0] ?? ''
}

/**
 * A member's avatar on the group page and the open teams: the picture, or, without one, the first character of the
 * nickname in a filled circle (never an empty circle: that is the look of a free seat, gb-avatar--none).
 */
export default function MemberAvatar({ avatar, name }: { avatar?: string | null; name?: string | null }) {
  if (avatar) return <Image className="gb-avatar" src={avatar} mode="aspectFill" />
  return (
    <View className="gb-avatar gb-avatar--initial">
      <Text>{nameInitial(name) || '拼'}</Text>
    </View>
  )
}
