import { INSECURE_PAGE_MESSAGE } from '@coastbook/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canEncryptCredentials, encryptCredential } from './credentials';
import { ApiError, INSECURE_PAGE_CODE } from './transport';

describe('encryptCredential on a page that is not secure', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refuses before any call with the reason, as an ApiError the forms show', async () => {
    // A page over plain HTTP at an address other than localhost: the browser says so, and hides WebCrypto.
    vi.stubGlobal('isSecureContext', false);
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    expect(canEncryptCredentials()).toBe(false);
    const refusal = await encryptCredential('Coast@2026').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ code: INSECURE_PAGE_CODE, msg: INSECURE_PAGE_MESSAGE });
    expect(INSECURE_PAGE_MESSAGE).toContain('HTTPS');
    // The public key is not even asked for.
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses as well where WebCrypto is missing without isSecureContext (an older browser)', () => {
    vi.stubGlobal('crypto', {});
    expect(canEncryptCredentials()).toBe(false);
  });

  it('can encrypt on a secure page', () => {
    vi.stubGlobal('isSecureContext', true);
    expect(canEncryptCredentials()).toBe(true);
  });
});
