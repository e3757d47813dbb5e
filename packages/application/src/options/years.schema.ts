import { z } from 'zod';

/**
 * A year list as the definition declares it: `count` years from a start going into the past or the
 * future. The start is the current year moved by `startOffset` (default 0), so that the definition
 * never needs a yearly edit: a graduation year list can start four years ahead.
 */
export const ZYearListSpec = z.strictObject({
  direction: z.enum(['past', 'future']),
  count: z.number().int().min(1).max(150),
  startOffset: z.number().int().min(-150).max(150).optional(),
});
export type YearListSpec = z.infer<typeof ZYearListSpec>;
