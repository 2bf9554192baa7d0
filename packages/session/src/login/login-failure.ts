import type { HubError } from '@companion/hub-client';

/**
 * Whether the hub looked at the guest's details and turned them down. Only then may the screen
 * say the details are wrong: an outage, a timeout, a 5xx or an answer we cannot read says nothing
 * about them, and sending a guest to reception for those only queues them there.
 */
export function isLoginRefusal(error: HubError): boolean {
  if (error.kind === 'forbidden') return true;
  // 408 and 429 are the hub being busy, not an opinion on the details.
  return error.kind === 'http' && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}
