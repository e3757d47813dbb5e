import { MESSAGES } from '@portico/application';
import { ES } from '@portico/application/catalogue-es';
import { describe, expect, test } from 'vitest';
import { waitFor } from '@testing-library/react';
import { chooseLanguage } from '../i18n/language-store';
import { createAnswersStore } from './answers-store';
import { createAnswersValidation } from './answers-validation';

describe('live validation', () => {
  test('words its messages in the language shown, again when the applicant switches (issue 32)', async () => {
    const store = createAnswersStore();
    const validation = createAnswersValidation(store);
    const stop = validation.startLiveValidation();
    try {
      // A required question left empty: its message is its label, in the application's words.
      await waitFor(() => expect(store.getState().errors.first_name).toEqual([MESSAGES.legalFirstName]));

      await chooseLanguage('es');
      await waitFor(() => expect(store.getState().errors.first_name).toEqual([ES.messages.legalFirstName]));

      await chooseLanguage('en');
      await waitFor(() => expect(store.getState().errors.first_name).toEqual([MESSAGES.legalFirstName]));
    } finally {
      stop();
    }
  });
});
