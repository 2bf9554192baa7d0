import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useLanguage, useVideoLanguage } from '@companion/shell';
import { authenticationStore, signedOut } from '../authentication-store';
import { completeLogin } from '../complete-login';
import { renderSessionApp, screenRoute } from '../test/render-session-screen';

const seen = { language: '', videoLanguage: undefined as string | undefined };
function HomePage() {
  seen.language = useLanguage();
  seen.videoLanguage = useVideoLanguage();
  return <p>{'home page'}</p>;
}

afterEach(() => authenticationStore.setState(signedOut));

/**
 * A guest's own phone is theirs: the language and video language they chose stay after their own
 * logout. Only a kiosk's idle logout puts them back to the device's (shell's useKioskIdleLogout).
 */
describe('a guest’s logout on their phone', () => {
  it('keeps the language and the video language they chose', async () => {
    await renderSessionApp({ device: 'App', route: '/', routes: [screenRoute('/', HomePage)] });
    await userEvent.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Deutsch' }));
    await userEvent.click(screen.getByRole('button', { name: 'Videosprache: Deutsch' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'English' }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    act(() => {
      completeLogin({ sessionId: 'phone-session-1', sessionType: 'Passenger', bookingReference: 'AUR123456' }, 'Passenger');
    });
    expect(seen).toEqual({ language: 'de', videoLanguage: 'en' });

    await userEvent.click(await screen.findByRole('button', { name: 'Abmelden' }));

    await waitFor(() => expect(authenticationStore.getState().isAuthenticated).toBe(false));
    expect(seen).toEqual({ language: 'de', videoLanguage: 'en' });
    expect(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-pressed', 'true');
  });
});
