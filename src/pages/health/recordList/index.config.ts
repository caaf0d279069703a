export default definePageConfig({ navigationBarTitleText: '档案记录' })
