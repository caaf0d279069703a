export default definePageConfig({ navigationBarTitleText: '选择服务', enablePullDownRefresh: true })
