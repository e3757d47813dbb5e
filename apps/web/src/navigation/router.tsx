import type { Action, History, Location, To } from 'history';
import {
  createContext,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useProvided } from '../ui/use-provided';

/**
 * Navigation for the whole app: the session history comes from `history` (entries with state, a
 * key each, and how the user got there: PUSH, REPLACE or POP for Back and Forward); the routes are
 * a table of the spec's paths (app/routes.tsx). The first visit downloads one kilobyte of router
 * instead of a data router's thirty (docs/decisions.md, 'Navigation').
 *
 * A navigation renders in a transition: the screen on show stays until the next one's code has
 * loaded, instead of a spinner flashing in between.
 */
export { Action as NavigationType, createBrowserHistory, createMemoryHistory } from 'history';
export type { History, Location, To };

type Rendered = { location: Location; action: Action };

const HistoryContext = createContext<History | null>(null);
const RenderedContext = createContext<Rendered | null>(null);

const useHistory = (): History => useProvided(HistoryContext, 'A navigation hook');

const useRendered = (): Rendered => useProvided(RenderedContext, 'A navigation hook');

/** The location on screen: its path, query, hash, navigation state and key. */
export function useLocation(): Location {
  return useRendered().location;
}

/** How the user reached the location on screen: POP (first load, Back, Forward), PUSH or REPLACE. */
export function useNavigationType(): Action {
  return useRendered().action;
}

/** Whether the location on screen is the current one: false while the next screen is loading. */
export function useNavigationIdle(): boolean {
  return useHistory().location === useRendered().location;
}

export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

export type NavigateOptions = { replace?: boolean; state?: unknown };
export type NavigateFunction = (to: To, options?: NavigateOptions) => void;

export function useNavigate(): NavigateFunction {
  const history = useHistory();
  return useCallback(
    (to, { replace = false, state = null } = {}) =>
      replace ? history.replace(to, state) : history.push(to, state),
    [history],
  );
}

/** Navigates once it has rendered (a redirect), once however often it renders again before it goes. */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const navigated = useRef(false);
  useEffect(() => {
    if (navigated.current) return;
    navigated.current = true;
    navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}

/** The router: renders the history's current entry and follows it. */
export function HistoryRouter({ history, children }: { history: History; children: ReactNode }) {
  const [rendered, setRendered] = useState<Rendered>(() => ({
    location: history.location,
    action: history.action,
  }));
  // Before any child's effect can navigate: a redirect navigates in a passive effect (Navigate).
  useLayoutEffect(() => history.listen((update) => startTransition(() => setRendered(update))), [history]);

  return (
    <HistoryContext value={history}>
      <RenderedContext value={rendered}>{children}</RenderedContext>
    </HistoryContext>
  );
}

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string; replace?: boolean; state?: unknown };

/** A click the browser should handle itself: a new tab or window, a download, another button. */
function isBrowserClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const { button, metaKey, altKey, ctrlKey, shiftKey, currentTarget } = event;
  const target = currentTarget.getAttribute('target');
  return button !== 0 || metaKey || altKey || ctrlKey || shiftKey || (!!target && target !== '_self');
}

/** An in-app link: a plain <a href>, which a click follows without reloading the page. */
export function Link({ to, replace, state, onClick, children, ...props }: LinkProps) {
  const navigate = useNavigate();
  return (
    <a
      href={to}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || isBrowserClick(event)) return;
        event.preventDefault();
        navigate(to, { replace, state });
      }}
    >
      {children}
    </a>
  );
}

/** A link that says whether it is the page on screen (aria-current="page"). */
export function NavLink(props: LinkProps) {
  const { pathname } = useLocation();
  return <Link {...props} aria-current={pathname === props.to ? 'page' : undefined} />;
}
