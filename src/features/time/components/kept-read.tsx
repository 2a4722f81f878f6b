/**
 * Min sida from what this phone read last (issue 25 item 3, issue 44 item 2): until the person's
 * time is read, or when the read fails, the time kept by last-read.ts is shown, marked with when
 * it was read; the fresh read replaces it as soon as it arrives. The kept copy is only looked at:
 * the screen offers no write from it (`stale`), edits wait for the fresh read.
 */
import { useMemo, useState } from 'react';
import { PICTURE_ID } from '../../../app/kept-picture';
import { READ_PLACE_ATTRIBUTE } from '../../../app/kept-picture-format';
import { buttonClass } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import { shortDayLabel } from '../../../lib/months';
import { localIsoDate, pad2 } from '../../../lib/time';
import { emptyPerson } from '../../../person-time/months-slice';
import { personView, type PersonView } from '../../../person-time/person-view';
import type { PictureNotice } from '../kept-picture-capture';
import { lastRead, type LastRead } from '../last-read';
import styles from './profile-page.module.css';

export interface KeptRead {
  /** What the screen draws: the fresh read once it is here, else the kept copy (or the read's state). */
  view: PersonView;
  /** The kept copy drawn, or null: the fresh read (or nothing kept). */
  kept: LastRead | null;
  /** The read failed and nothing fresher is here. */
  failed: boolean;
  /** A kept copy or picture was drawn in this visit and the fresh read has replaced it (KeptReadPlace). */
  replaced: boolean;
}

export function useKeptRead(userId: string | null, read: PersonView): KeptRead {
  const waiting = !read.user;
  const failed = waiting && read.request.status === 'error';
  const kept = useMemo(() => (waiting && userId ? lastRead(userId) : null), [waiting, userId]);
  const keptView = useMemo(() => (kept ? personView({ ...emptyPerson, user: kept.user, months: kept.months, request: { status: 'loaded' } }) : null), [kept]);
  // Set while rendering, as React does for state that follows a change: no effect, no extra frame.
  const [keptDrawn, setKeptDrawn] = useState(false);
  if (kept && !keptDrawn) setKeptDrawn(true);
  // The kept picture (app/kept-picture.ts) is over the page until the month is drawn: its line too.
  const [pictured] = useState(() => document.getElementById(PICTURE_ID) !== null);
  return { view: keptView ?? read, kept, failed, replaced: (keptDrawn || pictured) && !kept };
}

/**
 * Where 'Senast hämtad' was, once the fresh read has replaced the kept copy or picture: empty,
 * its height kept. Taken away, it moved the month up as the fresh month arrived, under a finger
 * about to tap a line (a layout shift of 0.034 on a phone whose read took 1.5 s).
 */
export function KeptReadPlace() {
  return <p className={styles.readAtPlace} aria-hidden="true" {...{ [READ_PLACE_ATTRIBUTE]: '' }} />;
}

/** When the shown time was read: quietly while the fresh read is on its way; offline, with 'Försök igen'. */
export function KeptReadNotice({ kept, failed, onRetry }: { kept: LastRead; failed: boolean; onRetry: () => void }) {
  const at = new Date(kept.at);
  const day = localIsoDate(at);
  if (!failed) {
    return (
      <p className={styles.readAt} role="status">
        {sv.profile.readAt(day === localIsoDate() ? null : shortDayLabel(day), clockTime(at))}
      </p>
    );
  }
  return (
    <div className={styles.lastRead} role="status">
      <p>{sv.profile.lastRead(shortDayLabel(day), clockTime(at))}</p>
      <button type="button" className={buttonClass('secondary')} onClick={onRetry}>
        {sv.app.retry}
      </button>
    </div>
  );
}

/** The picture's notice (features/time/kept-picture-capture.ts): the same line, for a visit the same day or later. */
export function keptPictureNotice(at: Date = new Date()): PictureNotice {
  return {
    className: styles.readAt ?? '',
    today: sv.profile.readAt(null, clockTime(at)),
    otherDay: sv.profile.readAt(shortDayLabel(localIsoDate(at)), clockTime(at)),
  };
}

/** 14:05 */
function clockTime(date: Date): string {
  return `${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}
