import { describe, expect, it } from 'vitest';
import { forgetRefusedToken } from './forget-refused-token';
import { currentVideoAccess, rememberVideoLogin } from './video-authentication-store';

const access = { serviceUrl: 'http://x/video/', token: 't', deviceUuid: 'd', apiVersion: '3' };

describe('an error clears the video token', () => {
  it('forgets the token when the provider refuses it', () => {
    rememberVideoLogin(access);
    forgetRefusedToken({ ok: false, error: { kind: 'http', status: 401, message: 'Invalid or expired token' } });
    expect(currentVideoAccess()).toBeUndefined();
  });

  it('keeps it on a network failure or a provider error', () => {
    rememberVideoLogin(access);
    forgetRefusedToken({ ok: false, error: { kind: 'network', message: 'offline' } });
    forgetRefusedToken({ ok: false, error: { kind: 'http', status: 500, message: 'down' } });
    expect(currentVideoAccess()).toEqual(access);
  });
});
