import { zodResolver } from '@hookform/resolvers/zod';
import { formatMessage, isValidEmail, MESSAGES } from '@portico/application';
import { ZConfirmRequest, type ConfirmRequest } from '@portico/contracts';
import { useForm } from 'react-hook-form';
import { useLocation } from '../navigation/router';
import { useConfirmAccount } from '../api/confirm-account';
import { readUsername } from '../navigation/navigation-state';
import { Button } from '../ui/button';
import { useToast } from '../ui/toast';
import { AuthCard } from './auth-card';
import { EmailField, TextField } from './auth-field';
import { CardFooter } from './card-footer';
import { trimmed } from './field-options';
import { SubmitButton } from './submit-button';
import { useCardSubmit } from './use-card-submit';
import { useAuthNavigation } from './use-auth-navigation';
import { useResendCode } from './use-resend-code';

const FIELDS = ['username', 'code'] as const;

/**
 * Confirm Your Account. The e-mail address usually arrives in navigation
 * state (after sign-up or a resend); someone who comes back later types it in.
 */
export function ConfirmScreen() {
  const { state } = useLocation();
  const arrivedWith = readUsername(state);
  const knownUsername = arrivedWith && isValidEmail(arrivedWith) ? arrivedWith : undefined;
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    formState: { errors },
  } = useForm<ConfirmRequest>({
    resolver: zodResolver(ZConfirmRequest),
    mode: 'onTouched',
    defaultValues: { username: knownUsername ?? '', code: '' },
  });
  const confirm = useConfirmAccount();
  const goTo = useAuthNavigation();
  const toast = useToast();
  const resend = useResendCode({ onConfirmCard: true });

  const onSubmit = handleSubmit(
    useCardSubmit({
      card: MESSAGES.confirmCardHeader,
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
        ? toast.error(message, MESSAGES.resendErrorTitle)
        : setError('username', { type: 'resend', message }, { shouldFocus: true }),
    );
  };

  return (
    <AuthCard
      header={MESSAGES.confirmCardHeader}
      footer={
        <CardFooter prompt={MESSAGES.confirmFooterPrompt} to="/login">
          {MESSAGES.loginCardHeader}
        </CardFooter>
      }
    >
      {knownUsername && <p className="auth-card__intro">{formatMessage.confirmCodeSentTo(knownUsername)}</p>}
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        {!knownUsername && <EmailField error={errors.username?.message} {...register('username', trimmed)} />}
        <TextField
          label={MESSAGES.confirmationCodeLabel}
          hint={MESSAGES.confirmationCodeHint}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={errors.code?.message}
          {...register('code', trimmed)}
        />
        <div className="auth-form__links">
          <Button
            variant="link"
            onClick={resendCode}
            aria-busy={resend.pending || undefined}
            aria-disabled={resend.pending || undefined}
          >
            {MESSAGES.resendCodeButton}
          </Button>
        </div>
        <SubmitButton pending={confirm.isPending} />
      </form>
    </AuthCard>
  );
}
