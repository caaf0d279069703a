export default definePageConfig({ navigationBarTitleText: '身高记录' })
