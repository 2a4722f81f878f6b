/**
 * 'ändra lösenord' on the member detail: the shared password panel of Min sida, set for this
 * member (it sends PUT /api/auth/password/{id}/ with the member's id).
 */
import { sv } from '../../../i18n/sv-admin';
import { PasswordPanel } from './password-panel';

export function AdminPasswordSection({ userId, fullname }: { userId: string; fullname: string }) {
  return <PasswordPanel userId={userId} heading={sv.staff.passwordFor(fullname)} />;
}
