import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { languageStore } from '../i18n/language-store';
import { deviceConfigFixture, hubAnswering } from '../test/hub-answering';
import { StartUp } from './StartUp';

function renderStartUp(fetchImpl: typeof fetch) {
  return render(<StartUp hub={hubAnswering(fetchImpl)}>{(config, theme) => <p>{`${config.hub.appTitle} in ${theme}`}</p>}</StartUp>);
}

afterEach(() => languageStore.setState({ language: 'en' }));

describe('StartUp', () => {
  it('shows nothing while the configuration loads', () => {
    const { container } = renderStartUp(() => new Promise<Response>(() => {}));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the Server Connection Error page when the hub cannot be reached', async () => {
    renderStartUp(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByText('Server Connection Error')).toBeInTheDocument();
    expect(screen.getByText('Could not fetch configuration from Hub.')).toBeInTheDocument();
  });

  it('shows the hub error code and message when the hub answers with an error', async () => {
    renderStartUp(() => Promise.resolve(Response.json({ code: 'E42', message: 'Unknown device' }, { status: 500 })));
    expect(await screen.findByText('code: E42 - Unknown device')).toBeInTheDocument();
  });

  it('treats a malformed configuration as a failed start-up, not a crash', async () => {
    renderStartUp(() => Promise.resolve(Response.json({ hub: 'not an object' })));
    expect(await screen.findByText('Server Connection Error')).toBeInTheDocument();
  });

  it('renders the app with the theme the hub chose', async () => {
    renderStartUp(() => Promise.resolve(Response.json(deviceConfigFixture({ layoutTheme: 'midnight' }))));
    expect(await screen.findByText('Aurora Star in midnight')).toBeInTheDocument();
  });

  it('switches to the first offered language when the current one is not offered', async () => {
    languageStore.setState({ language: 'en' });
    renderStartUp(() => Promise.resolve(Response.json(deviceConfigFixture({ languages: [{ code: 'de', name: 'Deutsch' }] }))));
    await screen.findByText(/Aurora Star/);
    expect(languageStore.getState().language).toBe('de');
  });
});
