import { QueryObserver } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { askAgainOnLanguageSwitch, createQueryClient, forgetCustomerAnswers } from './query-client';

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

describe('a language switch', () => {
  it('asks again for the answers on screen, which the server words in the page’s language', async () => {
    const client = createQueryClient();
    const languages = createInstance();
    await languages.init({ lng: 'zh-CN', resources: {} });
    askAgainOnLanguageSwitch(languages, client);
    let language = 'zh-CN';
    const queryFn = vi.fn(async () => ({ reason: language === 'en-US' ? 'Insufficient prepaid balance' : '预存账户余额不足' }));
    const observer = new QueryObserver(client, { queryKey: ['payment', 'validation', ['o1']], queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ reason: '预存账户余额不足' }));

    language = 'en-US';
    await languages.changeLanguage('en-US');
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ reason: 'Insufficient prepaid balance' }));
    expect(queryFn).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
