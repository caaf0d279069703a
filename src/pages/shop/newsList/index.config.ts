export default definePageConfig({ navigationBarTitleText: '资讯', enablePullDownRefresh: true })
