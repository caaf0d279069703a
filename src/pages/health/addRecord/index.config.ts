export default definePageConfig({ navigationBarTitleText: '添加档案' })
