export default definePageConfig({ navigationBarTitleText: '拼团详情', enablePullDownRefresh: true })
