import { MESSAGES } from '@portico/application';
import { describe, expect, it } from 'vitest';
import { welcomeBannerContent, type WelcomeBannerInput } from './welcome-banner-content';

const base: WelcomeBannerInput = {
  isLoggedIn: true,
  loginCount: 1,
  isSubmitted: false,
  hasChangedPage: false,
  isServiceUser: false,
};

describe('welcomeBannerContent', () => {
  it('greets by login count', () => {
    expect(welcomeBannerContent({ ...base, isLoggedIn: false, loginCount: 0 }, MESSAGES)?.title).toBe(
      'First time here?',
    );
    expect(welcomeBannerContent({ ...base, loginCount: 0 }, MESSAGES)?.title).toBe('First time here?');
    expect(welcomeBannerContent({ ...base, loginCount: 1 }, MESSAGES)).toEqual({ title: 'Welcome!' });
    expect(welcomeBannerContent({ ...base, loginCount: 2 }, MESSAGES)).toEqual({
      title: 'Welcome Back!',
      note: MESSAGES.bannerWelcomeBackNote,
    });
    expect(welcomeBannerContent({ ...base, loginCount: 3 }, MESSAGES)).toEqual({ title: 'Welcome Back!' });
  });

  it('hides once submitted, for service users, and after a change of page from the third login on', () => {
    expect(welcomeBannerContent({ ...base, isSubmitted: true }, MESSAGES)).toBeNull();
    expect(
      welcomeBannerContent({ ...base, isLoggedIn: false, loginCount: 0, isServiceUser: true }, MESSAGES),
    ).toBeNull();
    expect(welcomeBannerContent({ ...base, loginCount: 3, hasChangedPage: true }, MESSAGES)).toBeNull();
    expect(welcomeBannerContent({ ...base, loginCount: 7, hasChangedPage: true }, MESSAGES)).toBeNull();
    // Fewer logins, or not logged in: a change of page does not hide it.
    expect(welcomeBannerContent({ ...base, loginCount: 2, hasChangedPage: true }, MESSAGES)?.title).toBe(
      'Welcome Back!',
    );
    expect(
      welcomeBannerContent({ ...base, isLoggedIn: false, loginCount: 0, hasChangedPage: true }, MESSAGES)
        ?.title,
    ).toBe('First time here?');
  });
});
