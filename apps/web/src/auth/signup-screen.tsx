import { LIMITS } from '@portico/application';
import { ZSignupRequest } from '@portico/contracts';
import { useWatch } from 'react-hook-form';
import { useCatalogue } from '../i18n/language-store';
import { useLocation } from '../navigation/router';
import { useSignUp } from '../api/sign-up';
import { readTitle } from '../navigation/navigation-state';
import { AuthCard } from './auth-card';
import { EmailField } from './auth-field';
import { trimmed } from './field-options';
import { NewPasswordField } from './password-checklist';
import { newPasswordError, passwordRefusal } from './password-error';
import { SubmitButton } from './submit-button';
import { useCardSubmit } from './use-card-submit';
import { useAuthNavigation } from './use-auth-navigation';
import { useSchemaForm } from '../ui/use-schema-form';

const FIELDS = ['username', 'password'] as const;

/**
 * Sign Up, titled Create Account when the account popover links here.
 * The checklist follows the password as it is typed; fields are checked when left and on submit.
 */
export function SignupScreen() {
  const { messages } = useCatalogue();
  const { state } = useLocation();
  const header = readTitle(state) ?? messages.signupCardHeader;
  const { register, handleSubmit, setError, control, formState } = useSchemaForm(
    ZSignupRequest,
    { username: '', password: '' },
    'onTouched',
  );
  const { errors } = formState;
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
        void goTo('/confirm', {
          username: values.username,
          successMessage: message,
          signedUpAs: values.username,
        });
      },
    }),
  );

  return (
    <AuthCard
      header={header}
      footer={{ prompt: messages.signupFooterPrompt, to: '/login', link: messages.loginCardHeader }}
    >
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <EmailField error={errors.username?.message} {...register('username', trimmed)} />
        <NewPasswordField
          label={messages.passwordLabel}
          maxLength={LIMITS.passwordMaxLength}
          error={newPasswordError(errors.password)}
          refusal={passwordRefusal(errors.password)}
          password={password}
          email={username}
          {...register('password')}
        />
        <SubmitButton pending={signUp.isPending} />
      </form>
    </AuthCard>
  );
}
