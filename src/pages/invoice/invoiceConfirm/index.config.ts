export default definePageConfig({ navigationBarTitleText: '发票核对' })
