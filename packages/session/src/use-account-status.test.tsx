import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loginByPms } from '@companion/hub-client';
import { connectDemoDevice, demoGuests } from '@companion/hub-sim';
import { ShellProvider } from '@companion/shell';
import { authenticationStore, signedOut } from './authentication-store';
import { completeLogin } from './complete-login';
import { useAccountStatus } from './use-account-status';

afterEach(() => authenticationStore.setState(signedOut));

function StatusProbe() {
  const status = useAccountStatus();
  if (status.status !== 'ready') return <p>{status.status}</p>;
  return (
    <>
      <p>{`muster:${String(status.value.isBlockedForMuster)}`}</p>
      <p>{`blocked:${String(status.value.isBlocked)}`}</p>
      <p>{`message:${String(status.value.showBlockedMessage)}`}</p>
    </>
  );
}

async function renderProbe(guest?: keyof typeof demoGuests) {
  const holder: { sessionId?: string } = {};
  const session = await connectDemoDevice('App', { getSessionId: () => holder.sessionId });
  if (guest) {
    const { accountNumber, cabin, pin } = demoGuests[guest];
    const login = await loginByPms(session.hub, { accountNumber, location: cabin, pinNo: pin });
    if (!login.ok) throw new Error('login failed');
    holder.sessionId = login.value.sessionId;
    completeLogin(login.value, 'RemotePms');
  }
  render(
    <ShellProvider
      services={{
        appKind: 'guest',
        hub: session.hub,
        hubAddress: session.hubAddress,
        deviceConfig: session.deviceConfig,
        themeName: 'classic',
      }}
    >
      <StatusProbe />
    </ShellProvider>,
  );
}

describe('useAccountStatus', () => {
  it('reads a logged-in guest blocked for muster', async () => {
    await renderProbe('berger');
    expect(await screen.findByText('muster:true')).toBeInTheDocument();
  });

  it('reads a logged-in guest whose account is blocked, with the blocked message to show', async () => {
    await renderProbe('weber');
    expect(await screen.findByText('blocked:true')).toBeInTheDocument();
    expect(screen.getByText('message:true')).toBeInTheDocument();
  });

  it('treats a guest who is not logged in as not blocked, without a hub call that would 403', async () => {
    await renderProbe();
    expect(await screen.findByText('muster:false')).toBeInTheDocument();
  });
});
