import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { reportHubReachable, reportHubUnreachable } from '@companion/shell';

/**
 * The rule every action that needs the hub follows offline (issue 20): with the network gone the
 * button named `name` is disabled and its description says why; a press sends nothing (the caller
 * checks its own request log afterwards); with the network back it is enabled again.
 */
export async function pressWhileOffline(name: string, offlineMessage: RegExp): Promise<void> {
  act(() => reportHubUnreachable());
  const action = screen.getByRole('button', { name });
  expect(action).toBeDisabled();
  expect(action).toHaveAccessibleDescription(offlineMessage);
  await userEvent.click(action);
  act(() => reportHubReachable());
  expect(screen.getByRole('button', { name })).toBeEnabled();
}
