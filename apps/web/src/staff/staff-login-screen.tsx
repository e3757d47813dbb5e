import { STAFF_MESSAGES } from '@portico/application';
import {
  STAFF_SSO_FAILURE_PARAM,
  ZStaffCodeRequest,
  ZStaffLoginRequest,
  ZStaffSsoFailure,
  type StaffSsoFailure,
} from '@portico/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { staffSingleSignOnUrl } from '../api/staff-client';
import { useSiteConfig } from '../config/site-config-context';
import { readErrorMessage } from '../navigation/navigation-state';
import { useLocation, useNavigate, useSearchParams } from '../navigation/router';
import { AuthCard, CardAlert } from '../auth/auth-card';
import { CurrentPasswordField, EmailField, TextField } from '../auth/auth-field';
import { trimmed } from '../auth/field-options';
import { SubmitButton } from '../auth/submit-button';
import { signInOptionsQueryOptions, useStaffLogIn, useStaffSecondFactor } from './staff-queries';
import { useStaffFormErrors } from './use-staff-form-errors';
import { useSchemaForm } from '../ui/use-schema-form';

/** What the login page says when a single sign-on came back without a session (`?sso=…`). */
const SSO_FAILURE_MESSAGES: Record<StaffSsoFailure, string> = {
  refused: STAFF_MESSAGES.ssoRefused,
  lapsed: STAFF_MESSAGES.ssoLapsed,
  disabled: STAFF_MESSAGES.ssoDisabled,
  failed: STAFF_MESSAGES.ssoFailed,
};

/** The message for the address's `?sso=`; none for anything else written there. */
function ssoFailureMessage(search: URLSearchParams): string | undefined {
  const failure = ZStaffSsoFailure.safeParse(search.get(STAFF_SSO_FAILURE_PARAM));
  return failure.success ? SSO_FAILURE_MESSAGES[failure.data] : undefined;
}

/**
 * /staff/login: the e-mail address and password, then a second card for the authenticator's
 * 6-digit code or a recovery code (the second factor the GLBA Safeguards Rule asks for). Where the
 * institution's provider is set up, a link to sign in with it instead comes first.
 */
export function StaffLoginScreen() {
  const [passwordAccepted, setPasswordAccepted] = useState(false);
  const search = useSearchParams();
  const { state } = useLocation();
  const arrivedWithError = ssoFailureMessage(search) ?? readErrorMessage(state);
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
      <SingleSignOn />
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <EmailField error={errors.email?.message} {...register('email', trimmed)} />
        <CurrentPasswordField error={errors.password?.message} {...register('password')} />
        <SubmitButton pending={logIn.isPending} />
      </form>
    </AuthCard>
  );
}

/**
 * 'Sign in with your … account': a link, not a button, as it leaves the page for the provider (a
 * plain navigation the server redirects; Enter follows it, and it can be opened in a new tab).
 * Nothing until the server has said that single sign-on is set up.
 */
function SingleSignOn() {
  const options = useQuery(signInOptionsQueryOptions);
  const { institution } = useSiteConfig();
  if (!options.data?.single_sign_on) return null;
  return (
    <div className="staff-sso">
      <a className="button button--secondary staff-sso__link" href={staffSingleSignOnUrl()}>
        {STAFF_MESSAGES.ssoSignIn(institution.name)}
      </a>
      <p className="staff-sso__or">{STAFF_MESSAGES.ssoOr}</p>
    </div>
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
