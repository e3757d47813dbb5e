import { z } from 'zod';

export const ZHealth = z.object({
  status: z.literal('ok'),
});
export type Health = z.infer<typeof ZHealth>;
