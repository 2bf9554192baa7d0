import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Keypad } from './Keypad';
import { keyboardEdit, keypadValue, pressBackspace, pressDigit } from './keypad-input';

const labels = { input: 'Cabin number', clear: 'Clear', backspace: 'Delete last digit', submit: 'Search' };

function Harness({
  onSubmit = () => {},
  canSubmit = (value: string) => value.length >= 4,
}: {
  onSubmit?: (value: string) => void;
  canSubmit?: (value: string) => boolean;
}) {
  const [value, setValue] = useState('');
  return <Keypad value={value} onChange={setValue} onSubmit={onSubmit} canSubmit={canSubmit(value)} maxLength={6} labels={labels} />;
}

describe('keypad rules', () => {
  it('keeps only digits, at most the maximum', () => {
    expect(keypadValue('12a3-4567', 6)).toBe('123456');
    expect(pressDigit('123456', '7', 6)).toBe('123456');
    expect(pressDigit('12', '3', 6)).toBe('123');
    expect(pressBackspace('123')).toBe('12');
    expect(pressBackspace('')).toBe('');
  });

  it('reads the physical keys that edit the number', () => {
    expect(keyboardEdit('70', '1', 6)).toBe('701');
    expect(keyboardEdit('123456', '7', 6)).toBe('123456');
    expect(keyboardEdit('701', 'Backspace', 6)).toBe('70');
    expect(keyboardEdit('701', 'Escape', 6)).toBe('');
    expect(keyboardEdit('701', 'Enter', 6)).toBeUndefined();
    expect(keyboardEdit('701', 'a', 6)).toBeUndefined();
  });
});

describe('Keypad', () => {
  it('types with the on-screen digits, deletes the last one and clears with C', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    for (const digit of ['7', '0', '1', '2']) await user.click(screen.getByRole('button', { name: digit }));
    const input = screen.getByRole('textbox', { name: 'Cabin number' });
    expect(input).toHaveValue('7012');
    await user.click(screen.getByRole('button', { name: 'Delete last digit' }));
    expect(input).toHaveValue('701');
    await user.click(screen.getByRole('button', { name: /^C\s*Clear$/ }));
    expect(input).toHaveValue('');
  });

  it('stops at six characters from the keys and from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    for (const digit of ['1', '2', '3', '4', '5', '6', '7']) await user.click(screen.getByRole('button', { name: digit }));
    const input = screen.getByRole('textbox', { name: 'Cabin number' });
    expect(input).toHaveValue('123456');
    await user.clear(input);
    await user.type(input, '98x76543');
    expect(input).toHaveValue('987654');
  });

  it('takes the physical keyboard while an on-screen key has the focus', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: '7' }));
    expect(screen.getByRole('button', { name: '7' })).toHaveFocus();
    await user.keyboard('0129');
    const input = screen.getByRole('textbox', { name: 'Cabin number' });
    expect(input).toHaveValue('70129');
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('7012');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledWith('7012');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    await user.type(input, '55{Escape}');
    expect(input).toHaveValue('');
  });

  it('searches with Enter on the physical keyboard only when allowed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const input = screen.getByRole('textbox', { name: 'Cabin number' });
    await user.type(input, '701{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    await user.type(input, '2{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('7012');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
