export const OPS_HOME = '/ops';
export const OPS_LOGIN = '/ops/login';

/** /ops/login?redirect=<console path>: the login returns there. */
export function opsLoginPath(target: string): string {
  if (target === OPS_HOME || target === `${OPS_HOME}/` || target.startsWith(OPS_LOGIN)) return OPS_LOGIN;
  return `${OPS_LOGIN}?${new URLSearchParams({ redirect: target }).toString()}`;
}

/** Where a login goes: the redirect when it is a console page (never another site or the customer portal), else the dashboard. */
export function opsRedirectTarget(redirect: string | null): string {
  if (redirect === null || !/^\/ops(\/|$|\?)/.test(redirect) || redirect.startsWith(OPS_LOGIN)) return OPS_HOME;
  return redirect;
}
