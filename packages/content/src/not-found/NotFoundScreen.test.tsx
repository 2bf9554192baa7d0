import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test/render-screen';
import { NotFoundScreen } from './NotFoundScreen';

describe('NotFoundScreen', () => {
  it('says the content was not found, in the words of the spec', async () => {
    await renderScreen(<NotFoundScreen />, { route: '/no/such/page' });
    expect(screen.getByRole('heading', { name: '404 - content not found.' })).toBeInTheDocument();
  });

  it('says why a guest may be here, in the guest’s language', async () => {
    await renderScreen(<NotFoundScreen />, { route: '/no/such/page' });
    expect(screen.getByText(/The address may be old or mistyped/)).toBeInTheDocument();
  });

  it('offers the way home', async () => {
    await renderScreen(<NotFoundScreen />, { route: '/no/such/page' });
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
  });
});
