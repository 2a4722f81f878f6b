/**
 * A workplace's page shows its month (issue 24 item 4): this month's and last month's hours at
 * the workplace, from the month per workplace (the same figures), with a link to the month view.
 * Everyone's time is needed for it (anyone may have worked there): when the month overview or
 * the month per workplace has read it, it shows at once; otherwise it is read on the admin's
 * press, so opening a workplace to add a person never reads 300 people's time.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../components/ui';
import { paths } from '../config/paths';
import { useExportSettings } from '../features/month-close/use-export-settings';
import { listPosts } from '../features/workplaces/api';
import styles from '../features/workplaces/components/workplace-month.module.css';
import { workplaceMonth } from '../features/workplaces/workplace-month';
import { sv } from '../i18n/sv-admin';
import { monthYearLabel } from '../lib/month-label';
import { hoursMinutes, toDuration } from '../lib/time';
import type { Post } from '../types/api';
import { useMembers } from '../features/staff/use-members';
import { useEveryonesMonth } from '../person-time/use-everyones-month';

const hm = (minutes: number) => hoursMinutes(toDuration(minutes));

export default function PostMonthHours({ post }: { post: Post }) {
  const [asked, setAsked] = useState(false);
  const staff = useMembers({ read: asked });
  const everyone = useEveryonesMonth(staff.members, { read: asked });
  const settings = useExportSettings();
  // Every workplace, so a place that names another workplace's address is not counted here.
  const [posts, setPosts] = useState<Post[] | null>(null);
  useEffect(() => {
    if (!everyone.ready) return;
    let live = true;
    listPosts().then(
      (list) => live && setPosts(list),
      () => live && setPosts([post]),
    );
    return () => {
      live = false;
    };
  }, [everyone.ready, post]);

  const months = useMemo(() => {
    const now = everyone.now;
    const last = new Date(now.getFullYear(), now.getMonth() - 1, 1);
    return [
      { year: now.getFullYear(), month: now.getMonth() + 1, text: sv.workplaceMonth.thisMonth },
      { year: last.getFullYear(), month: last.getMonth() + 1, text: sv.workplaceMonth.lastMonth },
    ];
  }, [everyone.now]);

  const figures = useMemo(() => {
    if (!everyone.ready || posts === null) return null;
    const list = posts.some((p) => p._id === post._id) ? posts : [...posts, post];
    return months.map(({ year, month, text }) => {
      const line = workplaceMonth(everyone.monthOf(year, month), list, settings.places).workplaces.find((w) => w.post._id === post._id);
      return { year, month, label: text(monthYearLabel(month, year)), minutes: line?.minutes ?? 0, days: line?.days.length ?? 0, people: line?.people.length ?? 0 };
    });
  }, [everyone, posts, months, post, settings.places]);

  return (
    <section className={styles.postHours} aria-labelledby="post-hours-heading">
      <h2 id="post-hours-heading">{sv.workplaceMonth.heading}</h2>
      {figures ? (
        <dl className={styles.facts}>
          {figures.map((f) => (
            <div key={`${f.year}-${f.month}`}>
              <dt>{f.label}</dt>
              <dd>
                <span className={styles.figure}>{hm(f.minutes)}</span> {sv.workplaceMonth.daysAndPeople(f.days, f.people)}
              </dd>
            </div>
          ))}
        </dl>
      ) : everyone.reading ? (
        <p role="status">{sv.month.loadingTime(everyone.progress.done, everyone.progress.total)}</p>
      ) : (
        <Button variant="secondary" onClick={() => setAsked(true)}>
          {sv.workplaceMonth.showHours}
        </Button>
      )}
      <p>
        <Link to={`${paths.admin.platsManad}?ar=${months[0]?.year}&manad=${months[0]?.month}`} className={styles.inlineLink}>
          {sv.workplaceMonth.monthLink}
        </Link>
      </p>
    </section>
  );
}
