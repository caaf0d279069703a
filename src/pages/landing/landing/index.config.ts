export default definePageConfig({ navigationBarTitleText: '医院服务', enablePullDownRefresh: true })
