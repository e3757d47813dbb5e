/**
 * Watches this thread's event loop with a timer every `everyMs`: `stop()` ends the watch and gives
 * the longest time between two ticks, which work on this thread (not on a worker) stretches.
 */
export function watchEventLoop(everyMs: number): { stop: () => number } {
  let longestPause = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    longestPause = Math.max(longestPause, now - last);
    last = now;
  }, everyMs);
  return {
    stop() {
      clearInterval(ticker);
      return longestPause;
    },
  };
}
