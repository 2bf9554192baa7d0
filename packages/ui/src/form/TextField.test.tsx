import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { scrollToFirstInvalidField } from './scroll-to-field';
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
  });
});

describe('scrollToFirstInvalidField', () => {
  function formWithError() {
    const { container } = render(
      <form>
        <TextField label="Surname" error="Please enter the surname" />
      </form>,
    );
    const input = screen.getByLabelText('Surname');
    input.scrollIntoView = vi.fn();
    return { form: container.querySelector('form')!, input };
  }

  it('scrolls to the field in error below 1024 px', () => {
    const { form, input } = formWithError();
    expect(scrollToFirstInvalidField(form, 800)).toBe(true);
    expect(input.scrollIntoView).toHaveBeenCalled();
  });

  it('leaves the page still from 1024 px', () => {
    const { form, input } = formWithError();
    expect(scrollToFirstInvalidField(form, 1024)).toBe(false);
    expect(input.scrollIntoView).not.toHaveBeenCalled();
  });
});
