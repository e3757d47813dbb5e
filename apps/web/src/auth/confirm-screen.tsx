import { isValidEmail } from '@portico/application';
import { ZConfirmRequest } from '@portico/contracts';
import { useCatalogue } from '../i18n/language-store';
import { useLocation } from '../navigation/router';
import { useConfirmAccount } from '../api/confirm-account';
import { readUsername } from '../navigation/navigation-state';
import { useToast } from '../ui/toast';
import { AuthCard } from './auth-card';
import { EmailField, OneTimeCodeField } from './auth-field';
import { trimmed } from './field-options';
import { SubmitButton } from './submit-button';
import { useCardSubmit } from './use-card-submit';
import { useAuthNavigation } from './use-auth-navigation';
import { ResendCodeButton } from './resend-code-button';
import { useResendCode } from './use-resend-code';
import { useSchemaForm } from '../ui/use-schema-form';

const FIELDS = ['username', 'code'] as const;

/**
 * Confirm Your Account. The e-mail address usually arrives in navigation
 * state (after sign-up or a resend); someone who comes back later types it in.
 */
export function ConfirmScreen() {
  const { messages, format } = useCatalogue();
  const { state } = useLocation();
  const arrivedWith = readUsername(state);
  const knownUsername = arrivedWith && isValidEmail(arrivedWith) ? arrivedWith : undefined;
  const { register, handleSubmit, setError, clearErrors, getValues, formState } = useSchemaForm(
    ZConfirmRequest,
    { username: knownUsername ?? '', code: '' },
    'onTouched',
  );
  const { errors } = formState;
  const confirm = useConfirmAccount();
  const goTo = useAuthNavigation();
  const toast = useToast();
  const resend = useResendCode({ onConfirmCard: true });

  const onSubmit = handleSubmit(
    useCardSubmit({
      card: messages.confirmCardHeader,
      mutation: confirm,
      fields: FIELDS,
      setError,
      onSuccess: ({ message }, values) => {
        void goTo('/login', { username: values.username, successMessage: message });
      },
    }),
  );

  const resendCode = () => {
    clearErrors('username');
    resend.send(getValues('username'), (message) =>
      knownUsername
        ? toast.error(message, messages.resendErrorTitle)
        : setError('username', { type: 'resend', message }, { shouldFocus: true }),
    );
  };

  return (
    <AuthCard
      header={messages.confirmCardHeader}
      footer={{ prompt: messages.confirmFooterPrompt, to: '/login', link: messages.loginCardHeader }}
    >
      {knownUsername && <p className="auth-card__intro">{format.confirmCodeSentTo(knownUsername)}</p>}
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        {!knownUsername && <EmailField error={errors.username?.message} {...register('username', trimmed)} />}
        <OneTimeCodeField
          label={messages.confirmationCodeLabel}
          hint={messages.confirmationCodeHint}
          error={errors.code?.message}
          {...register('code', trimmed)}
        />
        <div className="auth-form__links">
          <ResendCodeButton pending={resend.pending} onClick={resendCode} />
        </div>
        <SubmitButton pending={confirm.isPending} />
      </form>
    </AuthCard>
  );
}
