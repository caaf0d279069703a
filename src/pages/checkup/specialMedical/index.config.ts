export default definePageConfig({ navigationBarTitleText: '特色医疗' })
