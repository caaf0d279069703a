export default definePageConfig({ navigationBarTitleText: '体检人信息', enablePullDownRefresh: true })
