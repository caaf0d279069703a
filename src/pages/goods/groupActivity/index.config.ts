export default definePageConfig({ navigationBarTitleText: '拼团', enablePullDownRefresh: true })
