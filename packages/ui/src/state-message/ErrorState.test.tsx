import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('is announced as an alert', () => {
    render(<ErrorState title="Could not load." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load.');
  });

  it('offers a retry only when the screen can retry', () => {
    render(<ErrorState title="Could not load." retryLabel="Try again" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
