/**
 * Who works at a workplace (SPEC.md §2 'Workplaces' 2, /admin/post/:id/): the current workers
 * or 'Det är ingen som jobbar nu'; the heading toggles an edit mode where workers are selected
 * (SPEC.md §3 filter toggling) and removed with 'ta bort'; below, the members not yet on the
 * workplace, each with an add button. Lists update in place with a toast (DECISIONS.md 11).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { BackLink } from '../components/layout';
import { Button, LoadingError } from '../components/ui';
import { paths } from '../config/paths';
import { sv } from '../i18n/sv';
import { notify } from '../lib/notify';
import { errorDismissed, errorOf, type RejectValue } from '../lib/request';
import {
  postWorkersLoaded,
  selectAvailableMembers,
  selectFilterItems,
  selectionCleared,
  selectOnePost,
  selectPending,
  selectPostsRequest,
  selectWorkers,
  workerAdded,
  workerRemoved,
  workerToggled,
  type Worker,
} from '../features/workplaces/workplaces-slice';
import styles from '../features/workplaces/components/workplaces.module.css';

function showError(error: unknown) {
  const { message, silent } = error as RejectValue;
  if (!silent) void notify('error', message);
}

export default function PostWorkersPage() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const request = useAppSelector(selectPostsRequest);
  const post = useAppSelector(selectOnePost);
  const workers = useAppSelector(selectWorkers);
  const available = useAppSelector(selectAvailableMembers);
  const selected = useAppSelector(selectFilterItems);
  const pending = useAppSelector(selectPending);
  const [editing, setEditing] = useState(false);
  const inFlight = useRef(new Set<string>());
  const listId = useId();

  useEffect(() => {
    void dispatch(postWorkersLoaded(id));
  }, [dispatch, id]);

  function retry() {
    dispatch(errorDismissed('IsPosting'));
    void dispatch(postWorkersLoaded(id));
  }

  function toggleEditing() {
    if (editing) dispatch(selectionCleared());
    setEditing((e) => !e);
  }

  async function add(worker: Worker) {
    if (inFlight.current.has(worker._id)) return;
    inFlight.current.add(worker._id);
    try {
      void notify('success', await dispatch(workerAdded({ postId: id, worker })).unwrap());
    } catch (error) {
      showError(error);
    } finally {
      inFlight.current.delete(worker._id);
    }
  }

  async function removeSelected() {
    const chosen = selected.filter((w) => !inFlight.current.has(w._id));
    if (chosen.length === 0) return;
    chosen.forEach((w) => inFlight.current.add(w._id));
    let removed = 0;
    try {
      for (const worker of chosen) {
        await dispatch(workerRemoved({ postId: id, worker })).unwrap();
        removed += 1;
      }
    } catch (error) {
      showError(error);
    } finally {
      chosen.forEach((w) => inFlight.current.delete(w._id));
    }
    if (removed === 1) void notify('success', sv.posts.workerRemoved);
    else if (removed > 1) void notify('success', sv.posts.workersRemoved(removed));
  }

  // While refreshing a workplace already shown, its lists stay on screen.
  const loading = post?._id !== id;
  const selectedIds = new Set(selected.map((w) => w._id));
  const removing = selected.some((w) => pending.includes(w._id));

  return (
    <section className={styles.page}>
      <BackLink to={paths.admin.posts} label={sv.posts.toList} />
      <LoadingError loading={loading} error={errorOf(request)} onRetry={retry}>
        <h1>{post?.address}</h1>
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
            {editing && workers.length > 0 ? (
              <div className={styles.removeRow}>
                <Button
                  variant="danger"
                  onClick={() => void removeSelected()}
                  disabled={selected.length === 0 || removing}
                  aria-busy={removing}
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
              {available.map((member) => {
                const adding = pending.includes(member._id);
                return (
                  <li key={member._id}>
                    <span className={styles.name}>{member.fullname}</span>
                    <Button
                      variant="secondary"
                      className={styles.addButton}
                      onClick={() => void add(member)}
                      disabled={adding}
                      aria-busy={adding}
                      aria-label={`${adding ? sv.posts.adding : sv.posts.add} ${member.fullname}`}
                    >
                      {adding ? sv.posts.adding : sv.posts.add}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </LoadingError>
    </section>
  );
}
