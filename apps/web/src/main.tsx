import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { askAgainOnLanguageSwitch, browserQueryClient } from './app/query-client';
import { createAppRouter, startFirstPageData } from './app/router';
import { EMBEDDED_BASE } from './app/routes';
import { OPS_BASE } from './ops/ops-routes';
import { loadStoredUser, restoreToken, setSessionNavigator, startSessionWatch, adoptHandedOverToken } from './session/session-runtime';
import { sessionStore } from './session/session-store';
import { i18n, loadLanguage } from './i18n';
import { PRERENDER_ATTRIBUTE } from './server-render/page-document';
import { PrerenderedStylesCleanup, routerInitialized } from './server-render/client-takeover';
import { isLanguageCode } from './i18n/language';
import { getAllPortsQueryOptions } from './features/basedata/api/get-all-ports';
import './styles/global.css';
import './app/layout/layout.css';

// The operator console has its own login, and embedded frames bring their token in the address; any other
// page with a stored login needs the user before it shows (guard.tsx), so that load starts now,
// before the router begins fetching the page's code (Vite's preloading of its chunks takes a while).
const { pathname, search } = window.location;
const isUnder = (base: string) => pathname === base || pathname.startsWith(`${base}/`);
const handedOverToken = isUnder(EMBEDDED_BASE) ? new URLSearchParams(search).get('user') : null;
if (handedOverToken) adoptHandedOverToken(handedOverToken);
else if (!isUnder(OPS_BASE) && !isUnder(EMBEDDED_BASE)) loadStoredUser();

// A remembered English choice: places are named in English from the facility data (useBilingualNames), which
// is asked for now, beside the page's code and answers, so the page's first paint names them in English
// instead of showing the answers' Chinese names until a page's own request for it comes back.
const initial = isLanguageCode(i18n.language) ? i18n.language : 'zh-CN';
if (initial === 'en-US') void browserQueryClient.prefetchQuery(getAllPortsQueryOptions());

askAgainOnLanguageSwitch(i18n);

const pagePrefetch = { queryClient: browserQueryClient, loggedIn: () => restoreToken() !== null };
startFirstPageData(pagePrefetch, new URL(window.location.href));
const router = createAppRouter(pagePrefetch);

// Session redirects (expired login, 426) stay inside the SPA; the token check runs every 10 s,
// when the tab becomes visible and when another tab writes the token (000 §4.2).
setSessionNavigator((to) => void router.navigate(to, { replace: true }));
startSessionWatch();

// Browser journeys (e2e) build with VITE_EXPOSE_SESSION=true to stage a session without a server.
if (import.meta.env.VITE_EXPOSE_SESSION === 'true') {
  (window as unknown as { __coastbookSession: typeof sessionStore }).__coastbookSession = sessionStore;
}

const container = document.getElementById('root');
if (container === null) throw new Error('#root is missing from index.html');

const render = () => {
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <AppProviders queryClient={browserQueryClient}>
        <RouterProvider router={router} />
        <PrerenderedStylesCleanup />
      </AppProviders>
    </StrictMode>
  );
  // Over a server-drawn page nothing waits to appear: a transition lets React render in short slices, so
  // the page keeps scrolling and answering while the app takes it over (no long task of a whole render).
  if (prerendered) startTransition(() => root.render(app));
  else root.render(app);
};

// A server-rendered page (src/server-render) is already on screen: React replaces it in its first
// commit, so that commit must be the page itself, not the router's loading fallback, which would blank
// it while the page's chunk arrives. Markup the boot script hid (a stored login, English) is dropped at once.
let prerendered = container.hasAttribute(PRERENDER_ATTRIBUTE);
if (prerendered && document.documentElement.getAttribute('data-prerender') === 'hidden') {
  // Without the attribute the hiding rule (global.css) no longer holds: what React draws is seen.
  container.replaceChildren();
  container.removeAttribute(PRERENDER_ATTRIBUTE);
  prerendered = false;
}

// A remembered English choice loads its catalogue before the first paint (no Chinese flash); if that
// fails (offline), the page still renders, in Chinese.
void Promise.allSettled([loadLanguage(initial), prerendered ? routerInitialized(router) : undefined]).then(render);
