import { useCatalogue } from '../i18n/language-store';
import { Button } from '../ui/button';

/**
 * 'Resend confirmation code?' of the login and confirm cards, a link-styled button. While the
 * resend is out it is aria-busy and aria-disabled rather than disabled, as the Submit button is.
 */
export function ResendCodeButton({ pending, onClick }: { pending: boolean; onClick: () => void }) {
  const { messages } = useCatalogue();
  return (
    <Button
      variant="link"
      onClick={onClick}
      aria-busy={pending || undefined}
      aria-disabled={pending || undefined}
    >
      {messages.resendCodeButton}
    </Button>
  );
}
