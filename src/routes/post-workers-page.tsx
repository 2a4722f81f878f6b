/**
 * Who works at a workplace (SPEC.md §2 'Workplaces' 2, /admin/post/:id/): the current workers
 * or 'Det är ingen som jobbar nu'; the heading toggles an edit mode where workers are selected
 * (SPEC.md §3 filter toggling) and removed with 'ta bort'; below, the members not yet on the
 * workplace, each with an add button. Lists update in place with a toast (DECISIONS.md 11).
 */
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useMutation } from '../app/use-mutation';
import { BackLink } from '../components/layout';
import { Button, FailureNotice, LoadingError } from '../components/ui';
import { paths } from '../config/paths';
import { sv } from '../i18n/sv-admin';
import { notify } from '../lib/notify';
import { errorDismissed, errorOf } from '../lib/request';
import { membersFetched, selectMembers, selectStaffRequest } from '../features/staff/staff-slice';
import {
  availableMembers,
  postWorkersLoaded,
  selectFilterItems,
  selectionCleared,
  selectOnePost,
  selectPostsRequest,
  selectWorkers,
  workerAdded,
  workerCheck,
  workerRemoved,
  workerToggled,
  type Worker,
} from '../features/workplaces/workplaces-slice';
import { PendingCreates } from '../components/pending-creates';
import { markerText, type PendingCreate } from '../lib/writes/create-once';
import styles from '../features/workplaces/components/workplaces.module.css';

// Loaded on its own: the workplace's month reads everyone's time (the Months owner), which the
// workers screen does not need to draw (and the build keeps months-slice a chunk of its own).
const PostMonthHours = lazy(() => import('./post-month-hours'));

const pendingAddTexts = { waiting: sv.posts.addWaiting, landed: sv.posts.addLanded, notLanded: sv.posts.addNotLanded };

function addOfPending(marker: PendingCreate) {
  const postId = markerText(marker, 'postId');
  const workerId = markerText(marker, 'workerId');
  return postId && workerId ? workerCheck(postId, workerId) : null;
}

