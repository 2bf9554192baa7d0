// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outboxItem } from './outbox-item';

afterEach(() => vi.unstubAllGlobals());

describe('outboxItem', () => {
  it('gets its idempotency key on a page that is not a secure context (a plain-http ship hub)', () => {
    const secure = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => secure.getRandomValues(bytes) });
    const first = outboxItem({ kind: 'problem', report: { description: 'Dripping tap', categoryId: 3 }, label: 'Plumbing' }, 1_000);
    const second = outboxItem({ kind: 'problem', report: { description: 'Dripping tap', categoryId: 3 }, label: 'Plumbing' }, 1_000);
    expect(first.key).toMatch(/^[0-9a-f]{32}$/);
    expect(second.key).not.toBe(first.key);
    expect(first.createdAt).toBe(1_000);
  });
});
