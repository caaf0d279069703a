export default definePageConfig({ navigationBarTitleText: '选择加项', enablePullDownRefresh: true })
