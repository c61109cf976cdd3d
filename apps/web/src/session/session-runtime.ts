import type { TTokenResponse } from '@coastbook/contracts';
import { LOCAL_STORAGE_KEYS, SESSION_CACHE_KEYS, TOKEN_CHECK_INTERVAL_MS, TOKEN_REFRESH_RESULTS } from '@coastbook/domain';
import { createAuthRecovery } from '../api/auth-recovery';
import { bindTransportSession } from '../api/transport';
import { forgetCustomerAnswers } from '../app/query-client';
import { expiredSessionLoginPath, LOGIN_PATH } from '../app/guard-rules';
import { browserStorage } from '../lib/memory-storage';
import {
  clearStoredSession,
  needsRenewal,
  readStrongPasswordFlag,
  writeStoredUser,
  writeStrongPasswordFlag,
} from '../lib/token-record';
import { getUserInfo, getUserPermission, requestLogout, requestTokenRefresh } from './session-api';
import { decideSessionCheck } from './session-check';
import { sessionStore } from './session-store';
import { createTokenManager } from './token-manager';

/**
 * The session at run time (000 §4.2–§4.4, §7.1): wires the token manager, the transport's recovery,
 * the periodic check and the cross-tab behaviour to the browser (storage, locks, timers, navigation).
 * The rules themselves live in pure modules with tests (token-manager, session-check, auth-recovery,
 * guard-rules); this file only connects them.
 */

const local = browserStorage('localStorage');

/** Set by the remember-login checkbox; the guard sends /login home when it is set (000 §4.3). */
export const REMEMBER_LOGIN_KEY = 'coastbook.rememberLogin';
/** The logon id remembered by the same checkbox, to fill the login form next time. */
export const REMEMBERED_LOGON_ID_KEY = 'coastbook.rememberedLogonId';

/** Pages where another tab's login is followed quietly instead of raising the dialog (000 §2.4). */
export const ACCOUNT_CHANGE_EXEMPT_PATHS: readonly string[] = [
  LOGIN_PATH,
  '/register',
  '/register/guide',
  '/passwordBack',
  '/resetPasswordBack',
  '/resetLoginPassword',
  '/resetPaymentPassword',
  '/confirmed/register-success',
  '/dev/outbox',
];

let navigate: (to: string) => void = (to) => window.location.assign(to);

/** main.tsx hands over the router's navigate so session redirects stay inside the SPA. */
export function setSessionNavigator(navigator: (to: string) => void): void {
  navigate = navigator;
}

const REFRESH_LOCK_NAME = 'coastbook.token-refresh';

const tokens = createTokenManager({
  storage: local,
  now: () => Date.now(),
  requestRefresh: requestTokenRefresh,
  // Web Locks serialise refreshes across tabs: a rotated refresh token must never be spent twice.
  withRefreshLock: (task) =>
    typeof navigator !== 'undefined' && navigator.locks !== undefined
      ? (navigator.locks.request(REFRESH_LOCK_NAME, task) as Promise<Awaited<ReturnType<typeof task>>>)
      : task(),
  onChange: (record) => {
    const accessToken = record?.access_token ?? null;
    if (sessionStore.getState().accessToken !== accessToken) sessionStore.setState({ accessToken });
  },
});

