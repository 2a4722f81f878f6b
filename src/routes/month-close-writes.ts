/**
 * Month close's writes (corrections, moves, clearing: features/month-close/month-writes.ts) run
 * by the owner of a person's time (features/time/time-owner.ts). The two features never import
 * each other; this is where they meet. Screens pass these to month close's components.
 */
import { createMonthCloseWrites } from '../features/month-close/month-writes';
import { personTimeOwner } from '../features/time/time-owner';

export const monthCloseWrites = createMonthCloseWrites(personTimeOwner);
