import { MESSAGES } from '@portico/application';
import { AuthCard } from './auth-card';
import { AccountsComingSoon } from './coming-soon';

export function ForgotScreen() {
  return (
    <AuthCard header={MESSAGES.forgotCardHeader}>
      <AccountsComingSoon />
    </AuthCard>
  );
}
