/** Shared setup of the staff tests: an admin session and the demo members by name. */
import { listUsers } from '../../src/features/staff/api';
import type { User } from '../../src/types/api';
import { signedInAs } from '../test-utils';

export async function adminSession() {
  const { Auth, user } = await signedInAs('admin');
  return { preloadedState: { Auth }, bearer: `Bearer ${Auth.token ?? ''}`, admin: user };
}

export async function memberNamed(name: string): Promise<User> {
  const found = (await listUsers()).find((u) => u.fullname === name);
  if (!found) throw new Error(`no demo member ${name}`);
  return found;
}
