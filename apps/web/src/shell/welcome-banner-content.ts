import type { Messages } from '@portico/application';

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
 * quick-decision note, which belongs to the second visit (docs/decisions.md). In the words of
 * `messages`, the language shown.
 */
export function welcomeBannerContent(
  { isLoggedIn, loginCount, isSubmitted, hasChangedPage, isServiceUser }: WelcomeBannerInput,
  messages: Messages,
): WelcomeBannerContent | null {
  if (isServiceUser || isSubmitted) return null;
  if (isLoggedIn && hasChangedPage && loginCount >= 3) return null;
  if (!isLoggedIn || loginCount < 1)
    return { title: messages.bannerFirstTime, note: messages.bannerFirstTimeNote };
  if (loginCount === 1) return { title: messages.bannerWelcome };
  if (loginCount === 2) return { title: messages.bannerWelcomeBack, note: messages.bannerWelcomeBackNote };
  return { title: messages.bannerWelcomeBack };
}
