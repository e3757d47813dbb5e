import { z } from 'zod';
import { ZAnswerKey } from './answers.schema';

/**
 * One comparison of the current value of `key` with a target (the spec's conditional rule:
 * valueKey, operator, target). Structured data, never an expression string.
 */
export const ZSimpleCondition = z.discriminatedUnion('op', [
  z.strictObject({
    key: ZAnswerKey,
    op: z.enum(['equals', 'notEquals']),
    target: z.union([z.string(), z.boolean()]),
  }),
  z.strictObject({
    key: ZAnswerKey,
    op: z.enum(['lt', 'lte', 'gt', 'gte']),
    target: z.union([z.number(), z.string()]),
  }),
  z.strictObject({ key: ZAnswerKey, op: z.enum(['answered', 'notAnswered']) }),
  z.strictObject({ key: ZAnswerKey, op: z.enum(['in', 'notIn']), target: z.array(z.string()).min(1) }),
]);
export type SimpleCondition = z.infer<typeof ZSimpleCondition>;
/** Every one of the conditions holds. */
export const ZAllConditions = z.strictObject({
  get all() {
    return z.array(ZCondition).min(1);
  },
});
/** At least one of the conditions holds (citizenship 'when the type is 2 or deferred_action is Y'). */
export const ZAnyCondition = z.strictObject({
  get any() {
    return z.array(ZCondition).min(1);
  },
});
export const ZCondition = z.union([ZSimpleCondition, ZAllConditions, ZAnyCondition]);
export type Condition = z.infer<typeof ZCondition>;
