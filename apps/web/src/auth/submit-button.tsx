import { useCatalogue } from '../i18n/language-store';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

/**
 * The card's 'Submit' with its loading state. While the request runs it is aria-busy and
 * aria-disabled, and the form ignores further submits. Not the disabled attribute: a focused
 * button that becomes disabled drops the keyboard focus to the page (HTML's focus fixup), and a
 * keyboard user who pressed it would have to find the way back.
 */
export function SubmitButton({ pending }: { pending: boolean }) {
  const { messages } = useCatalogue();
  return (
    <Button
      type="submit"
      size="submit"
      className="auth-form__submit"
      aria-busy={pending || undefined}
      aria-disabled={pending || undefined}
    >
      {pending && <Spinner size="s" label={null} />}
      {messages.submit}
    </Button>
  );
}
