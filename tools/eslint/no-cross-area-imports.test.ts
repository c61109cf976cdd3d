import path from 'node:path';
import { RuleTester, type Rule } from 'eslint';
import { afterAll, describe, it } from 'vitest';
// @ts-expect-error -- plain JavaScript ESLint rule without type declarations
import noCrossAreaImports from './no-cross-area-imports.js';

const rule = noCrossAreaImports as Rule.RuleModule;

// RuleTester reports through the test framework's hooks, handed over explicitly (no vitest globals).
Object.assign(RuleTester, { afterAll, describe, it });

const web = (file: string) => path.join('/repo/apps/web/src/features', file);
const server = (file: string) => path.join('/repo/apps/server/src/modules', file);

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('no-cross-area-imports', rule, {
  valid: [
    { filename: web('order/pages/list.tsx'), code: "import { x } from '../api/get-orders';" },
    { filename: web('order/pages/list.tsx'), code: "import { x } from '../../product';" },
    { filename: web('order/pages/list.tsx'), code: "import { x } from '../../product/index';" },
    { filename: web('order/pages/list.tsx'), code: "import { x } from '../../../components/page-table';" },
    { filename: server('order/order.service.ts'), code: "import { x } from '../../platform/db/client';" },
    { filename: '/repo/apps/web/src/app/routes.tsx', code: "import { x } from '../features/order/pages/list';" },
  ],
  invalid: [
    { filename: web('order/pages/list.tsx'), code: "import { x } from '../../product/api/get-product';", errors: [{ messageId: 'crossArea' }] },
    { filename: server('order/order.service.ts'), code: "import { x } from '../product/product.service';", errors: [{ messageId: 'crossArea' }] },
  ],
});
