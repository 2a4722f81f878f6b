/**
 * The workplace form's rules (SPEC.md §5 'Workplace form'): address and phone pass the
 * phone/address check, hours and Howmany the number check, Duration the name check.
 * An address is a street and a number ('Ågatan 1', as lib/place-match.ts reads one: the rule
 * that matches entries to the workplace), or any text of at least 10 characters (the phone
 * rule's length) for a place without a number, e.g. a farm's name (issue 43 item 6).
 */
import { sv } from '../../i18n/sv-admin';
import { streetAddress } from '../../lib/place-match';
import { MIN_PHONE, isValidPhone } from '../../lib/validation';
import { isPositiveNumber, isValidName } from '../../lib/details-validation';
import type { Post, PostInput } from '../../types/api';

export type PostFormValues = { [K in keyof PostInput]: string };
export type PostFormErrors = Partial<Record<keyof PostInput, string>>;

export const emptyPostForm: PostFormValues = { address: '', phone: '', hours: '', Howmany: '', Duration: '' };

export function isValidAddress(value: string): boolean {
  return streetAddress(value) !== null || value.trim().length >= MIN_PHONE;
}

export function validatePostForm(values: PostFormValues): PostFormErrors {
  return {
    ...(isValidAddress(values.address) ? {} : { address: sv.posts.addressError }),
    ...(isValidPhone(values.phone) ? {} : { phone: sv.posts.phoneError }),
    ...(isPositiveNumber(values.hours) ? {} : { hours: sv.posts.hoursError }),
    ...(isPositiveNumber(values.Howmany) ? {} : { Howmany: sv.posts.howManyError }),
    ...(isValidName(values.Duration) ? {} : { Duration: sv.posts.durationError }),
  };
}

/** What is sent: the fields as typed, trimmed. */
export function toPostInput(values: PostFormValues): PostInput {
  return {
    address: values.address.trim(),
    phone: values.phone.trim(),
    hours: values.hours.trim(),
    Howmany: values.Howmany.trim(),
    Duration: values.Duration.trim(),
  };
}

export function fromPost(post: Post): PostFormValues {
  return {
    address: post.address,
    phone: post.phone,
    hours: String(post.hours),
    Howmany: String(post.Howmany),
    Duration: post.Duration,
  };
}

/** A maps search for the address (opens in the person's maps app or browser). */
export function mapUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.trim())}`;
}

/** A tel: link target: digits and a leading +. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
