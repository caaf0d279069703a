export default definePageConfig({ navigationBarTitleText: '收货成功' })
