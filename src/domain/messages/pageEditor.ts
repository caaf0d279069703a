/**
 * Messages of the staff console's home-page editor (issue 33 item 3): drafts, publish, versions, preview. Each
 * publish refusal names the block (第n个组件（名称）) and the item (第m项) it is about. OWN strings.
 */

export const pageBlockName = (n: number, label: string): string => `第${n}个组件（${label}）`
export const pageItemName = (block: string, m: number): string => `${block}第${m}项`
export const pageAdName = (n: number): string => `第${n}个广告`

export const PAGE_BLOCK_KIND_UNKNOWN = (n: number, type: string): string => `第${n}个组件：未知的组件类型 ${type}`
export const PAGE_BLOCK_SETTING_UNKNOWN = (where: string, key: string): string => `${where}：没有设置项 ${key}`
export const PAGE_BLOCK_SETTING_INVALID = (where: string, label: string): string => `${where}：${label}的值不正确`
export const PAGE_BLOCK_LAYOUT_INVALID = (where: string): string => `${where}：布局不正确`
export const PAGE_BLOCK_GROUP_REQUIRED = (where: string): string => `${where}：请选择数据分组`
export const PAGE_BLOCK_ITEMS_REQUIRED = (where: string): string => `${where}：请至少添加一项`
export const PAGE_BLOCK_TOO_MANY_ITEMS = (where: string, max: number): string => `${where}：最多${max}项`
export const PAGE_TOO_MANY_BLOCKS = (max: number): string => `一个页面最多${max}个组件`
export const PAGE_ITEM_PHOTO_REQUIRED = (where: string): string => `${where}：请上传图片`
export const PAGE_ITEM_NAME_REQUIRED = (where: string): string => `${where}：请填写名称`

export const PAGE_JUMP_TYPE_UNKNOWN = (where: string): string => `${where}：未知的跳转类型`
export const PAGE_JUMP_LINK_REQUIRED = (where: string): string => `${where}：请配置跳转链接`
export const PAGE_JUMP_PAGE_UNKNOWN = (where: string, path: string): string => `${where}：跳转页面 ${path} 不存在`
export const PAGE_JUMP_MAGIC_PAGE_UNKNOWN = (where: string, id: number | string): string => `${where}：装修页面 ${id} 不存在`
export const PAGE_JUMP_GOODS_UNKNOWN = (where: string, id: number | string): string => `${where}：商品 ${id} 不存在`
export const PAGE_JUMP_ARTICLE_UNKNOWN = (where: string, id: number | string): string => `${where}：文章 ${id} 不存在`
export const PAGE_JUMP_DATA_INVALID = (where: string): string => `${where}：页面参数须为 JSON 对象`
export const PAGE_JUMP_APPID_INVALID = (where: string): string => `${where}：小程序appid格式不正确`
export const PAGE_JUMP_LINK_NOT_HTTPS = (where: string): string => `${where}：网页链接必须以 https:// 开头`
export const PAGE_JUMP_LINK_INVALID = (where: string): string => `${where}：网页链接格式不正确`

export const PAGE_AD_ENDED = (where: string): string => `${where}：投放结束时间已过，不能发布`
export const PAGE_AD_WINDOW_INVALID = (where: string): string => `${where}：开始时间晚于结束时间`

export const PAGE_VERSION_NOT_FOUND = '版本不存在'
/** the notes of the version list */
export const PAGE_VERSION_BEFORE_EDITOR = '首次发布前的页面'
export const PAGE_VERSION_PUBLISHED = '发布'
export const PAGE_VERSION_ROLLED_BACK = (n: number): string => `回滚到版本 ${n}`
export const PAGE_PREVIEW_INVALID = '预览链接无效或已过期'
