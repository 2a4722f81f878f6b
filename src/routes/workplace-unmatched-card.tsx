/**
 * A place of the month that matches no workplace ('Timmar per arbetsplats',
 * workplace-month-page.tsx): its time, and the choice of the workplace it is, kept with the
 * export settings (month close's) for every month.
 */
import { useId, useState } from 'react';
import { Button, SelectField } from '../components/ui';
import { writePlaceAssignment } from '../features/month-close/exports/settings';
import styles from '../features/workplaces/components/workplace-month.module.css';
import type { UnmatchedPlace } from '../features/workplaces/workplace-month';
import { sv } from '../i18n/sv-admin';
import type { Post } from '../types/api';

/** `time`: the place's minutes as the page writes them. */
export function UnmatchedCard({ place, time, posts, onAssigned }: { place: UnmatchedPlace; time: string; posts: readonly Post[]; onAssigned: (note: string) => void }) {
  const headingId = useId();
  const [postId, setPostId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const shown = place.place || sv.workplaceMonth.noPlace;
  function assign() {
    const post = posts.find((p) => p._id === postId);
    if (!post) {
      setProblem(sv.workplaceMonth.chooseFirst);
      return;
    }
    // The card leaves the list once the place is a workplace's: the workplace's card says so.
    if (writePlaceAssignment(place.key, post._id)) onAssigned(sv.workplaceMonth.assigned(shown, post.address));
    else setProblem(sv.workplaceMonth.assignFailed);
  }
  return (
    <article className={styles.placeCard} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardTitle}>
        {shown}
      </h3>
      <p>{sv.workplaceMonth.placeSummary(time, place.people.length, place.days.length)}</p>
      {place.key && posts.length > 0 ? (
        <div className={styles.assign}>
          <SelectField
            className={styles.selectField}
            label={sv.workplaceMonth.chooseWorkplaceFor(shown)}
            value={postId}
            options={[{ value: '', label: sv.workplaceMonth.choose }, ...posts.map((p) => ({ value: p._id, label: p.address }))]}
            onChange={(value) => {
              setPostId(value);
              setProblem(null);
            }}
          />
          <Button variant="secondary" onClick={assign} aria-describedby={headingId}>
            {sv.workplaceMonth.assign}
          </Button>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
    </article>
  );
}
