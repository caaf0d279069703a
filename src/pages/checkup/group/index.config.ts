export default definePageConfig({ navigationBarTitleText: '团体体检', enablePullDownRefresh: true })
