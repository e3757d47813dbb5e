import { MESSAGES } from '@portico/application';
import { useLocation } from 'react-router';
import { readErrorMessage } from '../navigation/navigation-state';
import { AuthCard } from './auth-card';
import { AccountsComingSoon } from './coming-soon';

export function LoginScreen() {
  // Spec section 2: an error message arriving in navigation state (session invalid) shows here.
  const errorMessage = readErrorMessage(useLocation().state);
  return (
    <AuthCard header={MESSAGES.loginCardHeader}>
      {errorMessage && (
        <p className="auth-card__error" role="alert">
          {errorMessage}
        </p>
      )}
      <AccountsComingSoon />
    </AuthCard>
  );
}
