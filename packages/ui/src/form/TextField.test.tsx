import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('links the label to the input', () => {
    render(<TextField label="Booking reference" />);
    expect(screen.getByLabelText('Booking reference')).toBeInTheDocument();
  });

  it('marks the field invalid and describes it with the message', () => {
    render(<TextField label="Booking reference" error="Please enter your booking reference" />);
    const input = screen.getByLabelText('Booking reference');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter your booking reference');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your booking reference');
  });

  it('adds a caller’s description to its hint, not in its place', () => {
    render(
      <>
        <p id="refusal">Login failed</p>
        <TextField label="Departure date" hint="Format: DD/MM/YYYY" aria-describedby="refusal" />
      </>,
    );
    expect(screen.getByLabelText('Departure date')).toHaveAccessibleDescription('Format: DD/MM/YYYY Login failed');
  });

  it('can leave the message to the field’s description, in a form that moves focus to it', () => {
    render(<TextField label="Email address" error="Please enter your email address" announceError={false} />);
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Please enter your email address');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
