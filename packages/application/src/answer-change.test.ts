import { describe, expect, it } from 'vitest';
import { keysClearedByChange, keysFilledByAutocomplete } from './answer-change';
import { APPLICATION } from './definition/application';
import { indexDefinition } from './form-tree';

describe('keysClearedByChange', () => {
  it('clears a conditional dropdown and its _desc when the controlling answer changes from one value to another', () => {
    expect(keysClearedByChange(APPLICATION, 'country', 'USA', 'CAN')).toEqual(['state', 'state_desc']);
    expect(keysClearedByChange(APPLICATION, 'mailing_country', 'CAN', 'USA')).toEqual([
      'mailing_state',
      'mailing_state_desc',
    ]);
    expect(keysClearedByChange(APPLICATION, 'deferred_action', 'Y', 'N')).toEqual([
      'immigrant_category',
      'immigrant_category_desc',
    ]);
  });

  it('clears nothing on a first answer, an unchanged answer or a key that controls nothing', () => {
    expect(keysClearedByChange(APPLICATION, 'country', '', 'USA')).toEqual([]);
    expect(keysClearedByChange(APPLICATION, 'country', undefined, 'USA')).toEqual([]);
    expect(keysClearedByChange(APPLICATION, 'country', 'USA', 'USA')).toEqual([]);
    expect(keysClearedByChange(APPLICATION, 'city', 'Athens', 'Rome')).toEqual([]);
  });
});

describe('keysFilledByAutocomplete', () => {
  it("lists a school search's filled keys, the _desc of its dropdowns and its code", () => {
    const search = indexDefinition(APPLICATION).byKey.get('hs_name')?.question;
    if (search?.kind !== 'autocomplete') throw new Error('hs_name is an autocomplete');
    expect(keysFilledByAutocomplete(APPLICATION, search).sort()).toEqual(
      [
        'hs_address_line_1',
        'hs_city',
        'hs_state',
        'hs_state_desc',
        'hs_zip',
        'hs_country',
        'hs_country_desc',
        'hs_ceeb',
      ].sort(),
    );
  });

  it("lists an address's filled keys", () => {
    const line1 = indexDefinition(APPLICATION).byKey.get('parent_2_address_line_1')?.question;
    if (line1?.kind !== 'autocomplete') throw new Error('parent_2_address_line_1 is an autocomplete');
    expect(keysFilledByAutocomplete(APPLICATION, line1)).toEqual([
      'parent_2_address_line_2',
      'parent_2_city',
      'parent_2_state',
      'parent_2_state_desc',
      'parent_2_zip',
      'parent_2_country',
      'parent_2_country_desc',
    ]);
  });
});
