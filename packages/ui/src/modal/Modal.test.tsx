import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/Button';
import { Modal } from './Modal';

function renderModal(onClose = vi.fn()) {
  render(
    <Modal
      title="Video language"
      onClose={onClose}
      actions={
        <>
          <Button>Save</Button>
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      <p>Choose a language.</p>
    </Modal>,
  );
  return onClose;
}

describe('Modal', () => {
  it('is a labelled modal dialog', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Video language' })).toHaveAttribute('aria-modal', 'true');
  });

  it('moves focus into the dialog when it opens', () => {
    renderModal();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    renderModal();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const onClose = renderModal();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  // The photo dialog's stepper disabled itself at its limit: focus fell to the body and Escape
  // no longer closed the dialog.
  it('closes on Escape and takes Tab back when focus has fallen out of it to the page', async () => {
    const onClose = renderModal();
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
