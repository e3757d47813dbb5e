import { STAFF_MESSAGES } from '@portico/application';
import { ZStaffCodeRequest, ZStaffLoginRequest } from '@portico/contracts';
import { useState } from 'react';
import { readErrorMessage } from '../navigation/navigation-state';
import { useLocation, useNavigate } from '../navigation/router';
import { AuthCard, CardAlert } from '../auth/auth-card';
import { CurrentPasswordField, EmailField, TextField } from '../auth/auth-field';
import { trimmed } from '../auth/field-options';
import { SubmitButton } from '../auth/submit-button';
import { useStaffLogIn, useStaffSecondFactor } from './staff-queries';
import { useStaffFormErrors } from './use-staff-form-errors';
import { useSchemaForm } from '../ui/use-schema-form';

/**
 * /staff/login: the e-mail address and password, then a second card for the authenticator's
 * 6-digit code or a recovery code (the second factor the GLBA Safeguards Rule asks for).
 */
export function StaffLoginScreen() {
  const [passwordAccepted, setPasswordAccepted] = useState(false);
  const arrivedWithError = readErrorMessage(useLocation().state);
  return passwordAccepted ? (
    <SecondFactorCard />
  ) : (
    <PasswordCard arrivedWithError={arrivedWithError} onAccepted={() => setPasswordAccepted(true)} />
  );
}

function PasswordCard({
  arrivedWithError,
  onAccepted,
}: {
  arrivedWithError: string | undefined;
  onAccepted: () => void;
}) {
  const { register, handleSubmit, setError, formState } = useSchemaForm(
    ZStaffLoginRequest,
    { email: '', password: '' },
    'onSubmit',
  );
  const { errors } = formState;
  const logIn = useStaffLogIn();
  const card = useStaffFormErrors(STAFF_MESSAGES.loginHeader, ['email', 'password'], setError);
  const onSubmit = handleSubmit((values) => card.send(logIn, values, onAccepted));
  return (
    <AuthCard header={STAFF_MESSAGES.loginHeader}>
      {arrivedWithError && <CardAlert>{arrivedWithError}</CardAlert>}
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <EmailField error={errors.email?.message} {...register('email', trimmed)} />
        <CurrentPasswordField error={errors.password?.message} {...register('password')} />
        <SubmitButton pending={logIn.isPending} />
      </form>
    </AuthCard>
  );
}

function SecondFactorCard() {
  const navigate = useNavigate();
  const { register, handleSubmit, setError, formState } = useSchemaForm(
    ZStaffCodeRequest,
    { code: '' },
    'onSubmit',
  );
  const { errors } = formState;
  const secondFactor = useStaffSecondFactor();
  const card = useStaffFormErrors(STAFF_MESSAGES.secondFactorHeader, ['code'], setError);
  const onSubmit = handleSubmit((values) =>
    card.send(secondFactor, values, () =>
      navigate('/staff', { replace: true, state: { successMessage: STAFF_MESSAGES.signedIn } }),
    ),
  );
  return (
    <AuthCard header={STAFF_MESSAGES.secondFactorHeader}>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <TextField
          label={STAFF_MESSAGES.codeLabel}
          hint={STAFF_MESSAGES.codeHint}
          autoComplete="one-time-code"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          // Focused on arrival: the password card the staff member typed in has just gone.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          error={errors.code?.message}
          {...register('code', trimmed)}
        />
        <SubmitButton pending={secondFactor.isPending} />
      </form>
    </AuthCard>
  );
}