export default function PostWorkersPage() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const request = useAppSelector(selectPostsRequest);
  const post = useAppSelector(selectOnePost);
  const workers = useAppSelector(selectWorkers);
  // The members list has one owner, the staff slice: fetched when none are loaded.
  const members = useAppSelector(selectMembers);
  const membersRequest = useAppSelector(selectStaffRequest);
  const available = useMemo(() => availableMembers(members, workers), [members, workers]);
  const selected = useAppSelector(selectFilterItems);
  const [editing, setEditing] = useState(false);
  // No success option: one toast for the whole removal, however many people it took.
  const remove = useMutation(workerRemoved);
  const listId = useId();

  useEffect(() => {
    void dispatch(postWorkersLoaded(id));
  }, [dispatch, id]);

  useEffect(() => {
    if (members === null) void dispatch(membersFetched());
    // Only on opening: a failed load waits for 'Uppdatera sidan'.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);

  function retry() {
    dispatch(errorDismissed('IsPosting'));
    dispatch(errorDismissed('IsAdmin'));
    void dispatch(postWorkersLoaded(id));
    if (members === null) void dispatch(membersFetched());
  }

  function toggleEditing() {
    if (editing) dispatch(selectionCleared());
    setEditing((e) => !e);
  }

  /** One call per selected person, in turn; stops at a failure (shown) or a removal already on its way. */
  async function removeSelected() {
    let removed = 0;
    for (const worker of selected) {
      const result = await remove.run({ postId: id, worker });
      if (!result.ok) break;
      removed += 1;
    }
    if (removed === 1) void notify('success', sv.posts.workerRemoved);
    else if (removed > 1) void notify('success', sv.posts.workersRemoved(removed));
  }

  // While refreshing a workplace already shown, its lists stay on screen.
  const error = errorOf(request) ?? (members === null ? errorOf(membersRequest) : null);
  const loading = (post?._id !== id || members === null) && !error;
  const selectedIds = new Set(selected.map((w) => w._id));

  return (
    <section className={styles.page}>
      <BackLink to={paths.admin.posts} label={sv.posts.toList} />
      {/* An add left pending by a reload: waited for, never sent again meanwhile (issue 27). */}
      <PendingCreates prefix={`worker ${id} `} checkOf={addOfPending} texts={pendingAddTexts} onLanded={() => void dispatch(postWorkersLoaded(id))} />
      <LoadingError loading={loading} error={error} onRetry={retry}>
        <h1>{post?.address}</h1>
        {post ? (
          <Suspense fallback={null}>
            <PostMonthHours post={post} />
          </Suspense>
        ) : null}
        <section className={styles.panel} aria-labelledby={`${listId}-heading`}>
          <h2 className={styles.panelHeading} id={`${listId}-heading`}>
            <button
              type="button"
              className={styles.headingButton}
              aria-expanded={editing}
              aria-controls={listId}
              onClick={toggleEditing}
            >
              {sv.posts.workersHeading} ({workers.length})
              <svg className={styles.chevron} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            </button>
          </h2>
          <p className={styles.help}>{editing ? sv.posts.selectHelp : sv.posts.workersHelp}</p>
          <div id={listId}>
            {workers.length === 0 ? (
              <p className={styles.nobody}>{sv.posts.nobody}</p>
            ) : (
              <ul className={styles.people}>
                {workers.map((worker) => (
                  <li key={worker._id}>
                    {editing ? (
                      <label className={styles.check}>
                        <input
                          type="checkbox"
                          checked={selectedIds.has(worker._id)}
                          onChange={() => dispatch(workerToggled(worker))}
                        />
                        <span className={styles.name}>{worker.fullname}</span>
                      </label>
                    ) : (
                      <span className={styles.name}>{worker.fullname}</span>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <FailureNotice failure={remove.failure} onDismiss={remove.dismiss}>
              {remove.failure?.ambiguous ? sv.posts.unsure : null}
            </FailureNotice>
            {editing && workers.length > 0 ? (
              <div className={styles.removeRow}>
                <Button
                  variant="danger"
                  onClick={() => void removeSelected()}
                  disabled={selected.length === 0 || remove.pending}
                  aria-busy={remove.pending || undefined}
                >
                  {sv.posts.remove}
                  {selected.length > 0 ? ` (${selected.length})` : ''}
                </Button>
              </div>
            ) : null}
          </div>
        </section>

        <section className={styles.panel} aria-labelledby={`${listId}-members`}>
          <h2 className={styles.panelHeading} id={`${listId}-members`}>
            {sv.posts.membersHeading}
          </h2>
          {available.length === 0 ? (
            <p className={styles.nobody}>{sv.posts.noMembers}</p>
          ) : (
            <ul className={styles.people}>
              {available.map((member) => (
                <MemberRow key={member._id} postId={id} member={member} />
              ))}
            </ul>
          )}
        </section>
      </LoadingError>
    </section>
  );
}

/** A member not yet on the workplace, with the add button; its own failure shows under it. */
function MemberRow({ postId, member }: { postId: string; member: Worker }) {
  const add = useMutation(workerAdded, { success: (message) => message });
  const run = () => void add.run({ postId, worker: member });
  const label = add.pending ? sv.posts.adding : sv.posts.add;
  return (
    <li className={styles.wrapRow}>
      <span className={styles.name}>{member.fullname}</span>
      <Button
        variant="secondary"
        className={styles.addButton}
        onClick={run}
        disabled={add.pending}
        aria-busy={add.pending || undefined}
        aria-label={`${label} ${member.fullname}`}
      >
        {label}
      </Button>
      {add.failure ? (
        <div className={styles.rowFailure}>
          <FailureNotice failure={add.failure} onRetry={run} onDismiss={add.dismiss}>
            {add.failure.ambiguous ? sv.posts.unsure : null}
          </FailureNotice>
        </div>
      ) : null}
    </li>
  );
}
