import { describe, expect, test, vi } from 'vitest';
import { chooseLanguage, initialLanguage, LANGUAGE_STORAGE_KEY, startLanguage } from './language-store';

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

describe('the language of the first render (issue 32)', () => {
  test("is a signed-in applicant's account's in a new tab, whatever the browser's", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    const account = vi.fn(async () => 'es' as const);
    await startLanguage(undefined, account);
    expect(account).toHaveBeenCalledOnce();
    expect(document.documentElement.lang).toBe('es');
    // Kept for the tab: its next page asks nothing.
    expect(sessionStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
  });

  test("is the tab's choice before the account's, which is then not asked", async () => {
    sessionStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const account = vi.fn(async () => 'es' as const);
    await startLanguage(undefined, account);
    expect(account).not.toHaveBeenCalled();
    expect(document.documentElement.lang).toBe('en');
  });

  test("is the browser's when the account cannot say (no session), and a fixed page's always", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX']);
    await startLanguage(undefined, () => Promise.reject(new Error('401')));
    expect(document.documentElement.lang).toBe('es');
    expect(sessionStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    const account = vi.fn(async () => 'es' as const);
    await startLanguage('en', account);
    expect(account).not.toHaveBeenCalled();
    expect(document.documentElement.lang).toBe('en');
  });
});
