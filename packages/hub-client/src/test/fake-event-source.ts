import { vi } from 'vitest';

/** Stands in for the browser's EventSource; the test fires `onmessage` / `onerror` itself. */
export class FakeEventSource {
  static last: FakeEventSource | undefined;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  close = vi.fn();
  constructor(public url: string) {
    FakeEventSource.last = this;
  }
  receive(data: string) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}
