/**
 * Messages of the check-up reports (issue 12 item 9: /webReport, /webReportDetail, /webReportPdfDetail,
 * /checkupReport). All OWN (natural Chinese in the spec's tone). One catalogue: ./index.ts re-exports it.
 */

/** an unknown id, or another user's report */
export const REPORT_NOT_FOUND = '报告不存在'
/** /checkupReport: the exam number is empty or not 6-20 letters and digits */
export const REPORT_EXAM_NO_INVALID = '请输入正确的体检号（6-20位字母或数字）'
export const REPORT_NAME_REQUIRED = '请输入体检人姓名'
/** /checkupReport: no report matches exam number + name + ID number (the same text whatever part is wrong) */
export const REPORT_LINK_NO_MATCH = '未找到匹配的报告，请核对体检号、姓名和身份证号'
/** the link attempts of the account or of the client are used up for the window */
export const REPORT_LINK_TOO_MANY = (minutes: number) => `查询次数过多，请${minutes}分钟后再试`
/** a success toast: at most 7 characters (WeChat cuts longer titles with an icon) */
export const REPORT_LINKED = '报告已添加'
/** the PDF could not be built (never the report's content) */
export const REPORT_PDF_FAILED = '报告文件生成失败，请稍后重试'
export const REPORT_EMPTY = '暂无报告'
/** shown under every report: the app informs, the doctor interprets */
export const REPORT_DISCLAIMER = '本报告解读仅供参考，不能替代医生诊断；如有不适或异常结果，请及时到医院就诊，紧急情况请拨打120。'
