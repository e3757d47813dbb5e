import { describe, expect, it } from 'vitest';
import { CONDITION_OPERATORS, conditionKeys, evaluateCondition } from './condition';
import type { Condition } from './condition.schema';
import { ZCondition } from './condition.schema';

describe('evaluateCondition', () => {
  const answers = {
    grad_hs: 'Y',
    score: '1350',
    empty: '',
    cleared: null,
    ticked: true,
    unticked: false,
    term: '2027-08-01',
  };

  it.each<[Condition, boolean]>([
    [{ key: 'grad_hs', op: 'equals', target: 'Y' }, true],
    [{ key: 'grad_hs', op: 'equals', target: 'N' }, false],
    [{ key: 'missing', op: 'equals', target: 'Y' }, false],
    [{ key: 'missing', op: 'equals', target: '' }, true],
    [{ key: 'cleared', op: 'equals', target: '' }, true],
    [{ key: 'ticked', op: 'equals', target: true }, true],
    [{ key: 'unticked', op: 'equals', target: true }, false],
    [{ key: 'grad_hs', op: 'notEquals', target: 'N' }, true],
    [{ key: 'grad_hs', op: 'notEquals', target: 'Y' }, false],
    [{ key: 'missing', op: 'notEquals', target: 'N' }, true],
  ])('equals and notEquals: %j is %s', (condition, expected) => {
    expect(evaluateCondition(condition, answers)).toBe(expected);
  });

  it.each<[Condition, boolean]>([
    [{ key: 'score', op: 'lt', target: 1400 }, true],
    [{ key: 'score', op: 'lt', target: 1350 }, false],
    [{ key: 'score', op: 'lte', target: 1350 }, true],
    [{ key: 'score', op: 'lte', target: 1349 }, false],
    [{ key: 'score', op: 'gt', target: 1349 }, true],
    [{ key: 'score', op: 'gt', target: 1350 }, false],
    [{ key: 'score', op: 'gte', target: 1350 }, true],
    [{ key: 'score', op: 'gte', target: 1351 }, false],
    // numbers compare as numbers, not as text ('1350' < '200' as text)
    [{ key: 'score', op: 'gt', target: 200 }, true],
    [{ key: 'score', op: 'gt', target: '200' }, true],
    // ISO dates compare as text
    [{ key: 'term', op: 'lt', target: '2027-09-01' }, true],
    [{ key: 'term', op: 'gte', target: '2028-01-01' }, false],
    // an unanswered value satisfies no comparison
    [{ key: 'missing', op: 'lt', target: 1 }, false],
    [{ key: 'empty', op: 'gte', target: 0 }, false],
    [{ key: 'cleared', op: 'lte', target: 0 }, false],
  ])('lt, lte, gt, gte: %j is %s', (condition, expected) => {
    expect(evaluateCondition(condition, answers)).toBe(expected);
  });

  it.each<[string, boolean]>([
    ['grad_hs', true],
    ['ticked', true],
    ['missing', false],
    ['empty', false],
    ['cleared', false],
    ['unticked', false],
  ])('answered is truthy and notAnswered falsy: %s answered is %s', (key, answered) => {
    expect(evaluateCondition({ key, op: 'answered' }, answers)).toBe(answered);
    expect(evaluateCondition({ key, op: 'notAnswered' }, answers)).toBe(!answered);
  });

  it.each<[Condition, boolean]>([
    [{ key: 'grad_hs', op: 'in', target: ['Y', 'N'] }, true],
    [{ key: 'grad_hs', op: 'in', target: ['N'] }, false],
    [{ key: 'missing', op: 'in', target: ['Y'] }, false],
    [{ key: 'grad_hs', op: 'notIn', target: ['N'] }, true],
    [{ key: 'grad_hs', op: 'notIn', target: ['Y', 'N'] }, false],
    [{ key: 'missing', op: 'notIn', target: ['Y'] }, true],
  ])('in and notIn: %j is %s', (condition, expected) => {
    expect(evaluateCondition(condition, answers)).toBe(expected);
  });

  it('combines conditions with all and any', () => {
    const yes: Condition = { key: 'grad_hs', op: 'equals', target: 'Y' };
    const no: Condition = { key: 'grad_hs', op: 'equals', target: 'N' };
    expect(evaluateCondition({ all: [yes, { key: 'ticked', op: 'answered' }] }, answers)).toBe(true);
    expect(evaluateCondition({ all: [yes, no] }, answers)).toBe(false);
    expect(evaluateCondition({ any: [no, yes] }, answers)).toBe(true);
    expect(evaluateCondition({ any: [no, { all: [no] }] }, answers)).toBe(false);
    expect(conditionKeys({ any: [no, { all: [{ key: 'score', op: 'gt', target: 1 }] }] })).toEqual([
      'grad_hs',
      'score',
    ]);
  });

  it('covers every operator of the spec, and its schema refuses anything else', () => {
    expect([...CONDITION_OPERATORS].sort()).toEqual(
      ['notEquals', 'equals', 'lt', 'lte', 'gt', 'gte', 'notAnswered', 'answered', 'in', 'notIn'].sort(),
    );
    expect(ZCondition.safeParse({ key: 'grad_hs', op: 'matches', target: 'Y' }).success).toBe(false);
    expect(ZCondition.safeParse({ key: 'grad_hs', op: 'in', target: 'Y' }).success).toBe(false);
    expect(ZCondition.safeParse({ key: 'Grad HS', op: 'answered' }).success).toBe(false);
    expect(ZCondition.safeParse({ all: [] }).success).toBe(false);
  });
});
