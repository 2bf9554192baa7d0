import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useLoneField } from './use-lone-field';

function Typing() {
  const { field } = useLoneField();
  return <output>{field ? `typing in ${field.getAttribute('aria-label')}` : 'no field'}</output>;
}

/** Focuses the search in the same commit, after `Typing` rendered and before its effects listen. */
function FocusesWhileStarting() {
  useLayoutEffect(() => screen.getByLabelText('Search events').focus(), []);
  return null;
}

describe('useLoneField', () => {
  it('takes up a search chosen between its first render and its listening (a tap while its code starts)', () => {
    render(
      <MemoryRouter>
        <input type="search" aria-label="Search events" />
        <Typing />
        <FocusesWhileStarting />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('typing in Search events');
  });

  it('takes nothing up when nothing is chosen', () => {
    render(
      <MemoryRouter>
        <input type="search" aria-label="Search events" />
        <Typing />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('no field');
  });
});
