export default definePageConfig({ navigationBarTitleText: '血糖记录' })
