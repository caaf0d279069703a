export default definePageConfig({ navigationBarTitleText: '会员套餐', enablePullDownRefresh: true })
