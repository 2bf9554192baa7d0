import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HubError } from '@companion/hub-client';
import { languageStore } from '../i18n/language-store';
import { useHubErrorReason } from './use-hub-error-reason';

afterEach(() => languageStore.setState({ language: 'en' }));

const reasonFor = (error: HubError) => renderHook(() => useHubErrorReason()).result.current(error);

describe('useHubErrorReason', () => {
  it.each<[HubError, string]>([
    [{ kind: 'http', status: 409, message: 'The class is full.' }, 'The class is full.'],
    [{ kind: 'http', status: 502, message: '' }, "the ship's system answered with error 502"],
    [{ kind: 'forbidden', status: 403, message: '' }, "the ship's system answered with error 403"],
    [{ kind: 'network', message: 'Failed to fetch' }, "the ship's system could not be reached"],
    [{ kind: 'timeout', message: 'Request timed out: GET x' }, "the ship's system did not answer in time"],
    [
      { kind: 'invalid-response', message: 'unexpected shape', issues: ['days: expected array'] },
      "the ship's system sent an answer that could not be read",
    ],
  ])('%o reads %s', (error, reason) => {
    expect(reasonFor(error)).toBe(reason);
  });

  it("speaks the guest's language", () => {
    languageStore.setState({ language: 'de' });
    expect(reasonFor({ kind: 'timeout', message: 'Request timed out' })).toBe('das System des Schiffs hat nicht rechtzeitig geantwortet');
  });
});
