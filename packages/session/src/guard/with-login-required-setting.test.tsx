import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeviceConfig } from '@companion/hub-client';
import type { FeatureRoute } from '@companion/shell';
import { authenticationStore, signedOut } from '../authentication-store';
import { renderSessionApp, screenRoute } from '../test/render-session-screen';
import { currentOriginStamp } from '../login/login-origin';
import { withLoginRequiredSetting } from './with-login-required-setting';

afterEach(() => authenticationStore.setState(signedOut));

const screenOf = () => Promise.resolve({ Component: () => null });
const fragment = (path: string, extra: Partial<FeatureRoute> = {}): FeatureRoute => ({ path, load: screenOf, ...extra });

const loginRequired = (config: DeviceConfig): DeviceConfig => ({
  ...config,
  hub: { ...config.hub, uiSettings: { ...config.hub.uiSettings, loginRequired: true } },
});

describe('withLoginRequiredSetting', () => {
  it('marks every page but the open ones', () => {
    const marked = withLoginRequiredSetting([fragment('/content/overview'), fragment('/onboard/excursions'), fragment('/')]);
    expect(marked.map((route) => [route.path, route.loginRequiredSetting ?? false])).toEqual([
      ['/content/overview', true],
      ['/onboard/excursions', true],
      ['/', false],
    ]);
  });

  it('leaves the dashboard, login, Retina routes, redirects and the 404 open', () => {
    const open = ['/', '/login', '/retina/login/:token', '/retina/loginsuccess', '/hashtag/:hashtag', '/QR/:hash', '*'];
    expect(withLoginRequiredSetting(open.map((path) => fragment(path))).filter((route) => route.loginRequiredSetting)).toEqual([]);
  });

  it('keeps pages that always need a login as they are', () => {
    const basket = fragment('/basket', { requiresLogin: true });
    expect(withLoginRequiredSetting([basket])[0]).toBe(basket);
  });

  it('takes the app its own open paths', () => {
    const marked = withLoginRequiredSetting([fragment('/weather'), fragment('/content/overview')], ['/weather']);
    expect(marked.map((route) => route.loginRequiredSetting ?? false)).toEqual([false, true]);
  });
});

describe('a table marked with withLoginRequiredSetting, under the guard', () => {
  const routes = withLoginRequiredSetting([
    screenRoute('/', () => <p>{'home page'}</p>),
    screenRoute('/login', () => <p>{'login page'}</p>),
    screenRoute('/content/overview', () => <p>{'content page'}</p>),
    screenRoute('/onboard/excursions', () => <p>{'excursions page'}</p>),
  ]);

  it('sends a guest from a content page to /login when the hub sets loginRequired', async () => {
    const { router } = await renderSessionApp({ route: '/content/overview', routes, patchConfig: loginRequired });
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/content/overview', stamp: currentOriginStamp() });
  });

  it('sends a guest from an excursions page to /login when the hub sets loginRequired', async () => {
    await renderSessionApp({ route: '/onboard/excursions', routes, patchConfig: loginRequired });
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('shows the dashboard without a login even when the hub sets loginRequired', async () => {
    await renderSessionApp({ route: '/', routes, patchConfig: loginRequired });
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('shows content and excursions without a login when the hub does not set loginRequired', async () => {
    const { router } = await renderSessionApp({ route: '/content/overview', routes });
    expect(await screen.findByText('content page')).toBeInTheDocument();
    await router.navigate('/onboard/excursions');
    await waitFor(() => expect(screen.getByText('excursions page')).toBeInTheDocument());
  });
});
