/**
 * 'ändra lösenord' on the member detail: the shared password panel of Min sida, set for this
 * member (it calls PUT /api/auth/password/{id}/ with the id it is given).
 */
import { sv } from '../../../i18n/sv';

export function AdminPasswordSection({ userId }: { userId: string }) {
  // Replaced by the shared PasswordPanel once it has landed (see the staff issue's report).
  return <p data-user={userId}>{sv.staff.notBuilt}</p>;
}
