import { useCallback, useState } from 'react';

/**
 * Raises an error of an event handler or a promise to the nearest error boundary, as a render
 * error would be: React runs the state updater while rendering, and it throws there.
 */
export function useRaiseError(): (error: unknown) => void {
  const [, setState] = useState<never>();
  return useCallback((error: unknown) => {
    setState(() => {
      throw error;
    });
  }, []);
}
