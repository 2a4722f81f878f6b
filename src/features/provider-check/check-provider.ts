/**
 * The provider check (DECISIONS.md 35): every read-only call of SPEC.md §7 the app makes, sent
 * to the company's API, each answer read with the app's own readers (features/<area>/api.ts,
 * lib/read.ts) under readWithFallbacks, and classified call by call: read as expected, read
 * with a fallback (which field, what the app does), or cannot be read (what the person sees).
 * One feature for both `npm run check-provider` (scripts/check-provider.mjs, which loads this
 * file in Node) and the admin's screen 'Kontrollera tjänsten' (components/, in the browser); the
 * only feature that reads the other features' api.ts (eslint/boundaries.js), as the check is of
 * every call. This file runs the calls in turn (send.ts, hosts.ts). It writes nothing: the only
 * POSTs are the sign-in (the script only), the month's entries and a month's count and sums of
 * bills and invoices, which API.md gives as reads.
 */
import { readLogin } from '../auth/api';
import { readMonthSums, readPage, readStatement } from '../bills/api';
import { readCounts, readUserAnswer, readUserList } from '../staff/api';
import { normalizePost, readPostForEdit, readPosts } from '../workplaces/api';
import { readEntries, readUserTime } from '../../person-time/api';
import { sv } from '../../i18n/sv-admin';
import { apiPath } from '../../lib/api-client';
import { readPaths } from '../../config/read-paths';
import type { BillItem, BillKind, MonthSum, Post, User, UserTime } from '../../types/api';
import { absolute, checkImage, checkPreflight } from './hosts';
import { send } from './send';
import { skipped, type Call, type CheckOptions, type CheckResult, type CheckStatus } from './types';

export type { CheckOptions, CheckResult, CheckStatus } from './types';

const t = sv.providerCheck;

/** The person whose time is read: someone with months of time, else the signed-in admin. */
function personToRead(users: User[] | undefined, self: string): string {
  const withTime = users?.find((u) => u._id && u.months_id.length > 0 && !u.isAdmin) ?? users?.find((u) => u._id && u.months_id.length > 0);
  return withTime?._id ?? self;
}

function monthToRead(time: UserTime | undefined): number | null {
  const month = time?.months_id.find((m) => m.months.length > 0 && m.MonthNumber >= 1 && m.MonthNumber <= 12);
  return month?.MonthNumber ?? null;
}


