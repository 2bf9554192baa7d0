import { useLocation } from 'react-router';
import { originFromState } from './login-origin';

/** Where the guard sent the guest from, unless a logout has happened since (login-origin.ts). */
export function useLoginOrigin(): string | undefined {
  return originFromState(useLocation().state);
}
