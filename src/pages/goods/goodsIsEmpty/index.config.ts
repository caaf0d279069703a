export default definePageConfig({ navigationBarTitleText: '商品已下架' })
