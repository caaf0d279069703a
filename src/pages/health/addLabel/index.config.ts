export default definePageConfig({ navigationBarTitleText: '添加标签' })
