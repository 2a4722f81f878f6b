/**
 * The demo provider's starting data (DECISIONS.md 2): an admin, six staff, five workplaces,
 * time for the previous and the current month, bills and invoices with receipt images.
 * Deterministic for a given "today": a fixed-seed generator, never Math.random.
 */
import { customers } from '../data/customers';
import { products } from '../data/products';
import { units } from '../data/units';
import { workTypes } from '../data/work-types';
import type { BillItem, BillKind, Id, Product, TimeEntry } from '../types/api';
import { demoCredentials } from './credentials';
import { receiptPdf, receiptSvg, type ReceiptText } from './files';
import { PEOPLE, PLACES, personnummer, swedishIban, type Person, type Place } from './seed-cast';
import {
  STATE_VERSION,
  fromMinutes,
  fromOre,
  isoDate,
  objectId,
  shiftMinutes,
  type DemoState,
  type StoredFile,
  type StoredMonth,
  type StoredPost,
  type StoredUser,
} from './model';

export interface Seed {
  state: DemoState;
  files: Map<string, StoredFile>;
}

/** mulberry32: a tiny seeded generator, so the demo data is the same on every run. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;

function pick<T>(random: Random, list: readonly T[]): T {
  const value = list[Math.floor(random() * list.length)];
  if (value === undefined) throw new Error('pick from an empty list');
  return value;
}

function between(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

const STARTS = ['06:00', '06:30', '07:00', '07:30', '08:00'];

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[åä]/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function kr(ore: number): string {
  return `${(ore / 100).toFixed(2).replace('.', ',')} kr`;
}

/** Builds the seed; every id and file name comes from one counter, as at run time. */
class SeedBuilder {
  readonly random = generator(20240915);
  readonly state: DemoState = {
    version: STATE_VERSION,
    counter: 0,
    users: [],
    months: [],
    posts: [],
    notplace: [],
    items: { bill: [], invoice: [] },
    tokens: {},
  };
  readonly files = new Map<string, StoredFile>();

  constructor(readonly today: Date) {}

  /** A bill or invoice gives its day: its id's time (its SIE voucher number) is then, a second per record. */
  id(day?: Date): Id {
    this.state.counter += 1;
    if (!day) return objectId(this.state.counter);
    return objectId(this.state.counter, Date.UTC(day.getFullYear(), day.getMonth(), day.getDate()) / 1000 + this.state.counter);
  }

  /** Stored names carry a 7-character prefix ('000123-'), like the upload host's. */
  fileName(base: string, extension: string): string {
    this.state.counter += 1;
    return `${String(this.state.counter).padStart(6, '0')}-${slug(base)}.${extension}`;
  }

  build(): Seed {
    const users = PEOPLE.map((person) => this.addUser(person));
    PLACES.forEach((place) => this.addPlace(place, users));
    const previous = new Date(this.today.getFullYear(), this.today.getMonth() - 1, 1);
    PEOPLE.forEach((person, index) => {
      const user = users[index];
      if (!user || person.isAdmin) return;
      this.addMonth(user, person, index, previous, false);
      this.addMonth(user, person, index, this.today, true);
    });
    this.addItems('bill', previous, 60, false);
    this.addItems('bill', this.today, 12, true);
    this.addItems('invoice', previous, 6, false);
    this.addItems('invoice', this.today, 8, true);
    return { state: this.state, files: this.files };
  }

  addUser(person: Person): StoredUser {
    const [first = '', last = ''] = person.fullname.toLowerCase().split(' ');
    const user: StoredUser = {
      _id: this.id(),
      fullname: person.fullname,
      email: `${slug(first)}.${slug(last)}@stadtid.se`,
      personnummer: personnummer(person.birth, person.serial),
      phone: person.phone,
      bankaccount: person.bank ? swedishIban(...person.bank) : '',
      isAdmin: person.isAdmin,
      total: 0,
      half: 0,
      password: person.password,
    };
    this.state.users.push(user);
    return user;
  }

  addPlace(place: Place, users: StoredUser[]): void {
    const post: StoredPost = {
      _id: this.id(),
      address: place.address,
      phone: place.phone,
      hours: place.hours,
      Howmany: place.Howmany,
      Duration: place.Duration,
      workers: place.workers.flatMap((index) => users[index]?._id ?? []),
    };
    this.state.posts.push(post);
  }

