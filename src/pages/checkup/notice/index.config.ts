export default definePageConfig({ navigationBarTitleText: '体检须知', enablePullDownRefresh: true })
