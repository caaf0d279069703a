export default definePageConfig({ navigationBarTitleText: 'AI健康助手', backgroundColor: '#f5f6f8' })
