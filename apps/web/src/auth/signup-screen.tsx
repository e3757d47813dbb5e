import { MESSAGES } from '@portico/application';
import { AuthCard } from './auth-card';
import { AccountsComingSoon } from './coming-soon';

export function SignupScreen() {
  return (
    <AuthCard header={MESSAGES.signupCardHeader}>
      <AccountsComingSoon />
    </AuthCard>
  );
}
