import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form checked by its request's schema. 'onTouched': a field is checked when left, then as it is
 * typed in. 'onSubmit': the reduced mode of the sign-in cards, where nothing is checked while
 * typing, only when the form is sent.
 */
export function useSchemaForm<Values extends FieldValues>(
  schema: z.ZodType<Values, Values>,
  defaultValues: DefaultValues<Values>,
  checkOn: 'onTouched' | 'onSubmit',
) {
  return useForm<Values>({
    resolver: zodResolver(schema),
    mode: checkOn,
    ...(checkOn === 'onSubmit' ? { reValidateMode: 'onSubmit' } : {}),
    defaultValues,
  });
}
