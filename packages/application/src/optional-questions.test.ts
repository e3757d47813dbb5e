import { describe, expect, it } from 'vitest';
import { APPLICATION } from './definition/application';
import { optionalQuestionKeys } from './optional-questions';
import { CROSS_FIELD_RULES } from './validation/validate-application';

describe('optionalQuestionKeys', () => {
  const optional = optionalQuestionKeys(APPLICATION);

  it('marks the questions an applicant may leave blank, and no required one', () => {
    expect(optional).toContain('middle_name');
    expect(optional).toContain('address_line_2');
    expect(optional).toContain('first_gen_student');
    expect(optional).toContain('conviction_comment');
    // Every upload, the transcript too though it sits in the school-or-GED tabs; no other tab question.
    for (const upload of ['hs_transcript', 'fee_waiver_letter', 'conduct_explanation'])
      expect(optional).toContain(upload);
    expect(optional).not.toContain('hs_name');
    for (const required of ['first_name', 'city', 'state', 'zip', 'deferred_action', 'legal_agree'])
      expect(optional).not.toContain(required);
  });

  it('marks no question that a rule across answers may ask for (the phones, a started college)', () => {
    // The GPA's rule checks its shape and the exclusive boxes' their company: neither asks for an answer.
    const asking = CROSS_FIELD_RULES.filter((rule) => rule.id !== 'gpa' && !rule.id.startsWith('exclusive'));
    const asked = asking.flatMap((rule) => rule.keys).filter((key) => optional.has(key));
    expect(asking.length).toBeGreaterThan(1);
    expect(asked).toEqual([]);
  });
});
