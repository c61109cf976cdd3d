import { describe, expect, it } from 'vitest';
import { refreshesTodoCount } from './todo-tasks';

describe('refreshesTodoCount (000 §4.3)', () => {
  it('refreshes on home, my orders and the user centre, the paths of 000 §2', () => {
    for (const path of ['/', '/orderManagementIndex', '/userCenter']) expect(refreshesTodoCount(path)).toBe(true);
  });

  it('leaves other pages alone', () => {
    for (const path of ['/orderManagement', '/product', '/myAssets', '/userCenter/extra']) expect(refreshesTodoCount(path)).toBe(false);
  });
});
