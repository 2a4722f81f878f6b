/**
 * Staff list (/admin/list/): full name, personnummer, worked hours:minutes, isAdmin, edit,
 * delete, user, place. Members are fetched when none are loaded. Sortable by name and by
 * hours, searchable by name or phone; on a phone each person is a card. Deleting asks first,
 * then sends memberRemoved (the one mutation path: a second tap sends nothing more); the
 * message is shown and the person leaves the list in place (DECISIONS.md 11: no page reload).
 */
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useMutation } from '../../../app/use-mutation';
import { useConfirm } from '../../../components/confirm-dialog';
import { Modal } from '../../../components/dialog';
import { WindowedBody, stripeOf, type RowEstimate } from '../../../components/windowed-rows';
import { selectUserId } from '../../../app/session';
import { Button, FailureNotice, Field, LoadingError } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { sv } from '../../../i18n/sv-admin';
import { errorOf } from '../../../lib/request';
import type { User } from '../../../types/api';
import { membersFetched, memberRemoved, selectMembers, selectStaffRequest } from '../staff-slice';
import {
  filterMembers,
  hoursMinutes,
  removalRefusal,
  sortMembers,
  workedOf,
  type SortKey,
} from '../staff-logic';
import type { SortDirection } from '../../../types/sort';
import { SortButton } from '../../../components/sort-button';
import list from './staff-list.module.css';
import styles from './staff.module.css';
import { StaffListTop } from './staff-list-top';

/** A row's height before it is measured: a desk's table row, a card up to 760 px wide. */
const ROW_ESTIMATE: RowEstimate = { table: 61, card: 196, cardsBelow: 761 };

export default function StaffListPage() {
  const dispatch = useAppDispatch();
  const members = useAppSelector(selectMembers);
  const request = useAppSelector(selectStaffRequest);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<{ key: SortKey; direction: SortDirection }>({ key: 'name', direction: 'ascending' });
  const { confirm, dialog } = useConfirm();
  const selfId = useAppSelector(selectUserId);
  // Why the chosen member cannot be removed (DECISIONS.md 24), shown in a dialog.
  const [refused, setRefused] = useState<string | null>(null);
  const remove = useMutation(memberRemoved, { success: () => sv.staff.removed });
  // Whom the last removal was for, so 'Försök igen' removes the same person.
  const [target, setTarget] = useState<User | null>(null);

  useEffect(() => {
    if (members === null) void dispatch(membersFetched());
  }, [dispatch, members]);

  const rows = useMemo(
    () => sortMembers(filterMembers(members ?? [], query), sort.key, sort.direction),
    [members, query, sort],
  );

  function sortBy(key: SortKey) {
    setSort((s) =>
      s.key === key
        ? { key, direction: s.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: key === 'hours' ? 'descending' : 'ascending' },
    );
  }

  const runRemove = remove.run;
  const removeMember = useCallback(async (member: User) => {
    const why = removalRefusal(member, members ?? [], selfId);
    if (why) {
      setRefused(why === 'self' ? sv.staff.cannotRemoveSelf : sv.staff.cannotRemoveLastAdmin(member.fullname));
      return;
    }
    if (!(await confirm(sv.staff.confirmRemove(member.fullname), { confirmLabel: sv.staff.remove, danger: true }))) return;
    setTarget(member);
    await runRemove(member._id);
  }, [members, selfId, confirm, runRemove]);

  const ariaSort = (key: SortKey) => (sort.key === key ? sort.direction : 'none');
  const sortButton = (key: SortKey, label: string) => <SortButton label={label} direction={sort.key === key ? sort.direction : null} onSort={() => sortBy(key)} />;

  return (
    <StaffListTop>
      <LoadingError
        loading={members === null && request.status !== 'error'}
        error={members === null ? errorOf(request) : null}
        onRetry={() => void dispatch(membersFetched())}
      >
        <div className={list.toolbar}>
          <Field
            label={sv.staff.search}
            type="search"
            name="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            hint={sv.staff.searchHint}
            autoComplete="off"
          />
          <p className={styles.muted} aria-live="polite">
            {sv.staff.shown(rows.length, members?.length ?? 0)}
          </p>
        </div>
        <FailureNotice
          failure={remove.failure}
          onRetry={target ? () => void remove.run(target._id) : undefined}
          onDismiss={remove.dismiss}
        >
          {target ? sv.staff.notRemoved(target.fullname) : null}
        </FailureNotice>
        <div className={list.mobileSort}>
          {sortButton('name', sv.staff.colName)}
          {sortButton('hours', sv.staff.colHours)}
        </div>
        {members && members.length === 0 ? (
          <p>{sv.staff.noMembers}</p>
        ) : rows.length === 0 ? (
          <p>{sv.staff.noMatch}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={`${styles.table} ${list.cards}`} aria-rowcount={rows.length + 1}>
              <caption className={styles.srOnly}>
                {sv.staff.listHeading}
              </caption>
              <thead>
                <tr aria-rowindex={1}>
                  <th scope="col" aria-sort={ariaSort('name')}>
                    {sortButton('name', sv.staff.colName)}
                  </th>
                  <th scope="col">{sv.staff.colPersonnummer}</th>
                  <th scope="col" aria-sort={ariaSort('hours')}>
                    {sortButton('hours', sv.staff.colHours)}
                  </th>
                  <th scope="col">{sv.staff.colAdmin}</th>
                  <th scope="col">{sv.staff.colEdit}</th>
                  <th scope="col">{sv.staff.colDelete}</th>
                  <th scope="col">{sv.staff.colUser}</th>
                  <th scope="col">{sv.staff.colPlace}</th>
                </tr>
              </thead>
              {/* Only the rows near the screen are drawn, so sorting and searching 1 000 staff redraw a screenful (issue 19). */}
              <WindowedBody
                items={rows}
                estimate={ROW_ESTIMATE}
                keyOf={memberKey}
                row={(member, index, measure) => (
                  <MemberRow
                    key={member._id}
                    member={member}
                    index={index}
                    measure={measure}
                    removing={remove.pending}
                    busy={remove.pending && target?._id === member._id}
                    onRemove={removeMember}
                  />
                )}
              />
            </table>
          </div>
        )}
      </LoadingError>
      {dialog}
      {refused ? (
        <Modal title={sv.staff.cannotRemoveTitle} onClose={() => setRefused(null)}>
          <p>{refused}</p>
          <Button onClick={() => setRefused(null)}>{sv.app.close}</Button>
        </Modal>
      ) : null}
    </StaffListTop>
  );
}

