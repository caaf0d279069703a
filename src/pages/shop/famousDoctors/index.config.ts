export default definePageConfig({ navigationBarTitleText: '名医推荐', enablePullDownRefresh: true })
