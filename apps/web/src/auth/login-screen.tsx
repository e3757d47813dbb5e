import { DEFAULT_ROUTE } from '@portico/application';
import { ZLoginRequest } from '@portico/contracts';
import { adoptAccountLanguage, useCatalogue } from '../i18n/language-store';
import { Link, useLocation } from '../navigation/router';
import { useLogIn } from '../api/log-in';
import { carryAnswers, readErrorMessage, readTitle, readUsername } from '../navigation/navigation-state';
import { useBeginSession } from '../session/use-begin-session';
import { AuthCard, CardAlert } from './auth-card';
import { CurrentPasswordField, EmailField } from './auth-field';
import { trimmed } from './field-options';
import { SubmitButton } from './submit-button';
import { useCardSubmit } from './use-card-submit';
import { useAuthNavigation } from './use-auth-navigation';
import { ResendCodeButton } from './resend-code-button';
import { useResendCode } from './use-resend-code';
import { useSchemaForm } from '../ui/use-schema-form';

const FIELDS = ['username', 'password'] as const;

/**
 * Log In. Titled Sign In when the account popover links here. The card
 * validates in the reduced mode: nothing while typing, both fields on submit. An error message
 * arriving in navigation state (session invalid, inactivity) shows above the form.
 */
export function LoginScreen() {
  const { messages } = useCatalogue();
  const { state } = useLocation();
  const header = readTitle(state) ?? messages.loginCardHeader;
  const arrivedWithError = readErrorMessage(state);
  const { register, handleSubmit, setError, clearErrors, getValues, formState } = useSchemaForm(
    ZLoginRequest,
    { username: readUsername(state) ?? '', password: '' },
    'onSubmit',
  );
  const { errors } = formState;
  const logIn = useLogIn();
  const beginSession = useBeginSession();
  const goTo = useAuthNavigation();
  const resend = useResendCode();

  const onSubmit = handleSubmit(
    useCardSubmit({
      card: header,
      mutation: logIn,
      fields: FIELDS,
      setError,
      onSuccess: ({ message, language }) => {
        beginSession();
        void adoptAccountLanguage(language);
        void goTo(DEFAULT_ROUTE, { successMessage: message });
      },
    }),
  );

  const resendCode = () => {
    clearErrors('username');
    resend.send(getValues('username'), (message) =>
      setError('username', { type: 'resend', message }, { shouldFocus: true }),
    );
  };

  return (
    <AuthCard
      header={header}
      footer={{ prompt: messages.loginFooterPrompt, to: '/signup', link: messages.signupCardHeader }}
    >
      {arrivedWithError && <CardAlert>{arrivedWithError}</CardAlert>}
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <EmailField error={errors.username?.message} {...register('username', trimmed)} />
        <CurrentPasswordField error={errors.password?.message} {...register('password')} />
        <div className="auth-form__links">
          <ResendCodeButton pending={resend.pending} onClick={resendCode} />
          <Link to="/forgot" state={carryAnswers(state)}>
            {messages.forgotPasswordLink}
          </Link>
        </div>
        <SubmitButton pending={logIn.isPending} />
      </form>
    </AuthCard>
  );
}
