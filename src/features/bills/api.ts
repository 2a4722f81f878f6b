/** Bills ('LEVERANS OCH KVITTO'), invoices ('kundfaktura') and the upload host (SPEC.md §7). */
import { api, apiPath, badAnswer, uploadHost } from '../../lib/api-client';
import { asArray, asKnownNumber, asNumber, asRecord, asString, isRecord } from '../../lib/read';
import type { BillInput, BillItem, BillKind, BillPage, Id, MessageAnswer, MonthSum, Statement } from '../../types/api';

export function normalizeItem(value: unknown): BillItem {
  const b = asRecord(value);
  return {
    _id: asString(b._id),
    number: asString(b.number),
    date: asString(b.date).slice(0, 10),
    companyname: asString(b.companyname),
    price: asNumber(b.price),
    tex: asNumber(b.tex),
    payment: b.payment === true || b.payment === 'true',
    lastday: asString(b.lastday).slice(0, 10),
    image: asString(b.image),
    ...(b.months !== undefined ? { months: asNumber(b.months) } : {}),
  };
}

/**
 * The month list with each month's sums. Its sums are the months' totals (DECISIONS.md 22), so
 * an answer of another shape (no list, a month that is not 1–12) is a failure, never 'no months'.
 */
export async function getMonthSums(kind: BillKind): Promise<MonthSum[]> {
  return readMonthSums(await api<unknown>('GET', `/api/severalmonths?name=${kind}`));
}

export function readMonthSums(value: unknown): MonthSum[] {
  const answer = asRecord(value);
  if (!Array.isArray(answer.message)) throw badAnswer();
  return answer.message.map((value: unknown) => {
    const m = asRecord(value);
    const months = asNumber(m.months);
    if (!Number.isInteger(months) || months < 1 || months > 12) throw badAnswer();
    return { months, price: asNumber(m.price), tex: asNumber(m.tex) };
  });
}

/** One page of a kind's items, of one month when `month` is given. */
export async function getPage(kind: BillKind, pageNumber: number, month?: number): Promise<BillPage> {
  const query = month === undefined ? `?pageNumber=${pageNumber}` : `?pageNumber=${pageNumber}&month=${month}`;
  return readPage(await api<unknown>('GET', `/api/${kind}/${query}`));
}

export function readPage(value: unknown): BillPage {
  const answer = asRecord(value);
  // A page without its list is the wrong shape: shown as a failure, never as an empty month.
  if (!Array.isArray(answer.product)) throw badAnswer();
  const result = answer.result && typeof answer.result === 'object' ? (answer.result as BillPage['result']) : {};
  return { product: asArray(answer.product).map(normalizeItem), pages: asNumber(answer.pages), result };
}

/** The count and sums of a month (all months when `months` is absent); unreadable figures are null. */
export async function getStatement(kind: BillKind, body: { name: string; months?: number }): Promise<Statement> {
  return readStatement(await api<unknown>('POST', apiPath`/api/${kind}/this/`, body));
}

export function readStatement(answer: unknown): Statement {
  const r = isRecord(answer) ? answer : {};
  return { count: asKnownNumber(r.count), price: asKnownNumber(r.price), tex: asKnownNumber(r.tex) };
}

/**
 * A write's answer, `{ message }` (API.md): anything else answered with 2xx is a failure with
 * the catalogue's text (DECISIONS.md 25), never a success, and may have been stored.
 */
export function messageAnswer(value: unknown): MessageAnswer {
  const answer = asRecord(value);
  if (typeof answer.message !== 'string') throw badAnswer();
  return { message: answer.message };
}

export async function createItem(kind: BillKind, item: BillInput): Promise<MessageAnswer> {
  return messageAnswer(await api<unknown>('POST', apiPath`/api/${kind}/create/`, item));
}

export async function updateItem(kind: BillKind, id: Id, item: BillInput): Promise<MessageAnswer> {
  return messageAnswer(await api<unknown>('PUT', apiPath`/api/${kind}/updating/${id}`, { ...item, _id: id }));
}

export async function deleteItem(kind: BillKind, id: Id): Promise<MessageAnswer> {
  return messageAnswer(await api<unknown>('DELETE', apiPath`/api/${kind}/delete/${id}`));
}

/** Moves the items of month `from` (all items when absent) to month `months`. */
export async function moveAll(kind: BillKind, body: { months: number; from?: number }): Promise<MessageAnswer> {
  return messageAnswer(await api<unknown>('POST', apiPath`/api/${kind}/all/`, body));
}

/** Uploads an image or PDF; answers the stored file name. */
export async function uploadFile(file: Blob, fileName: string): Promise<string> {
  const form = new FormData();
  // A File keeps its name and type in every FormData implementation.
  const named = file instanceof File && file.name === fileName ? file : new File([file], fileName, { type: file.type });
  form.append('image', named, fileName);
  const answer = asRecord(await uploadHost<unknown>('POST', '/api/uploading/', form));
  const image = asString(answer.image);
  if (!image) throw badAnswer();
  return image;
}

export async function deleteFile(imageName: string): Promise<MessageAnswer> {
  return messageAnswer(await uploadHost<unknown>('DELETE', apiPath`/api/delete/image/${imageName}`));
}
