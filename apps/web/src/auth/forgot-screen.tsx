import { ZForgotPasswordRequest } from '@portico/contracts';
import { useForgotPassword } from '../api/forgot-password';
import { useCatalogue } from '../i18n/language-store';
import { useToast } from '../ui/toast';
import { AuthCard } from './auth-card';
import { EmailField } from './auth-field';
import { trimmed } from './field-options';
import { SubmitButton } from './submit-button';
import { useCardSubmit } from './use-card-submit';
import { useSchemaForm } from '../ui/use-schema-form';

const FIELDS = ['username'] as const;

/**
 * Forgot Password. The server answers alike for any address, so the card
 * stays where it is and shows that answer as a Success toast the user can close.
 */
export function ForgotScreen() {
  const { messages } = useCatalogue();
  const { register, handleSubmit, setError, formState } = useSchemaForm(
    ZForgotPasswordRequest,
    { username: '' },
    'onTouched',
  );
  const { errors } = formState;
  const forgot = useForgotPassword();
  const toast = useToast();

  const onSubmit = handleSubmit(
    useCardSubmit({
      card: messages.forgotCardHeader,
      mutation: forgot,
      fields: FIELDS,
      setError,
      onSuccess: ({ message }) => {
        toast.success(message);
      },
    }),
  );

  return (
    <AuthCard
      header={messages.forgotCardHeader}
      footer={{ prompt: messages.forgotFooterPrompt, to: '/login', link: messages.loginCardHeader }}
    >
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <EmailField error={errors.username?.message} {...register('username', trimmed)} />
        <SubmitButton pending={forgot.isPending} />
      </form>
    </AuthCard>
  );
}
