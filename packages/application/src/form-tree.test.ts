import { describe, expect, it } from 'vitest';
import { APPLICATION } from './definition/application';
import { addAnotherLimits, pageOfKey, tabChoices } from './form-tree';

describe('the form tree of the application', () => {
  it('knows the add-another buttons and tabs the server accepts', () => {
    expect([...addAnotherLimits(APPLICATION)]).toEqual([['prior_colleges', 9]]);
    expect([...tabChoices(APPLICATION)]).toEqual([
      ['phone_numbers', ['us_phone', 'international_phone']],
      ['transcript_copy', ['upload_transcript', 'school_sends_transcript']],
    ]);
  });

  it('finds the page of a key, its _desc companion and an autocomplete code', () => {
    expect(pageOfKey(APPLICATION, 'legal_agree')).toBe('final-steps');
    expect(pageOfKey(APPLICATION, 'gender_desc')).toBe('about');
    expect(pageOfKey(APPLICATION, 'college_3_ceeb')).toBe('education');
    expect(pageOfKey(APPLICATION, 'external_id')).toBeUndefined();
  });
});
