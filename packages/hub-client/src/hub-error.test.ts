// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeHubError, isHubRefusal, type HubError } from './hub-error';

describe('describeHubError', () => {
  it('uses the hub code of an http error', () => {
    expect(describeHubError({ kind: 'http', status: 500, message: 'Unknown device', code: 'E42' })).toEqual({
      code: 'E42',
      message: 'Unknown device',
    });
  });

  it('uses the status when the hub sent no code', () => {
    expect(describeHubError({ kind: 'http', status: 502, message: 'Bad Gateway' }).code).toBe('502');
  });

  it('uses the kind for failures without a status', () => {
    expect(describeHubError({ kind: 'timeout', message: 'GET devices/config timed out' }).code).toBe('timeout');
  });

  it('says only the status when the hub gave no words (a proxy page is never shown)', () => {
    expect(describeHubError({ kind: 'http', status: 500, message: '' })).toEqual({ code: '500', message: 'HTTP 500' });
    expect(describeHubError({ kind: 'forbidden', status: 403, message: '' })).toEqual({ code: '403', message: 'HTTP 403' });
  });
});

describe('isHubRefusal', () => {
  it.each<[HubError, boolean]>([
    [{ kind: 'http', status: 401, message: 'no' }, true],
    [{ kind: 'http', status: 404, message: 'no' }, true],
    [{ kind: 'http', status: 400, message: 'no' }, true],
    [{ kind: 'forbidden', status: 403, message: 'no' }, true],
    [{ kind: 'http', status: 200, code: 'FAILED', message: 'not kept' }, true],
    [{ kind: 'http', status: 500, message: 'down' }, false],
    [{ kind: 'http', status: 503, message: 'down' }, false],
    [{ kind: 'http', status: 408, message: 'slow' }, false],
    [{ kind: 'http', status: 429, message: 'busy' }, false],
    [{ kind: 'network', message: 'offline' }, false],
    [{ kind: 'timeout', message: 'slow' }, false],
    [{ kind: 'invalid-response', message: 'odd', issues: [] }, false],
  ])('%o is a refusal: %s', (error, refused) => {
    expect(isHubRefusal(error)).toBe(refused);
  });
});
