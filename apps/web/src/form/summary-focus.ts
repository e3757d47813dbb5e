import { useSyncExternalStore } from 'react';

/*
 * A submit that finds errors asks the summary to take focus again, even when it is already shown
 * (GOV.UK: the summary is focused after every failed submission, not only when it first appears).
 */
let summaryFocusRequests = 0;
const focusListeners = new Set<() => void>();

export function requestSummaryFocus(): void {
  summaryFocusRequests += 1;
  for (const listener of focusListeners) listener();
}

function subscribeFocus(listener: () => void): () => void {
  focusListeners.add(listener);
  return () => focusListeners.delete(listener);
}

const readFocusRequests = () => summaryFocusRequests;

export function useSummaryFocusRequests(): number {
  return useSyncExternalStore(subscribeFocus, readFocusRequests, readFocusRequests);
}
