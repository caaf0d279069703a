export default definePageConfig({ navigationBarTitleText: '协议' })
