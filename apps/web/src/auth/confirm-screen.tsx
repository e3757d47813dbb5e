import { MESSAGES } from '@portico/application';
import { AuthCard } from './auth-card';
import { AccountsComingSoon } from './coming-soon';

export function ConfirmScreen() {
  return (
    <AuthCard header={MESSAGES.confirmCardHeader}>
      <AccountsComingSoon />
    </AuthCard>
  );
}
