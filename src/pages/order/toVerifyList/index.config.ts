export default definePageConfig({ navigationBarTitleText: '待核销', enablePullDownRefresh: true })
