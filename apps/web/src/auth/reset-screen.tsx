import { isValidEmail, LIMITS } from '@portico/application';
import { ZResetPasswordRequest } from '@portico/contracts';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useCatalogue } from '../i18n/language-store';
import { Link, useLocation, useSearchParams } from '../navigation/router';
import { useResetPassword } from '../api/reset-password';
import { carryAnswers } from '../navigation/navigation-state';
import { AuthCard, CardAlert } from './auth-card';
import { PasswordField } from './auth-field';
import { NewPasswordField } from './password-checklist';
import { newPasswordError, passwordRefusal } from './password-error';
import { SubmitButton } from './submit-button';
import { useCardSubmit } from './use-card-submit';
import { useAuthNavigation } from './use-auth-navigation';
import { useSchemaForm } from '../ui/use-schema-form';

const FIELDS = ['password', 'confirm_password'] as const;

/**
 * Reset Password, opened from the e-mailed link /reset?username=…&id=….
 * The address and the id come from the query, not from fields. A link that lacks either, or that
 * the server refuses (used, expired), says so and points to Forgot password.
 */
export function ResetScreen() {
  const { messages } = useCatalogue();
  const { state } = useLocation();
  const params = useSearchParams();
  const username = params.get('username') ?? '';
  const id = params.get('id') ?? '';
  const [linkRefused, setLinkRefused] = useState(false);
  const { register, handleSubmit, setError, control, formState } = useSchemaForm(
    ZResetPasswordRequest,
    { username, id, password: '', confirm_password: '' },
    'onTouched',
  );
  const { errors } = formState;
  const password = useWatch({ control, name: 'password' });
  const reset = useResetPassword();
  const goTo = useAuthNavigation();
  const linkBroken = linkRefused || !isValidEmail(username) || id === '' || !!errors.id || !!errors.username;

  const onSubmit = handleSubmit(
    useCardSubmit({
      card: messages.resetCardHeader,
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
      header={messages.resetCardHeader}
      footer={{ prompt: messages.forgotFooterPrompt, to: '/login', link: messages.loginCardHeader }}
    >
      {linkBroken && (
        <CardAlert>
          {messages.resetLinkInvalid}{' '}
          <Link to="/forgot" state={carryAnswers(state)}>
            {messages.forgotPasswordLink}
          </Link>
        </CardAlert>
      )}
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        {/* For password managers: the account whose password this is (Chromium's "hidden
            username" advice). Hidden from everyone else. */}
        <input type="email" name="username" autoComplete="username" value={username} readOnly hidden />
        <NewPasswordField
          label={messages.newPasswordLabel}
          maxLength={LIMITS.passwordMaxLength}
          error={newPasswordError(errors.password)}
          refusal={passwordRefusal(errors.password)}
          password={password}
          email={username}
          {...register('password')}
        />
        <PasswordField
          label={messages.confirmPasswordLabel}
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
