import { MESSAGES } from '@portico/application';

export type WelcomeBannerInput = {
  isLoggedIn: boolean;
  loginCount: number;
  isSubmitted: boolean;
  hasChangedPage: boolean;
  isServiceUser: boolean;
};

export type WelcomeBannerContent = { title: string; note?: string };

/**
 * The banner by login count, and when it hides. The spec says what 1 and 2 logins
 * show; from 3 logins on, until the user changes page, it keeps 'Welcome Back!' without the
 * quick-decision note, which belongs to the second visit (docs/decisions.md).
 */
export function welcomeBannerContent({
  isLoggedIn,
  loginCount,
  isSubmitted,
  hasChangedPage,
  isServiceUser,
}: WelcomeBannerInput): WelcomeBannerContent | null {
  if (isServiceUser || isSubmitted) return null;
  if (isLoggedIn && hasChangedPage && loginCount >= 3) return null;
  if (!isLoggedIn || loginCount < 1)
    return { title: MESSAGES.bannerFirstTime, note: MESSAGES.bannerFirstTimeNote };
  if (loginCount === 1) return { title: MESSAGES.bannerWelcome };
  if (loginCount === 2) return { title: MESSAGES.bannerWelcomeBack, note: MESSAGES.bannerWelcomeBackNote };
  return { title: MESSAGES.bannerWelcomeBack };
}
