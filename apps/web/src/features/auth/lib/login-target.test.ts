import { describe, expect, it } from 'vitest';
import { isWaitBack, loginTarget } from './login-target';

const target = (query: string) => loginTarget(new URLSearchParams(query));

describe('login target (000 §2.1, §4.3)', () => {
  it('goes back to the redirect path with its query', () => {
    expect(target('redirect=%2ForderManagementIndex%3Ftab%3DW')).toBe('/orderManagementIndex?tab=W');
  });

  it('goes home without a redirect, or for one that leaves the site or loops to /login', () => {
    expect(target('')).toBe('/');
    expect(target('redirect=https%3A%2F%2Fevil.example')).toBe('/');
    expect(target('redirect=%2F%2Fevil.example')).toBe('/');
    expect(target('redirect=%2Flogin%3Fredirect%3D%2Fx')).toBe('/');
  });

  it('goes to the forced password change first when the password is weak or expired', () => {
    expect(loginTarget(new URLSearchParams('redirect=%2FuserCenter'), true)).toBe('/changePwd');
  });

  it('reads the wait-back flag', () => {
    expect(isWaitBack(new URLSearchParams('waitBack=1'))).toBe(true);
    expect(isWaitBack(new URLSearchParams('redirect=%2Fx'))).toBe(false);
  });
});
