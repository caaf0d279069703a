import { Text, View } from '@tarojs/components'
import type { Consultationer } from '@contract/health'

/** the family members as chips (the chosen one highlighted) — /recordList and /addRecord */
export default function MemberChips({
  members,
  current,
  onChange,
}: {
  members: Consultationer[]
  current: number | null
  onChange: (id: number) => void
}) {
  return (
    <View className="health-home__members">
      {members.map((m) => (
        <View key={m.id} className={`health-chip${m.id === current ? ' health-chip--active' : ''}`} onClick={() => onChange(m.id)}>
          {m.name}
          <Text className="health-chip__rel">{m.relationStr}</Text>
        </View>
      ))}
    </View>
  )
}
