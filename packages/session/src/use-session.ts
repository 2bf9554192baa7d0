import { useShallow } from 'zustand/react/shallow';
import { authenticationStore, type AuthenticationState } from './authentication-store';

export type SessionView = Pick<
  AuthenticationState,
  'isAuthenticated' | 'sessionType' | 'sessionName' | 'bookingReference' | 'pmsName' | 'cabin'
>;

/** Who is logged in, for the sub-header, the account pages and the problem report's cabin. */
export function useSession(): SessionView {
  return authenticationStore(
    useShallow((state) => ({
      isAuthenticated: state.isAuthenticated,
      sessionType: state.sessionType,
      sessionName: state.sessionName,
      bookingReference: state.bookingReference,
      pmsName: state.pmsName,
      cabin: state.cabin,
    })),
  );
}
