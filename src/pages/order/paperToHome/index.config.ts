export default definePageConfig({ navigationBarTitleText: '病案邮寄', enablePullDownRefresh: true })
