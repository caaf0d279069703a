import { ApiError, REQUEST_MESSAGES } from '../../shared/request'

/** the text a form shows for a failed step: the server's msg (SPEC §8 rules of the client), else 请求处理错误 */
export function failureText(err: unknown): string {
  return err instanceof ApiError ? err.message : REQUEST_MESSAGES.other
}
