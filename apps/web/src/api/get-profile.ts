import type { Profile } from '@portico/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { callApi } from './client';

export type { Profile };

/**
 * The signed-in student's profile, or null for an anonymous visitor: 401 (no session) means that
 * nobody is signed in, and the form is still usable. Any other failure goes to the error boundary.
 */
export async function getProfile(): Promise<Profile | null> {
  try {
    return await callApi('profile');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const profileQueryOptions = queryOptions({
  queryKey: ['profile'],
  queryFn: getProfile,
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