const memberKey = (member: User) => member._id;

/** One person's row; memoized, so sorting or searching redraws only rows that change. */
const MemberRow = memo(function MemberRow({
  member: m,
  index,
  measure,
  removing,
  busy,
  onRemove,
}: {
  member: User;
  /** Its place in the list (0-based): the row's aria-rowindex. */
  index: number;
  measure: (element: HTMLElement | null) => void;
  removing: boolean;
  busy: boolean;
  onRemove: (member: User) => void | Promise<void>;
}) {
  return (
    <tr ref={measure} data-index={index} aria-rowindex={index + 2} data-stripe={stripeOf(index)}>
      <th scope="row">{m.fullname}</th>
      <td data-label={sv.staff.colPersonnummer} className={styles.num}>
        {m.personnummer}
      </td>
      <td data-label={sv.staff.colHours} className={styles.num}>
        {hoursMinutes(workedOf(m))}
      </td>
      <td data-label={sv.staff.colAdmin}>{m.isAdmin ? <span className={list.badge}>{sv.app.yes}</span> : sv.app.no}</td>
      <td className={list.actionsCell}>
        <Link className={list.actionLink} to={paths.admin.create(m._id)} aria-label={sv.staff.editOf(m.fullname)}>
          {sv.staff.edit}
        </Link>
      </td>
      <td className={list.actionsCell}>
        <button
          type="button"
          className={`${list.actionButton} ${list.danger}`}
          aria-label={sv.staff.removeOf(m.fullname)}
          disabled={removing}
          aria-busy={busy || undefined}
          onClick={() => void onRemove(m)}
        >
          {sv.staff.remove}
        </button>
      </td>
      <td className={list.actionsCell}>
        <Link className={list.actionLink} to={paths.admin.user(m._id)} aria-label={sv.staff.userOf(m.fullname)}>
          {sv.staff.userLink}
        </Link>
      </td>
      <td className={list.actionsCell}>
        <Link className={list.actionLink} to={paths.admin.place(m._id)} aria-label={sv.staff.placeOf(m.fullname)}>
          {sv.staff.placeLink}
        </Link>
      </td>
    </tr>
  );
});
