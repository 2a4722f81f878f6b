/**
 * The demo's cast (seed.ts builds the data from it): its people and workplaces, and the Swedish
 * identifiers they carry, made to pass their checks (Luhn, IBAN mod 97).
 */
import { demoCredentials } from './credentials';

// --- Swedish identifiers that pass their checks ---

/** Personnummer 'YYYYMMDD-NNNC' whose last digit is the Luhn check of YYMMDDNNN. */
export function personnummer(birth: string, serial: string): string {
  const digits = birth.slice(2) + serial;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const product = Number(digits[i]) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return `${birth}-${serial}${(10 - (sum % 10)) % 10}`;
}

/** Swedish IBAN (SE + check digits + 20-digit BBAN), grouped by four as banks print it. */
export function swedishIban(bankCode: string, account: string): string {
  const bban = bankCode + account.padStart(20 - bankCode.length, '0');
  // ISO 13616: BBAN + 'SE00' with letters as numbers (S=28, E=14), mod 97.
  const numeric = bban + '281400';
  let rest = 0;
  for (const digit of numeric) rest = (rest * 10 + Number(digit)) % 97;
  const iban = `SE${String(98 - rest).padStart(2, '0')}${bban}`;
  return iban.replace(/(.{4})(?!$)/g, '$1 ');
}

// --- People and places ---

export interface Person {
  fullname: string;
  phone: string;
  password: string;
  birth: string;
  serial: string;
  isAdmin: boolean;
  bank?: [string, string];
  /** Index into PLACES where the person usually works, and the usual work type id. */
  place: number;
  workType: number;
}

export const PEOPLE: Person[] = [
  {
    fullname: demoCredentials.admin.name,
    phone: demoCredentials.admin.phone,
    password: demoCredentials.admin.password,
    birth: '19780312',
    serial: '448',
    isAdmin: true,
    bank: ['500', '58398257466'],
    place: 1,
    workType: 5,
  },
  {
    fullname: demoCredentials.staff.name,
    phone: demoCredentials.staff.phone,
    password: demoCredentials.staff.password,
    birth: '19900521',
    serial: '237',
    isAdmin: false,
    bank: ['800', '81059347120'],
    place: 0,
    workType: 1,
  },
  { fullname: 'Fatima Hassan', phone: '0735512348', password: 'städa123', birth: '19920817', serial: '386', isAdmin: false, bank: ['600', '62514478903'], place: 0, workType: 1 },
  { fullname: 'Mikael Svensson', phone: '0762233445', password: 'städa123', birth: '19851102', serial: '153', isAdmin: false, place: 2, workType: 3 },
  { fullname: 'Sara Nilsson', phone: '0723456789', password: 'städa123', birth: '19980129', serial: '264', isAdmin: false, bank: ['300', '31270091544'], place: 1, workType: 5 },
  { fullname: 'Ahmad Karimi', phone: '0704567812', password: 'städa123', birth: '19870704', serial: '471', isAdmin: false, place: 3, workType: 2 },
  { fullname: 'Johanna Berg', phone: '0739988776', password: 'städa123', birth: '20010915', serial: '082', isAdmin: false, place: 4, workType: 4 },
];

export interface Place {
  address: string;
  phone: string;
  hours: string;
  Howmany: string;
  Duration: string;
  /** Indexes into PEOPLE. */
  workers: number[];
}

export const PLACES: Place[] = [
  { address: 'Valstaskolan, Ekillavägen 2, 195 49 Märsta', phone: '0859112233', hours: '6', Howmany: '3', Duration: '2 år', workers: [1, 2] },
  { address: 'Kungsgatan 28, 111 35 Stockholm', phone: '0812345678', hours: '4', Howmany: '2', Duration: '12 månader', workers: [4] },
  { address: 'Drottninggatan 45, 803 20 Gävle', phone: '0261234567', hours: '8', Howmany: '2', Duration: '6 månader', workers: [3] },
  { address: 'Stationsgatan 10, 195 30 Märsta', phone: '0859154321', hours: '5', Howmany: '2', Duration: '1 år', workers: [5, 1] },
  { address: 'Södra Kungsgatan 12, 802 55 Gävle', phone: '0267654321', hours: '8', Howmany: '4', Duration: '3 månader', workers: [] },
];
