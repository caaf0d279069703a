export default definePageConfig({ navigationBarTitleText: '拼团活动', enablePullDownRefresh: true })
