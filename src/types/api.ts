/**
 * The provider's answer shapes (../shared/API.md). Ids are 24-hex MongoDB ObjectIds.
 * Clients read these defensively (DECISIONS.md 7): see lib/read.ts.
 */

export type Id = string;

export interface User {
  _id: Id;
  fullname: string;
  email: string;
  personnummer: string;
  phone: string;
  bankaccount: string;
  isAdmin: boolean;
  /** Whole hours worked. */
  total: number;
  /** Minutes worked on top of `total`. */
  half: number;
  months_id: Month[] | Id[];
}

export interface LoginAnswer {
  data: User;
  token: string;
}

export interface NewUser {
  fullname: string;
  phone: string;
  email: string;
  personnummer: string;
  password: string;
}

export type UserEdit = Omit<NewUser, 'password'>;

export interface Product {
  name: string;
  sort: string;
  /** Entered as text (SPEC §3). */
  count: string;
}

export interface Lunch {
  hours: number;
  minutes: number;
}

/** Break reason as chosen in the form: name plus optional duration. */
export interface Rast {
  name: string;
  hours?: number;
  minutes?: number;
}

export interface TimeEntry {
  _id: Id;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM' */
  start: string;
  end: string;
  lunch: Lunch;
  rast?: Rast;
  total: number;
  half: number;
  des: string;
  text: string;
  products: Product[];
  /** Present on GET /api/time/time/filter/ (today's work of everyone). */
  user?: { _id: Id; fullname: string };
}

export interface Month {
  _id: Id;
  MonthNumber: number;
  /** Year of the entries; not sent by every provider (DECISIONS.md 8 falls back to the current year). */
  year?: number;
  total: number;
  half: number;
  months: TimeEntry[];
}

/** Other-workplace record (POST /api/time/time/user/4/{userId}). */
export interface OtherPlaceTime {
  _id: Id;
  [key: string]: unknown;
}

export interface UserTime {
  user: User;
  months_id: Month[];
  notplace: OtherPlaceTime[];
  /**
   * The answer gave the person's or a month's stored total in a shape the app cannot read: the
   * stored totals are unknown, never 0 (issue 18 item 5), and nothing is healed from them.
   */
  totalsUnknown?: true;
}

/** Body of POST /api/time/create/{userId}. */
export interface NewTimeEntry {
  TheTaBort: { TheHours: number; TheMinutes: number };
  CheckPost: boolean;
  start: string;
  end: string;
  date: string;
  des: string;
  total: number;
  half: number;
  products: Product[];
  rast?: Rast;
}

/** Totals correction (SPEC §4 'Editing a total'). */
export interface TimeAdjustment {
  hours: number;
  minutes: number;
  howhour: '+' | '-';
  howminutes: '+' | '-';
  MonthNumber: number;
}

export interface Post {
  _id: Id;
  address: string;
  phone: string;
  hours: string | number;
  Howmany: string | number;
  Duration: string;
  addUser: { user: { _id: Id; fullname: string } }[];
}

export type PostInput = Omit<Post, '_id' | 'addUser'>;

export interface Counts {
  TheAuth: number;
  ThePost: number;
}

export type BillKind = 'bill' | 'invoice';

export interface BillItem {
  _id: Id;
  number: string;
  /** 'YYYY-MM-DD' */
  date: string;
  companyname: string;
  /** kr */
  price: number | string;
  /** VAT, kr */
  tex: number | string;
  payment: boolean;
  lastday: string;
  /** Stored file name on the upload host. */
  image: string;
  months?: number;
  updateMonth?: number;
}

export type BillInput = Omit<BillItem, '_id'>;

export interface BillPage {
  product: BillItem[];
  pages: number;
  result: {
    next?: { page: number; limit: number };
    previous?: { page: number; limit: number };
  };
}

export interface MonthSum {
  months: number;
  price: number;
  tex: number;
}

/** POST /api/{kind}/this/: a field the answer lacks or cannot be read as a number is null (unknown). */
export interface Statement {
  count: number | null;
  price: number | null;
  tex: number | null;
}

export interface MessageAnswer {
  message: string;
}
