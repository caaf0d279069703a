/**
 * Messages of the staff console's content desk (issue 33 item 4): article groups, articles and news, their pictures,
 * videos. The server answers bad input with these (400 / 404), the console shows them. OWN.
 */
export const STAFF_ARTICLE_GROUP_NAME_REQUIRED = '请填写分组名称'
export const STAFF_ARTICLE_GROUP_NAME_TOO_LONG = (n: number) => `分组名称最多${n}个字`
export const STAFF_ARTICLE_GROUP_NOT_FOUND = '文章分组不存在'
export const STAFF_ARTICLE_GROUP_PARENT_INVALID = '上级分组不存在或不是一级分组'
export const STAFF_ARTICLE_GROUP_ORDER_INVALID = '排序须列出本院全部同级分组且不重复'
export const STAFF_ARTICLE_NOT_FOUND = '文章不存在'
export const STAFF_ARTICLE_TITLE_REQUIRED = '请填写文章标题'
export const STAFF_ARTICLE_TITLE_TOO_LONG = (n: number) => `文章标题最多${n}个字`
export const STAFF_ARTICLE_SUMMARY_TOO_LONG = (n: number) => `摘要最多${n}个字`
export const STAFF_ARTICLE_AUTHOR_TOO_LONG = (n: number) => `作者最多${n}个字`
export const STAFF_ARTICLE_BODY_REQUIRED = '请填写正文'
export const STAFF_CONTENT_COVER_INVALID = '封面须为上传的图片（JPG、PNG），请重新上传'
export const STAFF_VIDEO_NOT_FOUND = '视频不存在'
export const STAFF_VIDEO_TITLE_REQUIRED = '请填写视频标题'
export const STAFF_VIDEO_TITLE_TOO_LONG = (n: number) => `视频标题最多${n}个字`
export const STAFF_VIDEO_INTRO_TOO_LONG = (n: number) => `视频简介最多${n}个字`
export const STAFF_VIDEO_COVER_REQUIRED = '请上传视频封面'
export const STAFF_VIDEO_URL_INVALID = '视频地址须为 https:// 开头的完整网址'
