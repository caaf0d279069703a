export default definePageConfig({ navigationBarTitleText: '体检套餐', enablePullDownRefresh: true })
