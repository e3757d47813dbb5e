import { use, type Context } from 'react';

/**
 * The value of a context that has no default: outside its provider it is a bug of ours, said with
 * the hook's name. One helper rather than a message per hook: the first visit pays for each byte.
 */
export function useProvided<T>(context: Context<T | null>, hook: string): T {
  const value = use(context);
  if (value === null) throw new Error(`${hook} is used outside its provider`);
  return value;
}
