/**
 * Messages of the medical-record uploads (issue 13 item 7: /recordList, /addRecord, /reportDetail). All OWN (the
 * spec names the endpoints only), in the spec's tone. The byte rules are server/lib/upload-file.ts; the field rules
 * src/domain/records.ts.
 */
/** OWN: a phone photo of a report or a lab PDF fits; the server refuses more (server/lib/upload-file.ts) */
export const RECORD_FILE_MAX_MB = 10
/** OWN: per member, so a list stays readable and one account cannot fill the database */
export const MAX_RECORDS_PER_MEMBER = 200

export const RECORD_FILE_REQUIRED = '请选择要上传的图片或PDF文件'
export const RECORD_FILE_EMPTY = '文件内容为空，请重新选择'
export const RECORD_FILE_TOO_LARGE = `文件不能超过${RECORD_FILE_MAX_MB}MB，请压缩后重新上传`
export const RECORD_FILE_TYPE = '仅支持JPG、PNG图片或PDF文件（按文件内容识别，修改扩展名无效）'
export const RECORD_FILE_CORRUPT = '文件已损坏或格式不完整，请重新选择'
export const RECORD_FILE_TOO_MANY = '每次只能上传一个文件'
export const RECORD_NOT_MULTIPART = '请以表单（multipart/form-data）方式上传文件'
export const RECORD_TITLE_REQUIRED = '请输入报告名称'
export const RECORD_TITLE_TOO_LONG = '名称不超过30个字'
export const RECORD_DATE_INVALID = '请选择正确的日期'
export const RECORD_DATE_IN_FUTURE = '日期不能晚于今天'
export const RECORD_HOSPITAL_TOO_LONG = '医院名称不超过40个字'
export const RECORD_NOTE_TOO_LONG = '备注不超过200个字'
export const RECORD_MEMBER_REQUIRED = '请选择家庭成员'
export const RECORD_NOT_FOUND = '报告不存在或已删除'
export const RECORD_TOO_MANY = `每位成员最多保存${MAX_RECORDS_PER_MEMBER}份报告和病历`
export const RECORD_UPLOADED = '上传成功'
export const RECORD_DELETED = '已删除'
