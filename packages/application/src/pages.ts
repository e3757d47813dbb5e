/** The three steps of the application, in order. */
export const PAGES = [
  { id: 'about', path: '/about', step: 1, title: 'About You' },
  { id: 'education', path: '/education', step: 2, title: 'Your Academics' },
  { id: 'final-steps', path: '/final-steps', step: 3, title: 'Final Steps' },
] as const;

export type Page = (typeof PAGES)[number];
export type PageId = Page['id'];
export type FormRoute = Page['path'];

export const DEFAULT_ROUTE: FormRoute = '/about';
export const COMPLETION_ROUTE = '/completion';
/** Every answer on one page before Submit (issue 16; GOV.UK's 'Check your answers'). */
export const CHECK_ANSWERS_ROUTE = '/check-your-answers';
export const AUTH_ROUTES = ['/signup', '/confirm', '/login', '/forgot', '/reset'] as const;
export type AuthRoute = (typeof AUTH_ROUTES)[number];
export const LOGIN_ROUTE: AuthRoute = '/login';

/** The step-navigation label: '1 About You', '2 Your Academics', '3 Final Steps'. */
export function stepLabel(page: Page): string {
  return `${page.step} ${page.title}`;
}

export function pageForPath(path: string): Page | undefined {
  return PAGES.find((page) => page.path === path);
}

/** A page's route, as the address bar and `last_page` hold it. */
export function pagePath(id: PageId): FormRoute {
  return PAGES.find((page) => page.id === id)!.path;
}

export function isAuthRoute(path: string): path is AuthRoute {
  return (AUTH_ROUTES as readonly string[]).includes(path);
}
