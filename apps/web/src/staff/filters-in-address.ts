import type { FormEvent } from 'react';
import { useNavigate } from '../navigation/router';

/**
 * The staff screens keep their search, filters and period in the address, so that Back from an
 * application keeps them and a screen can be linked as it is shown.
 */

/** The values of `names` in the address's query (`search`), trimmed, the empty ones left out. */
export function valuesIn<Name extends string>(
  search: string,
  names: readonly Name[],
): Partial<Record<Name, string>> {
  const params = new URLSearchParams(search);
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = params.get(name)?.trim();
      return value ? [[name, value]] : [];
    }),
  ) as Partial<Record<Name, string>>;
}

/** The query of an address holding `values`, the empty and undefined ones left out: `?a=1&b=2`, or ''. */
export function searchOf(values: Readonly<Record<string, string | undefined>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) params.set(name, value);
  return params.size > 0 ? `?${params}` : '';
}

/** A filter form's submit: its fields that are not empty, trimmed, become the query of `pathname`. */
export function useSubmitToAddress(pathname: string): (event: FormEvent<HTMLFormElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    event.preventDefault();
    const values: Record<string, string> = {};
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') values[name] = value.trim();
    }
    navigate({ pathname, search: searchOf(values) });
  };
}
