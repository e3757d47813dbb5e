import { z } from 'zod';

export const ZDataModelEntry = z.strictObject({
  type: z.enum(['string', 'boolean']),
  maxLength: z.number().int().positive().optional(),
  /**
   * question: a question's answer; code: an autocomplete's code (a school's CEEB code); description:
   * a `_desc` companion; descriptionOnly: external_id and email_address.
   */
  role: z.enum(['question', 'code', 'description', 'descriptionOnly']),
  /** Whether `PUT /api/answer` may write it; description-only fields are written by the system. */
  writable: z.boolean(),
  /** The secret answer (its question is `secret`): sealed apart, never prefilled nor logged. */
  secret: z.literal(true).optional(),
});
export type DataModelEntry = z.infer<typeof ZDataModelEntry>;
