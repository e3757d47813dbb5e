import { zodResolver } from '@hookform/resolvers/zod';
import { isValidEmail, LIMITS, MESSAGES } from '@portico/application';
import { ZResetPasswordRequest, type ResetPasswordRequest } from '@portico/contracts';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from '../navigation/router';
import { useResetPassword } from '../api/reset-password';
import { carryAnswers } from '../navigation/navigation-state';
import { AuthCard, CardAlert } from './auth-card';
import { PasswordField } from './auth-field';
import { CardFooter } from './card-footer';
import { PasswordChecklist } from './password-checklist';
import { newPasswordError } from './password-error';
import { SubmitButton } from './submit-button';
import { useCardSubmit } from './use-card-submit';
import { useAuthNavigation } from './use-auth-navigation';

const FIELDS = ['password', 'confirm_password'] as const;

/**
 * Reset Password, opened from the e-mailed link /reset?username=…&id=….
 * The address and the id come from the query, not from fields. A link that lacks either, or that
 * the server refuses (used, expired), says so and points to Forgot password.
 */
export function ResetScreen() {
  const { state } = useLocation();
  const params = useSearchParams();
  const username = params.get('username') ?? '';
  const id = params.get('id') ?? '';
  const checklistId = useId();
  const [linkRefused, setLinkRefused] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<ResetPasswordRequest>({
    resolver: zodResolver(ZResetPasswordRequest),
    mode: 'onTouched',
    defaultValues: { username, id, password: '', confirm_password: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const reset = useResetPassword();
  const goTo = useAuthNavigation();
  const linkBroken = linkRefused || !isValidEmail(username) || id === '' || !!errors.id || !!errors.username;

  const onSubmit = handleSubmit(
    useCardSubmit({
      card: MESSAGES.resetCardHeader,
      mutation: reset,
      fields: FIELDS,
      setError,
      onSuccess: ({ message }, values) => {
        void goTo('/login', { username: values.username, successMessage: message });
      },
      onOtherField: () => setLinkRefused(true),
    }),
  );

  return (
    <AuthCard
      header={MESSAGES.resetCardHeader}
      footer={
        <CardFooter prompt={MESSAGES.forgotFooterPrompt} to="/login">
          {MESSAGES.loginCardHeader}
        </CardFooter>
      }
    >
      {linkBroken && (
        <CardAlert>
          {MESSAGES.resetLinkInvalid}{' '}
          <Link to="/forgot" state={carryAnswers(state)}>
            {MESSAGES.forgotPasswordLink}
          </Link>
        </CardAlert>
      )}
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        {/* For password managers: the account whose password this is (Chromium's "hidden
            username" advice). Hidden from everyone else. */}
        <input type="email" name="username" autoComplete="username" value={username} readOnly hidden />
        <PasswordField
          label={MESSAGES.newPasswordLabel}
          autoComplete="new-password"
          maxLength={LIMITS.passwordMaxLength}
          describedBy={checklistId}
          error={newPasswordError(errors.password)}
          {...register('password')}
        />
        <PasswordChecklist id={checklistId} password={password} email={username} />
        <PasswordField
          label={MESSAGES.confirmPasswordLabel}
          autoComplete="new-password"
          maxLength={LIMITS.passwordMaxLength}
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        <SubmitButton pending={reset.isPending} />
      </form>
    </AuthCard>
  );
}
