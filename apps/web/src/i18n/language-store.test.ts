import { describe, expect, test, vi } from 'vitest';
import { chooseLanguage, initialLanguage, LANGUAGE_STORAGE_KEY } from './language-store';

describe('a choice', () => {
  test("is kept for the tab and marks the document's language", async () => {
    await chooseLanguage('es');
    expect(sessionStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });
});

describe('the first language', () => {
  test("is the tab's choice, else the browser's first language we have, else English", () => {
    const languages = vi.spyOn(navigator, 'languages', 'get');
    languages.mockReturnValue(['fr-FR', 'es-MX', 'en-US']);
    expect(initialLanguage()).toBe('es');
    languages.mockReturnValue(['fr-FR', 'de']);
    expect(initialLanguage()).toBe('en');
    languages.mockReturnValue(['en-GB', 'es']);
    expect(initialLanguage()).toBe('en');
    sessionStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    expect(initialLanguage()).toBe('es');
    sessionStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    languages.mockReturnValue(['es']);
    expect(initialLanguage()).toBe('en');
  });
});
