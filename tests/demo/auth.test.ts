import { login } from '../../src/features/auth/api';
import { addBankAccount, changePassword } from '../../src/features/staff/api';
import { createUser, editUser, getUser, listUsers, removeUser } from '../../src/features/staff/api';
import { api } from '../../src/lib/api-client';
import { demoCredentials } from '../../src/demo/credentials';
import { expired, failure, resetSession, signIn, useToken } from './session';

beforeEach(resetSession);

function luhnOk(personnummer: string): boolean {
  const digits = personnummer.replace(/\D/g, '').slice(-10);
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const product = Number(digits[i]) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return digits.length === 10 && sum % 10 === 0;
}

describe('demo provider: sign-in and members', () => {
  it('signs in the admin and the staff member with the shown credentials', async () => {
    const admin = await login(demoCredentials.admin.phone, demoCredentials.admin.password);
    expect(admin.data.fullname).toBe('Anna Lindqvist');
    expect(admin.data.isAdmin).toBe(true);
    expect(admin.token).toMatch(/^demo-[0-9a-f]{24}-/);
    const staff = await signIn('staff');
    expect(staff.fullname).toBe('Erik Johansson');
    expect(staff.isAdmin).toBe(false);
  });

  it('never answers a password', async () => {
    const raw = await api<Record<string, Record<string, unknown>>>('POST', '/api/auth/login/', {
      phone: demoCredentials.staff.phone,
      password: demoCredentials.staff.password,
    });
    expect(raw.data).not.toHaveProperty('password');
    const all = await api<Record<string, unknown>[]>('GET', '/api/auth/show/all/');
    expect(all.every((u) => !('password' in u))).toBe(true);
  });

  it('answers 401 for a wrong password and 400 for missing fields', async () => {
    const wrong = await failure(login(demoCredentials.staff.phone, 'fel'));
    expect(wrong).toMatchObject({ status: 401, message: 'Fel telefonnummer eller lösenord' });
    const missing = await failure(login('', ''));
    expect(missing.status).toBe(400);
  });

  it('requires a known bearer token for the bank account', async () => {
    expect(await failure(addBankAccount('SE45 5000 0000 0583 9825 7466'))).toMatchObject({
      status: 401,
      message: 'Not authorized',
    });
    useToken('demo-nobody');
    expect(await failure(addBankAccount('SE45 5000 0000 0583 9825 7466'))).toMatchObject({
      status: 401,
      message: 'token failed',
    });
    expect(expired).toHaveLength(2);
    const me = await signIn('staff');
    expect(await addBankAccount('SE45 5000 0000 0583 9825 7466')).toEqual({ message: 'Ett bankkonto har lagts till' });
    expect((await getUser(me._id)).bankaccount).toBe('SE45 5000 0000 0583 9825 7466');
  });

  it('seeds realistic members with valid personnummer', async () => {
    const users = await listUsers();
    expect(users.length).toBeGreaterThanOrEqual(6);
    expect(users.filter((u) => u.isAdmin)).toHaveLength(1);
    for (const user of users) {
      expect(luhnOk(user.personnummer), user.personnummer).toBe(true);
      expect(user._id).toMatch(/^[0-9a-f]{24}$/);
      expect(user.email).toMatch(/@/);
    }
  });

  it('creates, edits, re-passwords and removes a member', async () => {
    const created = await api<{ message: string; data: { _id: string } }>('POST', '/api/auth/create/', {
      fullname: 'Lina Ek',
      phone: '0761112233',
      email: 'lina.ek@stadtid.se',
      personnummer: '19950505-1234',
      password: 'hemlis',
    });
    expect(created.message).toBe('skapa ny användare');
    const id = created.data._id;
    expect((await login('0761112233', 'hemlis')).data.fullname).toBe('Lina Ek');

    await editUser(id, { fullname: 'Lina Ekström', phone: '0761112233', email: 'lina@stadtid.se', personnummer: '19950505-1234' });
    expect((await getUser(id)).fullname).toBe('Lina Ekström');
    expect(await changePassword(id, 'nytt1')).toEqual({ message: 'Lösenordet har ändrats' });
    expect((await login('0761112233', 'nytt1')).token).toBeTruthy();

    expect(await removeUser(id)).toEqual({ message: 'personen har tagits bort' });
    expect(await failure(getUser(id))).toMatchObject({ status: 404, message: 'Personen finns inte längre', kind: 'http' });
    // The provider said 'The person does not exist in the database' about someone else: DECISIONS.md 18, no session reset.
  });

  it('refuses a second member with the same phone number', async () => {
    const answer = await failure(
      createUser({ fullname: 'Kopia', phone: demoCredentials.staff.phone, email: 'k@x.se', personnummer: '', password: 'abc' }),
    );
    expect(answer.status).toBe(400);
  });

  it('accepts paths with or without the trailing slash', async () => {
    const withSlash = await api<unknown[]>('GET', '/api/auth/show/all/');
    const without = await api<unknown[]>('GET', '/api/auth/show/all');
    expect(without).toEqual(withSlash);
  });
});
