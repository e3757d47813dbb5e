import type { Profile } from '@portico/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { apiRequest } from './client';

export type { Profile };

/**
 * The signed-in student's profile, or null for an anonymous visitor. 401 (no session) and 404 (no
 * profile endpoint or no profile yet) both mean "nobody is signed in": the form is still usable.
 */
export async function getProfile(): Promise<Profile | null> {
  try {
    return await apiRequest<Profile>('GET', '/api/profile');
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return null;
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
