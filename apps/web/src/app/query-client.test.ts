import { describe, expect, it } from 'vitest';
import { createQueryClient, forgetCustomerAnswers } from './query-client';

describe('query cache on a new customer login', () => {
  it("drops the previous login's answers and keeps the operator console's", () => {
    const client = createQueryClient();
    client.setQueryData(['order', 'list', { tab: 'all' }], { total: 3 });
    client.setQueryData(['userInfo', 'profile'], { userName: '张伟' });
    client.setQueryData(['ops', 'me'], { name: 'ops_admin' });
    forgetCustomerAnswers(client);
    expect(client.getQueryData(['order', 'list', { tab: 'all' }])).toBeUndefined();
    expect(client.getQueryData(['userInfo', 'profile'])).toBeUndefined();
    expect(client.getQueryData(['ops', 'me'])).toEqual({ name: 'ops_admin' });
  });
});
