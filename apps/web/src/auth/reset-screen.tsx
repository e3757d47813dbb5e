import { MESSAGES } from '@portico/application';
import { AuthCard } from './auth-card';
import { AccountsComingSoon } from './coming-soon';

export function ResetScreen() {
  return (
    <AuthCard header={MESSAGES.resetCardHeader}>
      <AccountsComingSoon />
    </AuthCard>
  );
}
