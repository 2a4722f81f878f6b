/**
 * The workplace form (SPEC.md §2 'Workplaces' 3, §5 'Workplace form'): create at
 * /admin/post/create/, edit at /admin/post/create/:id (filled from the provider). Errors show
 * on submit only; a failed save keeps everything typed and shows the server's message next to
 * the form, focused; a success shows the result screen with a way back to /admin/. Saving goes
 * through the one mutation path: two presses send one call.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useMutation } from '../../../app/use-mutation';
import { BackLink } from '../../../components/layout';
import { Button, FailureNotice, Field, LoadingError, buttonClass } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { sv } from '../../../i18n/sv-admin';
import { errorDismissed, errorOf } from '../../../lib/request';
import type { Id } from '../../../types/api';
import {
  emptyPostForm,
  fromPost,
  toPostInput,
  validatePostForm,
  type PostFormErrors,
  type PostFormValues,
} from '../post-form';
import {
  pendingPost,
  postCheck,
  postCreated,
  postEdited,
  postForEditLoaded,
  postFormOpened,
  selectPostsRequest,
} from '../workplaces-slice';
import styles from './workplaces.module.css';
import { PendingCreates } from '../../../components/pending-creates';
import type { PendingCreate } from '../../../lib/writes/create-once';

const pendingPostTexts = { waiting: sv.posts.createWaiting, landed: sv.posts.createLanded, notLanded: sv.posts.createNotLanded };

function postOfPending(marker: PendingCreate) {
  const post = pendingPost(marker.data);
  return post ? postCheck(post) : null;
}

export default function PostFormPage() {
  const { id } = useParams();
  // A new id (or none) is a new form: remount so nothing of another workplace lingers.
  return <PostForm key={id ?? 'new'} id={id} />;
}

function PostForm({ id }: { id: Id | undefined }) {
  const dispatch = useAppDispatch();
  const request = useAppSelector(selectPostsRequest);
  const [message, setMessage] = useState<string | null>(null);
  const [values, setValues] = useState<PostFormValues>(emptyPostForm);
  const [errors, setErrors] = useState<PostFormErrors>({});
  const [filled, setFilled] = useState(!id);
  // The result screen says what was saved: no toast as well.
  const create = useMutation(postCreated);
  const edit = useMutation(postEdited);
  const save = id ? edit : create;

  useEffect(() => {
    dispatch(postFormOpened());
  }, [dispatch]);

  function load() {
    if (!id) return;
    dispatch(postForEditLoaded(id))
      .unwrap()
      .then((post) => {
        setValues(fromPost(post));
        setFilled(true);
      })
      .catch(() => undefined /* shown by LoadingError */);
  }

  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(load, [id]);

  function retry() {
    dispatch(errorDismissed('IsPosting'));
    load();
  }

  function set(name: keyof PostFormValues) {
    return (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value }));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next = validatePostForm(values);
    setErrors(next);
    if (Object.keys(next).length > 0) {
      save.dismiss();
      return;
    }
    const post = toPostInput(values);
    const result = id ? await edit.run({ id, post }) : await create.run(post);
    if (result.ok) setMessage(result.value);
  }

  const heading = id ? sv.posts.editHeading : sv.posts.createHeading;

  if (message) {
    return (
      <section className={styles.page}>
        <h1>{heading}</h1>
        <div className={[styles.formCard, styles.result].join(' ')} role="status">
          <p className={styles.resultText}>{message}</p>
          <div className={styles.resultActions}>
            <Link to={paths.admin.root} className={buttonClass()}>
              {sv.posts.backToAdmin}
            </Link>
            <Link to={paths.admin.posts} className={buttonClass('secondary')}>
              {sv.posts.toList}
            </Link>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.page}>
      <BackLink to={paths.admin.posts} label={sv.posts.toList} />
      <h1>{heading}</h1>
      {/* A create left pending by a reload: waited for, never sent again meanwhile (issue 27). */}
      {id ? null : <PendingCreates prefix="post " checkOf={postOfPending} texts={pendingPostTexts} onLanded={() => undefined} />}
      <LoadingError loading={!filled && request.status !== 'error'} error={filled ? null : errorOf(request)} onRetry={retry}>
        <form className={styles.formCard} onSubmit={(e) => void onSubmit(e)} noValidate>
          <div className={styles.formGrid}>
            <Field
              className={styles.wide}
              label={sv.posts.address}
              name="address"
              autoComplete="street-address"
              value={values.address}
              onChange={set('address')}
              error={errors.address}
            />
            <Field
              label={sv.posts.phone}
              name="phone"
              type="tel"
              inputMode="numeric"
              value={values.phone}
              onChange={set('phone')}
              error={errors.phone}
            />
            <Field
              label={sv.posts.hours}
              name="hours"
              inputMode="numeric"
              value={values.hours}
              onChange={set('hours')}
              error={errors.hours}
            />
            <Field
              label={sv.posts.howMany}
              name="Howmany"
              inputMode="numeric"
              value={values.Howmany}
              onChange={set('Howmany')}
              error={errors.Howmany}
            />
            <Field
              label={sv.posts.duration}
              name="Duration"
              value={values.Duration}
              onChange={set('Duration')}
              error={errors.Duration}
            />
          </div>
          <FailureNotice failure={save.failure} onDismiss={save.dismiss}>
            {save.failure?.ambiguous && !id ? sv.posts.unsure : null}
          </FailureNotice>
          <Button type="submit" block disabled={save.pending} aria-busy={save.pending || undefined}>
            {save.pending ? sv.posts.saving : id ? sv.posts.saveButton : sv.posts.createButton}
          </Button>
        </form>
      </LoadingError>
    </section>
  );
}
