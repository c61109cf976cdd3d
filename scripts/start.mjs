// `npm start`: build the web app if its sources changed, then run the server (TypeScript through tsx)
// in this same process, so Ctrl-C reaches it directly and it can stop the embedded PostgreSQL.
import { register } from 'tsx/esm/api';
import { buildWebIfStale } from './web-build.mjs';

buildWebIfStale();
register();
await import('../apps/server/src/main.ts');
