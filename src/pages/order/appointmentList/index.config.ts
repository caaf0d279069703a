export default definePageConfig({ navigationBarTitleText: '我的预约', enablePullDownRefresh: true })
