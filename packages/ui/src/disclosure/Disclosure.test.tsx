import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Disclosure } from './Disclosure';

describe('Disclosure', () => {
  it('keeps its text closed until the guest opens it, and reaches its heading by keyboard', async () => {
    render(
      <Disclosure summary="Terms and conditions" id="terms">
        <p>Tours may change with the weather.</p>
      </Disclosure>,
    );
    const group = screen.getByRole('group');
    expect(group).toHaveAttribute('id', 'terms');
    expect(group).not.toHaveAttribute('open');
    // The summary is in the tab order, where a browser opens it with Enter or Space.
    await userEvent.tab();
    expect(screen.getByText('Terms and conditions')).toHaveFocus();
    await userEvent.click(screen.getByText('Terms and conditions'));
    expect(group).toHaveAttribute('open');
    expect(screen.getByText('Tours may change with the weather.')).toBeVisible();
  });
});
