import type { FastifyInstance } from 'fastify';

/**
 * Every route of the app, as "METHOD /full/path", with the names of its preHandler hooks, read from
 * Fastify's route tree (`printRoutes({ includeHooks: true })`). Guards are often added per plugin (addHook) and
 * then do not show in a route's own options; the tree lists them for each route.
 *
 * The tree prints a route below its parent with only its own part of the path (`└── /:userId (GET)` under
 * `/api/ops/accounts`), and a second method of the same path on a line without a branch; each level is 4
 * columns wide.
 */
export function routePreHandlers(app: FastifyInstance): Map<string, string[]> {
  const routes = new Map<string, string[]>();
  const pathAtDepth: string[] = [];
  let current: string[] = [];
  for (const line of app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n')) {
    const route = /^((?:[│ ] {3})*)(├── |└── )?(\S+) \(([A-Z, ]+)\)$/.exec(line);
    if (route) {
      const column = route[1]!.length + (route[2] ? 4 : 0);
      const depth = column / 4 - 1;
      const path = (depth > 0 ? pathAtDepth[depth - 1]! : '') + route[3]!;
      pathAtDepth[depth] = path;
      pathAtDepth.length = depth + 1;
      current = route[4]!.split(',').map((method) => `${method.trim()} ${path}`);
      for (const name of current) routes.set(name, []);
      continue;
    }
    const hooks = /• \(preHandler\) (\[.*\])$/.exec(line);
    if (hooks) {
      const names = (JSON.parse(hooks[1]!) as string[]).map((hook) => hook.replace(/\(\)$/, ''));
      for (const name of current) routes.get(name)!.push(...names);
    }
  }
  return routes;
}

/** The routes under /api/ whose preHandlers include one of `guards` (function names, e.g. 'requireAuth'). */
export function routesGuardedBy(app: FastifyInstance, guards: readonly string[]): Set<string> {
  const guarded = new Set<string>();
  for (const [name, hooks] of routePreHandlers(app)) {
    if (name.includes(' /api/') && hooks.some((hook) => guards.includes(hook))) guarded.add(name);
  }
  return guarded;
}
