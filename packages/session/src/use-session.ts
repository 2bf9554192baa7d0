import { useShallow } from 'zustand/react/shallow';
import { authenticationStore, type AuthenticationState } from './authentication-store';

export type SessionView = Pick<AuthenticationState, 'isAuthenticated' | 'sessionType' | 'sessionName' | 'bookingReference' | 'pmsName'>;

/** Who is logged in, for the sub-header and the account pages. */
export function useSession(): SessionView {
  return authenticationStore(
    useShallow((state) => ({
      isAuthenticated: state.isAuthenticated,
      sessionType: state.sessionType,
      sessionName: state.sessionName,
      bookingReference: state.bookingReference,
      pmsName: state.pmsName,
    })),
  );
}
