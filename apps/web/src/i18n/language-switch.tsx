import { LANGUAGE_NAMES, type Language } from '@portico/application';
import { Button } from '../ui/button';
import { chooseLanguage, useLanguageTexts } from './language-store';

/**
 * The header's switch to the other language (issue 32), as USWDS's two-language selector: a
 * button named in the language it switches to ('Español', 'English') and marked with that `lang`,
 * so that a screen reader says it in that language. The same element before and after the switch,
 * so the focus stays on it; nothing below is remounted, so no answer is lost. Until Spanish has
 * arrived the screens stay English and the button still works.
 */
export function LanguageSwitch({ onChoose }: { onChoose: (language: Language) => void }) {
  const { language } = useLanguageTexts();
  const other: Language = language === 'en' ? 'es' : 'en';
  return (
    <Button
      variant="secondary"
      className="language-switch"
      lang={other}
      onClick={() => {
        onChoose(other);
        chooseLanguage(other).catch(() => {
          // Spanish could not be fetched (offline): the page stays English and the switch tries
          // again when pressed.
        });
      }}
    >
      {LANGUAGE_NAMES[other]}
    </Button>
  );
}
