import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOADING_SELECTOR } from '@companion/test-harness';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  // Screen-reader audit: a status region that is aria-busy keeps its text to itself while it is
  // busy, and the spinner is busy until it goes, so "Loading excursions" was never read.
  it('is a status region that is not busy, so its label is announced', () => {
    render(<Spinner label="Loading excursions" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading excursions');
    expect(status).not.toHaveAttribute('aria-busy');
  });

  // Render helpers wait for the screen's data by waiting for this marker to go.
  it('carries the marker the test helpers wait on', () => {
    render(<Spinner label="Loading excursions" />);
    expect(screen.getByRole('status').matches(LOADING_SELECTOR)).toBe(true);
  });
});