const recovery = createAuthRecovery({
  memoryToken: () => tokens.accessToken(),
  storedToken: () => tokens.storedAccessToken(),
  adoptStoredToken: () => {
    tokens.adoptStored();
  },
  refresh: async () => (await tokens.refresh()) === TOKEN_REFRESH_RESULTS.SUCCESS,
  expire: () => expireSession(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
});

bindTransportSession({
  accessToken: () => tokens.accessToken(),
  recover: (sentToken) => recovery.recover(sentToken),
  // 426: the server wants this login gone; log out to /login (000 §7.1).
  upgradeRequired: () => {
    endSessionLocally();
    navigate(LOGIN_PATH);
  },
});

function removeQuietly(storage: Storage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}

/** Session-storage caches (facilities, carriers, ...) belong to one login: cleared on token change (000 §4.2). */
function clearSessionCaches(): void {
  for (const key of Object.values(SESSION_CACHE_KEYS)) removeQuietly(globalThis.sessionStorage, key);
}

/**
 * Forgets the login on this page. Local storage is cleared too when it still holds this page's
 * login — never another account that a second tab has logged in meanwhile.
 */
function endSessionLocally(options: { clearAllSessionStorage?: boolean; expired?: boolean } = {}): void {
  const mine = tokens.current();
  const stored = tokens.stored();
  if (stored === null || mine === null || stored.user_id === mine.user_id) {
    clearStoredSession(local);
    removeQuietly(globalThis.localStorage, REMEMBER_LOGIN_KEY);
  }
  tokens.forget();
  if (options.clearAllSessionStorage) {
    try {
      globalThis.sessionStorage.clear();
    } catch {
      // Nothing to clear.
    }
  } else {
    clearSessionCaches();
  }
  userLoad = undefined;
  sessionStore.reset({ isStrongPassword: null, sessionExpired: options.expired ?? false });
}

/** The refresh failed: clear token + user info and go to /login?redirect=…&waitBack=1 (000 §7.1). */
function expireSession(): void {
  // The guard of a protected page redirects as soon as the token goes; the expired flag makes its
  // redirect the same as ours, whichever runs last.
  endSessionLocally({ expired: true });
  const target = expiredSessionLoginPath(window.location.pathname, window.location.search, window.location.hash);
  if (target !== null) navigate(target);
}

let userLoad: Promise<void> | undefined;

/**
 * The token's renewal when it is about to expire (or the renewal already running), so the first calls of
 * a page do not go out with a token that is being replaced; undefined when none is due.
 */
function renewalIfDue(): Promise<unknown> | undefined {
  const record = tokens.current();
  return recovery.isRefreshing() || (record !== null && needsRenewal(record, Date.now())) ? recovery.refreshOnce() : undefined;
}

/**
 * First pass with a token (000 §4.3): user info and permissions (function codes → authorities,
 * permitted URLs → urls). One load at a time; a load whose token changed meanwhile is dropped.
 */
export function ensureUserLoaded(options: { force?: boolean } = {}): Promise<void> {
  const token = tokens.accessToken();
  if (token === null) return Promise.resolve();
  const { userStatus } = sessionStore.getState();
  if (!options.force && userStatus === 'loaded') return Promise.resolve();
  if (userLoad !== undefined && !options.force) return userLoad;
  sessionStore.setState({ userStatus: 'loading' });
  const loadingFor = tokens.current()?.user_id;
  const isStale = () => tokens.accessToken() === null || tokens.current()?.user_id !== loadingFor;
  const askUserAndPermission = () => Promise.all([getUserInfo(), getUserPermission()]);
  // Without a renewal the two calls leave now, in the caller's task: at start-up (main.tsx) that is before
  // the router asks for the page's code, whose dozens of files would otherwise hold HTTP/1.1's six
  // connections while the guard waits for these answers.
  const renewal = renewalIfDue();
  const load = (renewal ? renewal.then(askUserAndPermission) : askUserAndPermission())
    .then(([user, permission]) => {
      if (isStale()) return; // logged out or another login took over meanwhile
      if (tokens.stored()?.user_id === user.userId) writeStoredUser(local, { userId: user.userId, logonId: user.logonId });
      sessionStore.setState({
        user,
        functionCodes: permission.authorities,
        permittedUrls: permission.urls,
        userStatus: 'loaded',
        accountChanged: false,
        isStrongPassword: readStrongPasswordFlag(local),
      });
    })
    .catch((error: unknown) => {
      // An unauthenticated answer has already ended the session (and reset the store); anything else can be retried.
      if (!isStale()) sessionStore.setState({ userStatus: 'failed' });
      throw error;
    })
    .finally(() => {
      if (userLoad === load) userLoad = undefined;
    });
  userLoad = load;
  return load;
}

/**
 * Page load with a login kept from an earlier visit: user info and permissions are asked for at once,
 * while the first page's code is still loading, instead of after the guard has first rendered (the guard
 * then finds them loaded, or joins the load under way). main.tsx calls it for portal pages only.
 */
export function loadStoredUser(): void {
  if (restoreToken() !== null) void ensureUserLoaded().catch(() => undefined);
}

/** This page runs on a token another app handed over in the address (an embedded frame). */
let handedOverToken = false;

/**
 * An embedded page opened by another app brings the user's token in its address (000 §2.3 `?user=`, §7.1):
 * the frame calls the API with it and loads that user. It stays in this frame's memory (the portal's stored
 * login is neither read nor replaced) and the token checks leave it alone: the host app owns it.
 */
export function adoptHandedOverToken(accessToken: string): void {
  handedOverToken = true;
  tokens.adoptHandedOver(accessToken);
  void ensureUserLoaded().catch(() => undefined);
}

/** With no token in memory, take the one in local storage (000 §4.3 "restore"). */
export function restoreToken(): string | null {
  return tokens.accessToken() ?? tokens.adoptStored()?.access_token ?? null;
}

export interface LoginOptions {
  /** Ticked "remember login": remember the logon id for the form and set the remembered-login flag. */
  remember?: boolean;
  logonId?: string;
}

/**
 * A login answer arrived (password, SMS code or after registration): store the token, note the
 * strong-password flag, then load user info and permissions — the SYNCHRONOUS_DATA step of 000 §4.9.
 * The login page sets `signingIn` around this so the guard does not send /login home mid-way.
 */
export async function completeLogin(answer: TTokenResponse, options: LoginOptions = {}): Promise<void> {
  clearSessionCaches();
  forgetCustomerAnswers();
  userLoad = undefined;
  sessionStore.reset({ signingIn: sessionStore.getState().signingIn });
  tokens.accept(answer);
  if (options.remember) {
    local.setItem(REMEMBER_LOGIN_KEY, '1');
    if (options.logonId) local.setItem(REMEMBERED_LOGON_ID_KEY, options.logonId);
  } else if (options.remember === false) {
    removeQuietly(globalThis.localStorage, REMEMBERED_LOGON_ID_KEY);
  }
  await ensureUserLoaded({ force: true });
  const user = sessionStore.getState().user;
  if (user !== null) {
    writeStrongPasswordFlag(local, user.isStrongPassword);
    sessionStore.setState({ isStrongPassword: user.isStrongPassword });
  }
}

export function setSigningIn(signingIn: boolean): void {
  sessionStore.setState({ signingIn });
}

/** After a successful password change (000 §4.6): the strong-password flag is set. */
export function markPasswordChanged(): void {
  writeStrongPasswordFlag(local, true);
  const user = sessionStore.getState().user;
  sessionStore.setState({ isStrongPassword: true, ...(user ? { user: { ...user, isPasswordExpired: false } } : {}) });
}

export function readRememberedLogin(): { remembered: boolean; logonId: string | null } {
  return { remembered: local.getItem(REMEMBER_LOGIN_KEY) === '1', logonId: local.getItem(REMEMBERED_LOGON_ID_KEY) };
}

/**
 * Logout (000 §4.4): call logout; clear user info, token, strong-password flag and session storage;
 * then the logout redirect URL — there is no single-sign-on here, so /login with a full reload.
 * Local data is cleared even when the call fails: a user who asked to leave must not stay logged in.
 */
export async function logout(): Promise<void> {
  try {
    await requestLogout();
  } catch {
    // Already expired or unreachable: the token dies with its family on the server anyway.
  }
  endSessionLocally({ clearAllSessionStorage: true });
  window.location.assign(LOGIN_PATH);
}

/** "Login another account" in the account-changed dialog: end the login the other tab made, then /login. */
export async function logoutToLoginAnotherAccount(): Promise<void> {
  if (tokens.adoptStored() === null) {
    // The other tab logged out: nothing left to end on the server.
    endSessionLocally({ clearAllSessionStorage: true });
    window.location.assign(LOGIN_PATH);
    return;
  }
  await logout();
}

/**
 * One token check (000 §4.2): every 10 s, when the tab becomes visible and when another tab writes
 * the token. See session-check.ts for the decisions.
 */
export async function checkSession(pathname: string = window.location.pathname): Promise<void> {
  if (handedOverToken) return; // the portal's own logins in other tabs are not this frame's
  const state = sessionStore.getState();
  if (state.accountChanged) return; // the dialog is up; the user decides
  const memory = tokens.current();
  const action = decideSessionCheck({
    memory,
    stored: tokens.stored(),
    pageUserId: state.user?.userId ?? memory?.user_id ?? null,
    nowMs: Date.now(),
  });
  switch (action.kind) {
    case 'none':
      return;
    case 'loggedOutElsewhere':
      // Quietly on the exempt pages; elsewhere the page still shows the old login: ask (000 §2.4).
      if (ACCOUNT_CHANGE_EXEMPT_PATHS.includes(pathname)) {
        tokens.forget();
        clearSessionCaches();
        userLoad = undefined;
        sessionStore.reset({ isStrongPassword: null });
      } else {
        sessionStore.setState({ accountChanged: true });
      }
      return;
    case 'accountChanged':
      if (ACCOUNT_CHANGE_EXEMPT_PATHS.includes(pathname)) {
        clearSessionCaches();
        tokens.adoptStored();
        sessionStore.setState({ isStrongPassword: readStrongPasswordFlag(local) });
        await ensureUserLoaded({ force: true }).catch(() => undefined);
      } else {
        sessionStore.setState({ accountChanged: true });
      }
      return;
    case 'adopt': {
      const wasLoggedOut = memory === null;
      tokens.adoptStored();
      if (wasLoggedOut) sessionStore.setState({ userStatus: 'idle', isStrongPassword: readStrongPasswordFlag(local) });
      return;
    }
    case 'renew':
      // Silent renewal; a failure is retried at the next check, and a real 401 ends the session.
      await recovery.refreshOnce();
      return;
  }
}

/** Starts the checks once per page (now, every 10 s, on visibility and on storage events); answers a stop function. */
export function startSessionWatch(): () => void {
  const run = () => void checkSession().catch(() => undefined);
  const interval = window.setInterval(run, TOKEN_CHECK_INTERVAL_MS);
  const onVisibility = () => {
    if (document.visibilityState === 'visible') run();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === LOCAL_STORAGE_KEYS.token) run();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('storage', onStorage);
  // A page load is a tab becoming visible too: a token found about to expire is renewed right away
  // rather than 10 s later (frequent reloads would otherwise keep postponing the check).
  run();
  return () => {
    window.clearInterval(interval);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('storage', onStorage);
  };
}
