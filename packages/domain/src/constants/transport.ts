/** Transport rules shared by the web client and the server (000 §7.1, §9; 001 §7 downloads, §9). */

/** Every API call gives up after 30 s. */
export const API_TIMEOUT_MS = 30_000;

/** Booking / bill-of-lading "confirm" downloads build a document and may take up to 120 s (001 §7). */
export const BATCH_CONFIRM_DOWNLOAD_TIMEOUT_MS = 120_000;

/** While another request is refreshing the token, waiting requests re-check every 300 ms ... */
export const TOKEN_REFRESH_POLL_INTERVAL_MS = 300;

/** ... for at most timeout / 300 tries (100 tries over the 30 s timeout). */
export const TOKEN_REFRESH_POLL_MAX_TRIES = API_TIMEOUT_MS / TOKEN_REFRESH_POLL_INTERVAL_MS;

/** Codes of the response envelope and HTTP statuses the transport reacts to (000 §7.1). */
export const RESPONSE_CODES = {
  /** `code` 0 in the envelope means success. */
  SUCCESS: 0,
  /** Token missing, expired or revoked: refresh once, then log in again. */
  UNAUTHORIZED: 401,
  /** The session must end: log out to /login. */
  UPGRADE_REQUIRED: 426,
  /** `data` 10040 on a non-zero code means the token header was empty: treated like 401. */
  EMPTY_TOKEN: 10040,
} as const;

export type ResponseCode = (typeof RESPONSE_CODES)[keyof typeof RESPONSE_CODES];

/** Token-issuing paths never carry a token (000 §7.1). */
export const TOKENLESS_PATHS = ['/auth/oauth/token', '/auth/keycloak/token/logon'] as const;

/** Error reports are posted with this user type (000 §7.1). */
export const ERROR_REPORT_USER_TYPE = 'CUSTOMER';
