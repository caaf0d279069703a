export default definePageConfig({ navigationBarTitleText: '默认体检人', enablePullDownRefresh: true })
