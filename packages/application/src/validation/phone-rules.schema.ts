import { z } from 'zod';

/** The message set of a phone schema, by the spec's names. */
export const ZPhoneMessages = z.strictObject({
  validHome: z.string().min(1),
  validMobile: z.string().min(1),
  oneRequired: z.string().min(1),
  optIn: z.string().min(1),
});
export type PhoneMessages = z.infer<typeof ZPhoneMessages>;
