import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@portico/application';
import { ZForgotPasswordRequest, type ForgotPasswordRequest } from '@portico/contracts';
import { useForm } from 'react-hook-form';
import { useForgotPassword } from '../api/forgot-password';
import { useToast } from '../ui/toast';
import { AuthCard } from './auth-card';
import { EmailField } from './auth-field';
import { CardFooter } from './card-footer';
import { trimmed } from './field-options';
import { SubmitButton } from './submit-button';
import { useCardSubmit } from './use-card-submit';

const FIELDS = ['username'] as const;

/**
 * Forgot Password. The server answers alike for any address, so the card
 * stays where it is and shows that answer as a Success toast the user can close.
 */
export function ForgotScreen() {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(ZForgotPasswordRequest),
    mode: 'onTouched',
    defaultValues: { username: '' },
  });
  const forgot = useForgotPassword();
  const toast = useToast();

  const onSubmit = handleSubmit(
    useCardSubmit({
      card: MESSAGES.forgotCardHeader,
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
      header={MESSAGES.forgotCardHeader}
      footer={
        <CardFooter prompt={MESSAGES.forgotFooterPrompt} to="/login">
          {MESSAGES.loginCardHeader}
        </CardFooter>
      }
    >
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <EmailField error={errors.username?.message} {...register('username', trimmed)} />
        <SubmitButton pending={forgot.isPending} />
      </form>
    </AuthCard>
  );
}
