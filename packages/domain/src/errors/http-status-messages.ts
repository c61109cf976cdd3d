/**
 * What the portal shows for a transport failure (000 §8). The web transport maps statuses through
 * this one table; the server never needs it.
 */
export const HTTP_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: '请求错误',
  401: '未授权，请重新登录',
  403: '拒绝访问',
  404: '请求出错',
  408: '请求超时',
  500: '服务器错误',
  501: '服务未实现',
  502: '网络错误',
  503: '服务不可用',
  504: '网络超时',
  505: 'HTTP版本不受支持',
};

/** The table in English, for the English pages (the web shows it in place of the Chinese, `englishOfChineseWords`). */
export const HTTP_STATUS_MESSAGES_EN: Readonly<Record<number, string>> = {
  400: 'Bad request',
  401: 'Unauthorized, please log in again',
  403: 'Access denied',
  404: 'Request error',
  408: 'Request timed out',
  500: 'Server error',
  501: 'Service not implemented',
  502: 'Network error',
  503: 'Service unavailable',
  504: 'Network timeout',
  505: 'HTTP version not supported',
};

export const NO_RESPONSE_MESSAGE = '连接服务器失败';
export const NO_RESPONSE_MESSAGE_EN = 'Could not connect to the server';

/**
 * What the portal shows when a password cannot be encrypted: browsers give WebCrypto only to secure pages
 * (HTTPS, or localhost), so over plain HTTP at any other address a password never leaves the browser.
 */
export const INSECURE_PAGE_MESSAGE = '当前连接不安全（非 HTTPS），浏览器无法加密密码，请通过 HTTPS 地址访问本站';
export const INSECURE_PAGE_MESSAGE_EN = 'This connection is not secure (not HTTPS), so the browser cannot encrypt your password. Please open this site at its HTTPS address';

export function messageForHttpStatus(status: number): string {
  return HTTP_STATUS_MESSAGES[status] ?? `连接错误(${status})`;
}

export function pollingRetryExhaustedMessage(attempts: number): string {
  return `重试次数已超过${attempts}次`;
}
