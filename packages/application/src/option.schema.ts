import { z } from 'zod';

/**
 * A value/label pair: every option list of the product has this shape. A module of its own so
 * that both the questions and the site configuration, which holds questions (its rubric), can
 * read it without a cycle.
 */
export const ZOption = z.object({
  value: z.string(),
  label: z.string().min(1),
});
export type Option = z.infer<typeof ZOption>;
