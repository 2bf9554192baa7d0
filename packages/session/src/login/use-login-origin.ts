import { useLocation } from 'react-router';

/** Where the guard sent the guest from; it puts the path in the navigation state of /login. */
export function useLoginOrigin(): string | undefined {
  const state = useLocation().state as { from?: string } | null;
  return typeof state?.from === 'string' && state.from !== '/login' ? state.from : undefined;
}
