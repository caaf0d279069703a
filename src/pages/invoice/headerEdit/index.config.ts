export default definePageConfig({ navigationBarTitleText: '添加发票抬头' })
