export default definePageConfig({ navigationBarTitleText: '线下支付' })
