export default definePageConfig({ navigationBarTitleText: '自提信息' })
