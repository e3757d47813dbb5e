import type { AuthRoute } from '@portico/application';
import { createContext, useContext } from 'react';

export type PreloadScreen = (path: AuthRoute) => void;

/**
 * Starts fetching an account screen's code before the user asks for it (Sign In
 * and Create Account preload on hover). The routes own the lazy imports; app/ provides them here,
 * so that the header can preload a screen without importing the routes or the screens.
 */
export const ScreenPreloadContext = createContext<PreloadScreen>(() => {});

export function usePreloadScreen(): PreloadScreen {
  return useContext(ScreenPreloadContext);
}
