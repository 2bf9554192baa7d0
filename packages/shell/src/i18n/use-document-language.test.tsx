import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { languageStore } from './language-store';
import { useDocumentLanguage } from './use-document-language';

afterEach(() => {
  languageStore.setState({ language: 'en' });
  document.documentElement.lang = 'en';
});

describe('useDocumentLanguage', () => {
  it('gives the page the language it starts in', () => {
    languageStore.setState({ language: 'de' });
    renderHook(() => useDocumentLanguage());
    expect(document.documentElement).toHaveAttribute('lang', 'de');
  });

  it('follows the guest switching language', () => {
    renderHook(() => useDocumentLanguage());
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    act(() => languageStore.getState().setLanguage('de'));
    expect(document.documentElement).toHaveAttribute('lang', 'de');
  });
});
