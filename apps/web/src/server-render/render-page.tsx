import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { isRouteHandle } from '../app/route-meta';
import { routeObjects } from '../app/router';
import { i18n } from '../i18n';
import type { RenderedPage } from './page-document';

// antd's client runtime reads this rule to find server styles it may reuse; ours are removed once the
// client has drawn its own (main.tsx), so the client must not count on them.
const CSS_CACHE_MAP_RULE = /\.data-ant-cssinjs-cache-path\{[^}]*\}/g;

const handler = createStaticHandler(routeObjects);

/**
 * The page at `path` as an anonymous visitor sees it before any data arrives: shell, page frame, forms
 * with their defaults. Queries stay pending (nothing is fetched here) and effects do not run, so
 * sections drawn after the first paint or from answers are left to the client. Null for a path that
 * does not render a page (a redirect or an error).
 */
export async function renderPage(path: string): Promise<RenderedPage | null> {
  const context = await handler.query(new Request(new URL(path, 'http://coastbook.local')));
  if (context instanceof Response || context.errors !== null || context.statusCode !== 200) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache();
  const markup = renderToString(
    <StyleProvider cache={cache}>
      <AppProviders queryClient={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StyleProvider>,
  );
  const handle = context.matches.map((match) => match.route.handle as unknown).filter(isRouteHandle).at(-1);
  const product = i18n.t('app.productName');
  return {
    markup,
    css: extractStyle(cache, { plain: true }).replace(CSS_CACHE_MAP_RULE, ''),
    title: handle ? `${product} - ${i18n.t(handle.meta.title)}` : product,
  };
}
