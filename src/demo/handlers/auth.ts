/** Sign-in and members (SPEC.md §7 'Auth and users', API.md 'Auth and users'). */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { TimeAdjustment } from '../../types/api';
import { demoState, newId, saveState } from '../db';
import { fromMinutes, toMinutes, type StoredUser } from '../model';
import {
  apiPath,
  authorize,
  findUser,
  message,
  monthByNumber,
  monthOf,
  numberOf,
  param,
  publicUser,
  readBody,
  text,
  texts,
  unknownUser,
  type Body,
} from './common';

/** Phone numbers compare by their digits: '070-123 45 67' is '0701234567'. */
function digits(phone: string): string {
  return phone.replace(/\D/g, '');
}

function newToken(userId: string): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID().replace(/-/g, '')
      : Math.random().toString(36).slice(2) + Date.now().toString(36);
  return `demo-${userId}-${random}`;
}

function phoneTaken(phone: string, exceptId?: string): boolean {
  return demoState().users.some((u) => u._id !== exceptId && digits(u.phone) === digits(phone));
}

/** The member fields of the create and edit forms; undefined when one is missing. */
function memberFields(body: Body): Pick<StoredUser, 'fullname' | 'phone' | 'email' | 'personnummer'> | undefined {
  const fields = {
    fullname: text(body.fullname),
    phone: text(body.phone),
    email: text(body.email).toLowerCase(),
    personnummer: text(body.personnummer),
  };
  return fields.fullname && fields.phone ? fields : undefined;
}

/** A totals correction with signs (SPEC.md §4): returns the signed change in minutes. */
export function adjustmentMinutes(body: Body): number | undefined {
  const hours = numberOf(body.hours) ?? 0;
  const minutes = numberOf(body.minutes) ?? 0;
  if (hours < 0 || minutes < 0) return undefined;
  const sign = (value: unknown) => (value === '-' ? -1 : 1);
  return sign(body.howhour) * hours * 60 + sign(body.howminutes) * minutes;
}

/** Applies a correction to a user's total and, when MonthNumber names one, to that month's. */
export function applyAdjustment(user: StoredUser, body: Body): boolean {
  const change = adjustmentMinutes(body);
  if (change === undefined) return false;
  Object.assign(user, fromMinutes(toMinutes(user.total, user.half) + change));
  const monthNumber = monthOf((body as Partial<TimeAdjustment>).MonthNumber);
  const month = monthNumber === undefined ? undefined : monthByNumber(user._id, monthNumber);
  if (month) Object.assign(month, fromMinutes(toMinutes(month.total, month.half) + change));
  return true;
}

export const authHandlers: HttpHandler[] = [
  http.post(apiPath('/api/auth/login/'), async ({ request }) => {
    const body = await readBody(request);
    const phone = text(body.phone);
    const password = typeof body.password === 'string' ? body.password : '';
    if (!phone || !password) return message(texts.missingLogin, 400);
    const db = demoState();
    const user = db.users.find((u) => digits(u.phone) === digits(phone) && u.password === password);
    if (!user) return message(texts.wrongLogin, 401);
    const token = newToken(user._id);
    db.tokens[token] = user._id;
    await saveState();
    return HttpResponse.json({ data: publicUser(user), token });
  }),

  http.get(apiPath('/api/auth/show/all/'), () => HttpResponse.json(demoState().users.map(publicUser))),

  http.get(apiPath('/api/auth/user/:id/'), ({ params }) => {
    const user = findUser(param(params, 'id'));
    return user ? HttpResponse.json({ message: publicUser(user) }) : unknownUser();
  }),

  http.post(apiPath('/api/auth/create/'), async ({ request }) => {
    const body = await readBody(request);
    const fields = memberFields(body);
    const password = typeof body.password === 'string' ? body.password : '';
    if (!fields || password.length < 3) return message(texts.badRequest, 400);
    if (phoneTaken(fields.phone)) return message('Telefonnumret används redan', 400);
    const user: StoredUser = { _id: newId(), ...fields, bankaccount: '', isAdmin: false, total: 0, half: 0, password };
    demoState().users.push(user);
    await saveState();
    return HttpResponse.json({ message: 'skapa ny användare', data: publicUser(user) }, { status: 201 });
  }),

  // The bank account of the signed-in person: who it is comes from the token.
  http.put(apiPath('/api/auth/edit/'), async ({ request }) => {
    const user = authorize(request);
    if (user instanceof Response) return user;
    const bankaccount = text((await readBody(request)).bankaccount);
    if (!bankaccount) return message('fel bank konto', 400);
    user.bankaccount = bankaccount;
    await saveState();
    return message('Ett bankkonto har lagts till');
  }),

  http.put(apiPath('/api/auth/edit/:id/'), async ({ request, params }) => {
    const user = findUser(param(params, 'id'));
    if (!user) return unknownUser();
    const body = await readBody(request);
    const fields = memberFields(body);
    if (!fields) return message(texts.badRequest, 400);
    if (phoneTaken(fields.phone, user._id)) return message('Telefonnumret används redan', 400);
    Object.assign(user, fields);
    // An admin sets another member's bank account with the member's own edit call.
    if (typeof body.bankaccount === 'string' && body.bankaccount.trim()) user.bankaccount = body.bankaccount.trim();
    await saveState();
    return message(texts.updated);
  }),

  http.delete(apiPath('/api/auth/remove/:id'), async ({ params }) => {
    const id = param(params, 'id');
    const db = demoState();
    if (!findUser(id)) return unknownUser();
    // The person goes with everything that is theirs: time, sessions, places.
    db.users = db.users.filter((u) => u._id !== id);
    db.months = db.months.filter((m) => m.userId !== id);
    db.notplace = db.notplace.filter((n) => n.userId !== id);
    db.posts.forEach((p) => (p.workers = p.workers.filter((w) => w !== id)));
    db.tokens = Object.fromEntries(Object.entries(db.tokens).filter(([, userId]) => userId !== id));
    await saveState();
    return message('personen har tagits bort');
  }),

  http.put(apiPath('/api/auth/password/:id/'), async ({ request, params }) => {
    const user = findUser(param(params, 'id'));
    if (!user) return unknownUser();
    const { password } = await readBody(request);
    if (typeof password !== 'string' || password.length < 3) return message(texts.badRequest, 400);
    user.password = password;
    await saveState();
    return message('Lösenordet har ändrats');
  }),

  http.post(apiPath('/api/auth/time/update/:id/'), async ({ request, params }) => {
    const user = findUser(param(params, 'id'));
    if (!user) return unknownUser();
    if (!applyAdjustment(user, await readBody(request))) return message(texts.badRequest, 400);
    await saveState();
    return message(texts.updated);
  }),
];
