import { View, Text } from '@tarojs/components'
import Page from '@/shared/ui/Page'
import { CourseList } from '@/features/course'

/** /colledg: the health classes by category (each 更多 opens /moreColledg) */
export default function ColledgPage() {
  return (
    <Page>
      <View className="co-banner">
        <Text className="co-banner__title">健康学院</Text>
        <Text className="co-banner__text">医生讲健康：体检、慢病、营养与运动</Text>
      </View>
      <CourseList featured />
    </Page>
  )
}