  /** One month of weekday shifts; in the current month up to today, and today always for some (not the demo staff member). */
  addMonth(user: StoredUser, person: Person, index: number, inMonth: Date, current: boolean): void {
    const year = inMonth.getFullYear();
    const monthIndex = inMonth.getMonth();
    const lastDay = current ? this.today.getDate() : new Date(year, monthIndex + 1, 0).getDate();
    const month: StoredMonth = { _id: this.id(), userId: user._id, MonthNumber: monthIndex + 1, year, total: 0, half: 0, months: [] };
    for (let day = 1; day <= lastDay; day += 1) {
      const date = new Date(year, monthIndex, day);
      const weekday = date.getDay() >= 1 && date.getDay() <= 5;
      const isToday = current && day === lastDay;
      const works = (weekday && this.random() < 0.8) || (isToday && index <= 4);
      // The demo staff member signs in to register today: today is not done yet.
      if (works && !(isToday && person.phone === demoCredentials.staff.phone)) month.months.push(this.entry(person, date));
    }
    const minutes = month.months.reduce((sum, e) => sum + e.total * 60 + e.half, 0);
    Object.assign(month, fromMinutes(minutes));
    Object.assign(user, fromMinutes(user.total * 60 + user.half + minutes));
    this.state.months.push(month);
  }

  entry(person: Person, date: Date): TimeEntry {
    const start = pick(this.random, STARTS);
    const lunchMinutes = pick(this.random, [30, 30, 45, 60]);
    const endMinutes = Number(start.slice(0, 2)) * 60 + Number(start.slice(3)) + 450 + 15 * between(this.random, 0, 4) + lunchMinutes;
    const end = clock(endMinutes);
    const lunch = { hours: Math.floor(lunchMinutes / 60), minutes: lunchMinutes % 60 };
    return {
      _id: this.id(),
      date: isoDate(date),
      start,
      end,
      lunch,
      rast: { name: 'lunch', ...lunch },
      ...fromMinutes(shiftMinutes(start, end, lunchMinutes)),
      des: this.description(person, date),
      text: 'klart',
      products: this.random() < 0.2 ? this.materials() : [],
    };
  }

  /** The person's usual work and place; Friday is outdoor work in the seasons that have it. */
  description(person: Person, date: Date): string {
    const month = date.getMonth() + 1;
    const outdoor = month <= 3 || month === 12 ? 7 : month >= 5 && month <= 9 ? 6 : undefined;
    const typeId = date.getDay() === 5 && outdoor && person.place === 3 ? outdoor : person.workType;
    const type = workTypes.find((w) => w.id === typeId)?.name ?? '';
    const place = PLACES[person.place]?.address ?? '';
    return `${type}, ${place}`;
  }

  materials(): Product[] {
    const count = between(this.random, 1, 2);
    return Array.from({ length: count }, () => ({
      name: pick(this.random, products.slice(1)).name,
      sort: pick(this.random, units.slice(1)),
      count: String(between(this.random, 1, 6)),
    }));
  }

  /** Bills come from suppliers, invoices go to customers (see data/customers.ts). */
  addItems(kind: BillKind, inMonth: Date, count: number, current: boolean): void {
    const year = inMonth.getFullYear();
    const monthIndex = inMonth.getMonth();
    const lastDay = current ? this.today.getDate() : new Date(year, monthIndex + 1, 0).getDate();
    const companies = kind === 'bill' ? customers.slice(1, 30) : customers.slice(30);
    for (let n = 0; n < count; n += 1) {
      const day = between(this.random, 1, lastDay);
      const date = new Date(year, monthIndex, day);
      const company = pick(this.random, companies);
      const netOre = kind === 'bill' ? between(this.random, 4_900, 450_000) : between(this.random, 800_000, 6_000_000);
      // Every eighth receipt is a scanned PDF, the rest are photos.
      this.state.items[kind].push(this.item(kind, company, date, netOre, n % 8 === 3));
    }
  }

  item(kind: BillKind, company: string, date: Date, netOre: number, pdf: boolean): BillItem {
    const texOre = Math.round(netOre * 0.25);
    const number = String(between(this.random, 100_000, 999_999));
    const receipt: ReceiptText = {
      title: kind === 'bill' ? 'Kvitto' : 'Faktura',
      company,
      number,
      date: isoDate(date),
      rows: [
        ['Netto', kr(netOre)],
        ['Moms 25 %', kr(texOre)],
        ['Att betala', kr(netOre + texOre)],
      ],
    };
    const image = this.fileName(`${receipt.title} ${company}`, pdf ? 'pdf' : 'svg');
    this.files.set(image, pdf ? receiptPdf(receipt) : receiptSvg(receipt));
    const lastday = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 30);
    return {
      _id: this.id(date),
      number,
      date: isoDate(date),
      companyname: company.toLowerCase(),
      price: fromOre(netOre + texOre),
      tex: fromOre(texOre),
      payment: this.random() < 0.7,
      lastday: isoDate(lastday),
      image,
    };
  }
}

export function createSeed(today: Date = new Date()): Seed {
  return new SeedBuilder(today).build();
}
