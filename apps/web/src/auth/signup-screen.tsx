import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, MESSAGES } from '@portico/application';
import { ZSignupRequest, type SignupRequest } from '@portico/contracts';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from '../navigation/router';
import { useSignUp } from '../api/sign-up';
import { readTitle } from '../navigation/navigation-state';
import { AuthCard } from './auth-card';
import { EmailField, PasswordField } from './auth-field';
import { CardFooter } from './card-footer';
import { trimmed } from './field-options';
import { PasswordChecklist } from './password-checklist';
import { newPasswordError } from './password-error';
import { SubmitButton } from './submit-button';
import { useCardSubmit } from './use-card-submit';
import { useAuthNavigation } from './use-auth-navigation';

const FIELDS = ['username', 'password'] as const;

/**
 * Sign Up, titled Create Account when the account popover links here.
 * The checklist follows the password as it is typed; fields are checked when left and on submit.
 */
export function SignupScreen() {
  const { state } = useLocation();
  const header = readTitle(state) ?? MESSAGES.signupCardHeader;
  const checklistId = useId();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<SignupRequest>({
    resolver: zodResolver(ZSignupRequest),
    mode: 'onTouched',
    defaultValues: { username: '', password: '' },
  });
  const [username, password] = useWatch({ control, name: ['username', 'password'] });
  const signUp = useSignUp();
  const goTo = useAuthNavigation();

  const onSubmit = handleSubmit(
    useCardSubmit({
      card: header,
      mutation: signUp,
      fields: FIELDS,
      setError,
      onSuccess: ({ message }, values) => {
        void goTo('/confirm', { username: values.username, successMessage: message });
      },
    }),
  );

  return (
    <AuthCard
      header={header}
      footer={
        <CardFooter prompt={MESSAGES.signupFooterPrompt} to="/login">
          {MESSAGES.loginCardHeader}
        </CardFooter>
      }
    >
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <EmailField error={errors.username?.message} {...register('username', trimmed)} />
        <PasswordField
          label={MESSAGES.passwordLabel}
          autoComplete="new-password"
          maxLength={LIMITS.passwordMaxLength}
          describedBy={checklistId}
          error={newPasswordError(errors.password)}
          {...register('password')}
        />
        <PasswordChecklist id={checklistId} password={password} email={username} />
        <SubmitButton pending={signUp.isPending} />
      </form>
    </AuthCard>
  );
}
