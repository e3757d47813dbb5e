import { MESSAGES, STAFF_MESSAGES, ZNewPassword } from '@portico/application';
import type { ResponseOf } from '@portico/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../api/api-error';
import { AuthCard, CardAlert } from '../auth/auth-card';
import { OneTimeCodeField } from '../auth/auth-field';
import { trimmed } from '../auth/field-options';
import { NewPasswordField } from '../auth/password-checklist';
import { SubmitButton } from '../auth/submit-button';
import { Link, useSearchParams } from '../navigation/router';
import { Spinner } from '../ui/spinner';
import { invitationQueryOptions, useConfirmStaffTotp, useSetStaffPassword } from './staff-queries';
import { useStaffFormErrors } from './use-staff-form-errors';
import { useSchemaForm } from '../ui/use-schema-form';

type Enrolment = ResponseOf<'staffSetPassword'>;

const ZPasswordForm = z.object({ password: ZNewPassword });
const ZTotpForm = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, STAFF_MESSAGES.codeFormat),
});

/**
 * /staff/setup?token=…: the invited staff member chooses a password (the applicants' rules and
 * checklist), sets up an authenticator app from the QR code or the key as text, confirms it with
 * its first code, and is shown the recovery codes this once.
 */
export function StaffSetupScreen() {
  const token = useSearchParams().get('token') ?? '';
  const invitation = useQuery({
    ...invitationQueryOptions(token),
    enabled: token !== '',
    // A used or expired link is this screen's to explain.
    throwOnError: (error) => !(error instanceof ApiError && [400, 404].includes(error.status)),
  });
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<ResponseOf<'staffConfirmTotp'> | null>(null);

  if (token === '' || invitation.isError)
    return (
      <AuthCard header={STAFF_MESSAGES.setupHeader}>
        <CardAlert>{STAFF_MESSAGES.invitationInvalid}</CardAlert>
      </AuthCard>
    );
  if (!invitation.data) return <Spinner />;
  if (recoveryCodes) return <RecoveryCodesCard done={recoveryCodes} />;
  if (enrolment) return <AuthenticatorCard token={token} enrolment={enrolment} onDone={setRecoveryCodes} />;
  return <PasswordCard token={token} email={invitation.data.email} onDone={setEnrolment} />;
}

function PasswordCard({
  token,
  email,
  onDone,
}: {
  token: string;
  email: string;
  onDone: (enrolment: Enrolment) => void;
}) {
  const { register, handleSubmit, setError, control, formState } = useSchemaForm(
    ZPasswordForm,
    { password: '' },
    'onSubmit',
  );
  const { errors } = formState;
  const password = useWatch({ control, name: 'password' });
  const setPassword = useSetStaffPassword();
  const card = useStaffFormErrors(STAFF_MESSAGES.setupHeader, ['password'], setError);
  const onSubmit = handleSubmit(({ password }) => card.send(setPassword, { token, password }, onDone));
  return (
    <AuthCard header={STAFF_MESSAGES.setupHeader}>
      <p className="staff-card__text">
        {STAFF_MESSAGES.setupFor} <strong>{email}</strong>
      </p>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        {/* For password managers: the account the new password belongs to. */}
        <input type="hidden" autoComplete="username" value={email} readOnly />
        <NewPasswordField
          label={MESSAGES.passwordLabel}
          error={errors.password?.message}
          password={password}
          email={email}
          {...register('password')}
        />
        <SubmitButton pending={setPassword.isPending} />
      </form>
    </AuthCard>
  );
}

function AuthenticatorCard({
  token,
  enrolment,
  onDone,
}: {
  token: string;
  enrolment: Enrolment;
  onDone: (done: ResponseOf<'staffConfirmTotp'>) => void;
}) {
  const secretId = useId();
  const { register, handleSubmit, setError, formState } = useSchemaForm(ZTotpForm, { code: '' }, 'onSubmit');
  const { errors } = formState;
  const confirm = useConfirmStaffTotp();
  const card = useStaffFormErrors(STAFF_MESSAGES.authenticatorHeader, ['code'], setError);
  const onSubmit = handleSubmit(({ code }) => card.send(confirm, { token, code }, onDone));
  return (
    <AuthCard header={STAFF_MESSAGES.authenticatorHeader}>
      <p className="staff-card__text">{STAFF_MESSAGES.authenticatorIntro}</p>
      {/* The server's SVG as an image, never as markup in the page: an image runs no script. */}
      <img
        className="staff-qr"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`}
        alt={STAFF_MESSAGES.qrCodeAlt}
        width={200}
        height={200}
      />
      <p className="staff-card__text" id={secretId}>
        {STAFF_MESSAGES.secretLabel}: <code className="staff-secret">{enrolment.secret}</code>
      </p>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <OneTimeCodeField
          label={STAFF_MESSAGES.setupCodeLabel}
          hint={STAFF_MESSAGES.setupCodeHint}
          error={errors.code?.message}
          {...register('code', trimmed)}
        />
        <SubmitButton pending={confirm.isPending} />
      </form>
    </AuthCard>
  );
}

function RecoveryCodesCard({ done }: { done: ResponseOf<'staffConfirmTotp'> }) {
  return (
    <AuthCard header={STAFF_MESSAGES.recoveryCodesHeader}>
      <p className="staff-card__text">{done.message}</p>
      <p className="staff-card__text">{STAFF_MESSAGES.recoveryCodesNote}</p>
      <ul className="staff-recovery-codes">
        {done.recovery_codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Link className="staff-card__link" to="/staff/login">
        {STAFF_MESSAGES.goToSignIn}
      </Link>
    </AuthCard>
  );
}
