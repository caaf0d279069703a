export default definePageConfig({ navigationBarTitleText: '扫码支付' })
