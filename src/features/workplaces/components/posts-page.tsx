/**
 * 'Alla våra arbetsplatser' (SPEC.md §2 'Workplaces' 1): a card per workplace with the address
 * (opens a map), hours per day, emergency phone, people needed and contract duration; delete
 * after confirmation, people and edit links. A delete updates the list in place.
 */
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useMutation } from '../../../app/use-mutation';
import { useConfirm } from '../../../components/confirm-dialog';
import { BackLink } from '../../../components/layout';
import { Button, FailureNotice, LoadingError, buttonClass } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { sv } from '../../../i18n/sv-admin';
import { errorDismissed, errorOf } from '../../../lib/request';
import type { Post } from '../../../types/api';
import { mapUrl, telHref } from '../post-form';
import { postsLoaded, selectPosts, selectPostsRequest, selectPostsStale } from '../workplaces-slice';
import { postDeleted } from '../workplace-writes';
import styles from './workplaces.module.css';

export default function PostsPage() {
  const dispatch = useAppDispatch();
  const posts = useAppSelector(selectPosts);
  const stale = useAppSelector(selectPostsStale);
  const request = useAppSelector(selectPostsRequest);
  const needsLoad = posts === null || stale;
  const { confirm, dialog } = useConfirm();

  useEffect(() => {
    if (needsLoad) void dispatch(postsLoaded());
    // Only on opening: a failed load waits for 'Uppdatera sidan'.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);

  function retry() {
    dispatch(errorDismissed('IsPosting'));
    void dispatch(postsLoaded());
  }

  return (
    <section className={styles.page}>
      <BackLink to={paths.admin.root} />
      <div className={styles.titleRow}>
        <h1>{sv.posts.heading}</h1>
        <div className={styles.titleActions}>
          <Link to={paths.admin.platsManad} className={buttonClass('secondary')}>
            {sv.workplaceMonth.nav}
          </Link>
          <Link to={paths.admin.postCreate()} className={buttonClass()}>
            {sv.posts.newPost}
          </Link>
        </div>
      </div>
      <LoadingError
        loading={request.status === 'loading' || (needsLoad && request.status !== 'error')}
        error={errorOf(request)}
        onRetry={retry}
      >
        {posts && posts.length > 0 ? (
          <ul className={styles.cards}>
            {posts.map((post) => (
              <li key={post._id}>
                <PostCard post={post} confirm={confirm} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{sv.posts.empty}</p>
        )}
      </LoadingError>
      {dialog}
    </section>
  );
}

type Confirm = ReturnType<typeof useConfirm>['confirm'];

function PostCard({ post, confirm }: { post: Post; confirm: Confirm }) {
  const remove = useMutation(postDeleted, { success: (message) => message });
  const pending = remove.pending;
  const headingId = useId();

  /** Asks first (a second tap while asking asks once); the card leaves the list on success. */
  async function onDelete() {
    if (await confirm(sv.posts.confirmDelete, { confirmLabel: sv.posts.deleteButton, danger: true })) {
      await remove.run(post._id);
    }
  }

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        <a
          href={mapUrl(post.address)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${post.address} ${sv.posts.opensMap}`}
        >
          {post.address}
        </a>
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{sv.posts.hours}</dt>
          <dd>{String(post.hours)}</dd>
        </div>
        <div>
          <dt>{sv.posts.emergencyPhone}</dt>
          <dd>
            <a href={telHref(post.phone)} aria-label={sv.posts.callPhone(post.phone)}>
              {post.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt>{sv.posts.howMany}</dt>
          <dd>{String(post.Howmany)}</dd>
        </div>
        <div>
          <dt>{sv.posts.duration}</dt>
          <dd>{post.Duration}</dd>
        </div>
      </dl>
      <Link to={paths.admin.post(post._id)} className={styles.peopleLink} aria-describedby={headingId}>
        {sv.posts.addPeople}
      </Link>
      <FailureNotice failure={remove.failure} onRetry={() => void remove.run(post._id)} onDismiss={remove.dismiss}>
        {remove.failure?.ambiguous ? sv.posts.unsure : null}
      </FailureNotice>
      <div className={styles.actions}>
        <Link to={paths.admin.postCreate(post._id)} className={buttonClass('secondary')} aria-describedby={headingId}>
          {sv.posts.edit}
        </Link>
        <Button variant="danger" onClick={() => void onDelete()} disabled={pending} aria-describedby={headingId}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {pending ? sv.posts.deleting : sv.posts.deleteButton}
        </Button>
      </div>
    </article>
  );
}
