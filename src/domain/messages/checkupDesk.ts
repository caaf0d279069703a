/**
 * Messages of the check-up desk of the staff console (issue 32 part A): the day view and check-in, the appointment
 * pool's capacity and closed days, company batches imported from an Excel roster and approved by a second person.
 * OWN (natural Chinese in the spec's tone); the roster's field messages are SPEC §5 (./person, ./validation).
 */
export const DESK_BOOKING_STATUS_CHECKED_IN = '已到检'
export const DESK_CHECKIN_VALUE_REQUIRED = '请输入卡号、扫描签到码或输入身份证号'
export const DESK_CHECKIN_NOT_FOUND = '未找到今日可签到的体检预约'
export const DESK_CHECKIN_ALREADY = '该预约已签到，请勿重复操作'
export const DESK_CHECKIN_NOT_BOOKED = '该预约已取消或已完成，不能签到'
export const DESK_CHECKIN_OTHER_DAY = (date: string) => `该预约的体检日期是${date}，不是今天`
export const DESK_DATE_INVALID = '请选择正确的日期'
export const DESK_PACKAGE_NOT_FOUND = '体检套餐不存在'
export const DESK_TIME_INVALID = '请填写正确的时间段（如 08:00）'
export const DESK_CAPACITY_INVALID = '号源数须为0-999的整数'
export const DESK_CAPACITY_BELOW_BOOKED = (date: string, time: string, booked: number) =>
  `${date} ${time} 已预约${booked}人，号源不能少于已预约人数`
export const DESK_DAY_PAST = (date: string) => `${date} 已过，不能修改号源`
export const DESK_CLOSE_KEEPS = (date: string, booked: number) => `${date} 关闭后不再接受预约，已有${booked}人预约保持有效，请另行通知`
export const DESK_POOL_NOTHING = '没有要保存的修改'
export const DESK_BATCH_COMPANY_REQUIRED = '请填写单位名称'
export const DESK_BATCH_NAME_REQUIRED = '请填写批次名称'
export const DESK_BATCH_WINDOW_INVALID = '请填写正确的体检时间（开始日期不晚于结束日期）'
export const DESK_ROSTER_FILE_REQUIRED = '请上传名单Excel文件'
export const DESK_ROSTER_FILE_INVALID = '文件不是Excel（.xlsx）名单，请下载模板填写后上传'
export const DESK_ROSTER_FILE_TOO_LARGE = (mb: number) => `名单文件不能超过${mb}MB`
export const DESK_ROSTER_HEADER_INVALID = (missing: string) => `名单表头不正确，缺少“${missing}”列，请使用模板`
export const DESK_ROSTER_EMPTY = '名单中没有员工'
export const DESK_ROSTER_TOO_MANY = (max: number) => `名单最多${max}人`
/** a refused file: nothing is imported */
export const DESK_ROSTER_REFUSED = (rows: number) => `名单有${rows}行错误，未导入任何数据，请修改后重新上传`
export const DESK_ROSTER_ROW = (row: number, message: string) => `第${row}行：${message}`
export const DESK_ROSTER_ID_18 = '请填写18位身份证号'
export const DESK_ROSTER_ID_DUPLICATE = (row: number) => `身份证号与第${row}行重复`
export const DESK_ROSTER_SEX_INVALID = '性别请填写“男”或“女”'
export const DESK_ROSTER_AGE_MISMATCH = '年龄与身份证号不符'
export const DESK_ROSTER_MARITAL_INVALID = '婚姻状况请填写“已婚”或“未婚”'
export const DESK_ROSTER_PACKAGE_REQUIRED = '请填写体检套餐'
export const DESK_ROSTER_PACKAGE_UNKNOWN = (name: string) => `体检套餐“${name}”不存在`
export const DESK_BATCH_NOT_FOUND = '单位体检批次不存在'
export const DESK_BATCH_NOT_PENDING = '该批次已审批，请刷新后重试'
export const DESK_BATCH_SELF_APPROVE = '审批须由上传名单以外的另一位工作人员完成'
export const DESK_BATCH_STATUS_TEXT = { pending: '待审批', approved: '已审批' } as const
export const DESK_DAY_NO_SLOTS = (date: string) => `${date} 没有号源`
export const DESK_DAY_CLOSED = (date: string) => `${date} 已关闭，请先开放该日`
