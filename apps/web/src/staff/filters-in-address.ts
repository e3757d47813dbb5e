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

/** A filter form's submit: its fields that are not empty, trimmed, become the query of `pathname`. */
export function useSubmitToAddress(pathname: string): (event: FormEvent<HTMLFormElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value.trim() !== '') params.set(name, value.trim());
    }
    navigate({ pathname, search: params.size > 0 ? `?${params}` : '' });
  };
}