/** Runs every call in turn; each result is also handed to onResult as it comes. */
export async function checkProvider(given: CheckOptions): Promise<CheckResult[]> {
  const options = { ...given, api: absolute(given.api), upload: absolute(given.upload) };
  const results: CheckResult[] = [];
  const add = (result: CheckResult) => {
    results.push(result);
    options.onResult?.(result);
  };
  /** `concern`: what of a readable answer the app would still take otherwise (a note, or null). */
  const run = async <T>(token: string | null, call: Call<T>, concern?: (value: T) => string | null): Promise<T | undefined> => {
    const { result, value } = await send(options, token, call);
    const note = value !== undefined && concern ? concern(value) : null;
    if (note) {
      result.notes.push(note);
      if (result.status === 'ok') result.status = 'fallback';
    }
    add(result);
    return value;
  };

  let token: string;
  let self: string;
  if ('token' in options.signIn) {
    ({ token, userId: self } = options.signIn);
  } else {
    const { phone, password } = options.signIn;
    const login = await run(
      null,
      { name: t.calls.login, method: 'POST', path: '/api/auth/login/', body: { phone, password }, expects: t.expects.login, reader: readLogin },
      (answer) => (answer.data.isAdmin ? null : t.notAdmin),
    );
    if (!login) return results;
    token = login.token;
    self = login.data._id;
  }

  await run(token, { name: t.calls.user, method: 'GET', path: apiPath`/api/auth/user/${self}/`, expects: t.expects.user, reader: readUserAnswer });
  const users = await run(token, { name: t.calls.staff, method: 'GET', path: '/api/auth/show/all/', expects: t.expects.list(t.what.users), reader: readUserList });
  const person = personToRead(users, self);
  const time = await run(token, { name: t.calls.personTime, method: 'GET', path: readPaths.personTime(person), expects: t.expects.personTime, reader: readUserTime });
  const month = monthToRead(time);
  const monthPath = apiPath`/api/month/3/${person}/`;
  if (month === null) add(skipped(t.calls.month, `POST ${monthPath}`, time ? t.skipped.noMonth : t.skipped.after(t.calls.personTime)));
  else await run(token, { name: t.calls.month, method: 'POST', path: monthPath, body: { MonthNumber: month }, expects: t.expects.list(t.what.entries), reader: readEntries });
  await run(token, { name: t.calls.todaysWork, method: 'GET', path: '/api/time/time/filter/', expects: t.expects.list(t.what.entries), reader: readEntries });

  const posts = await run(token, { name: t.calls.posts, method: 'GET', path: readPaths.posts, expects: t.expects.list(t.what.posts), reader: readPosts });
  const post: Post | undefined = posts?.find((p) => p._id);
  if (post) {
    await run(token, { name: t.calls.postWorkers, method: 'GET', path: apiPath`/api/post/id/${post._id}`, expects: t.expects.post, reader: normalizePost });
    await run(token, { name: t.calls.postForEdit, method: 'GET', path: apiPath`/api/post/show/${post._id}/`, expects: t.expects.postForEdit, reader: readPostForEdit });
  } else {
    const why = posts ? t.skipped.noPost : t.skipped.after(t.calls.posts);
    add(skipped(t.calls.postWorkers, 'GET /api/post/id/{id}', why));
    add(skipped(t.calls.postForEdit, 'GET /api/post/show/{id}/', why));
  }
  await run(token, { name: t.calls.counts, method: 'GET', path: '/api/post/count/', expects: t.expects.counts, reader: readCounts });

  const items: BillItem[] = [];
  const kinds: { kind: BillKind; months: string; page: string; monthPage: string; statement: string }[] = [
    { kind: 'bill', months: t.calls.billMonths, page: t.calls.billPage, monthPage: t.calls.billMonthPage, statement: t.calls.billStatement },
    { kind: 'invoice', months: t.calls.invoiceMonths, page: t.calls.invoicePage, monthPage: t.calls.invoiceMonthPage, statement: t.calls.invoiceStatement },
  ];
  for (const { kind, months, page, monthPage, statement } of kinds) {
    const sums: MonthSum[] | undefined = await run(token, { name: months, method: 'GET', path: `/api/severalmonths?name=${kind}`, expects: t.expects.months, reader: readMonthSums });
    const first = await run(token, { name: page, method: 'GET', path: `/api/${kind}/?pageNumber=1`, expects: t.expects.page, reader: readPage });
    items.push(...(first?.product ?? []));
    const withItems = sums?.[0]?.months;
    if (withItems === undefined) {
      const why = sums ? t.skipped.noMonth : t.skipped.after(months);
      add(skipped(monthPage, `GET /api/${kind}/?pageNumber=1&month={månad}`, why));
      add(skipped(statement, `POST /api/${kind}/this/`, why));
    } else {
      const ofMonth = await run(token, { name: monthPage, method: 'GET', path: `/api/${kind}/?pageNumber=1&month=${withItems}`, expects: t.expects.page, reader: readPage });
      items.push(...(ofMonth?.product ?? []));
      // The month's count and sums, as the list's heading and a whole-month action read them.
      await run(token, { name: statement, method: 'POST', path: `/api/${kind}/this/`, body: { name: kind, months: withItems }, expects: t.expects.statement, reader: readStatement });
    }
  }
  add(await checkImage(options, items));
  add(await checkPreflight(options));
  return results;
}

/**
 * The texts of the check, for the script (which prints them) without loading the catalogue again.
 * @public scripts/check-provider.mjs reads it from the built check, which knip cannot follow.
 */
export const checkTexts = t;

/** The closing line a person can act on, and whether every call read as expected. */
export function verdict(results: CheckResult[]): { ok: boolean; line: string } {
  const count = (status: CheckStatus) => results.filter((r) => r.status === status).length;
  const [ok, fallback, unreadable, skippedCalls] = [count('ok'), count('fallback'), count('unreadable'), count('skipped')];
  const login = results[0]?.request === 'POST /api/auth/login/' ? results[0] : undefined;
  if (login?.status === 'unreadable') return { ok: false, line: t.verdict.noLogin };
  if (unreadable || fallback) return { ok: false, line: t.verdict.notOk(unreadable, fallback) };
  return { ok: true, line: skippedCalls ? t.verdict.okSkipped(ok, skippedCalls) : t.verdict.ok(ok) };
}
