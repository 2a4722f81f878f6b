/** The IsPosting slice: SPEC.md §3 filter toggling, and lists updated in place (DECISIONS.md 11). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availableMembers, initialState, selectionCleared, toggleWorker, workerToggled, workplacesReducer, type Worker, type WorkplacesState } from '../../src/features/workplaces/workplaces-slice';
import { postDeleted, postEdited, postCreated, workerAdded, workerRemoved } from '../../src/features/workplaces/workplace-writes';
import type { Post } from '../../src/types/api';

const anna: Worker = { _id: 'a1', fullname: 'Anna Lind' };
const bo: Worker = { _id: 'b2', fullname: 'Bo Ek' };

const post = (id: string, workers: Worker[] = []): Post => ({
  _id: id,
  address: `Storgatan ${id}, Märsta`,
  phone: '0859112233',
  hours: '6',
  Howmany: '2',
  Duration: '1 år',
  addUser: workers.map((user) => ({ user })),
});

const fulfilled = <A>(type: string, arg: A, payload: unknown = 'ok') => ({
  type: `${type}/fulfilled`,
  payload,
  meta: { arg, requestId: 'r', requestStatus: 'fulfilled' as const },
});

describe('filterItems toggling (SPEC.md §3)', () => {
  it('adds a worker that is absent and removes one that is present', () => {
    let state = workplacesReducer(initialState, workerToggled(anna));
    expect(state.filterItems).toEqual([anna]);
    state = workplacesReducer(state, workerToggled(bo));
    expect(state.filterItems).toEqual([anna, bo]);
    state = workplacesReducer(state, workerToggled(anna));
    expect(state.filterItems).toEqual([bo]);
    state = workplacesReducer(state, selectionCleared());
    expect(state.filterItems).toEqual([]);
  });

  it('toggling the same worker twice gives back the same selection; never holds duplicates', () => {
    const worker = fc.record({ _id: fc.constantFrom('a', 'b', 'c', 'd'), fullname: fc.string() });
    fc.assert(
      fc.property(fc.array(worker), worker, (toggles, one) => {
        const items = toggles.reduce<Worker[]>(toggleWorker, []);
        const ids = items.map((w) => w._id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(toggleWorker(toggleWorker(items, one), one).map((w) => w._id)).toEqual(
          ids.includes(one._id) ? ids.filter((id) => id !== one._id).concat(one._id) : ids,
        );
        // A worker is selected exactly when it was toggled an odd number of times.
        for (const id of ['a', 'b', 'c', 'd']) {
          const count = toggles.filter((t) => t._id === id).length;
          expect(ids.includes(id)).toBe(count % 2 === 1);
        }
      }),
    );
  });
});

describe('lists updated from the mutations', () => {
  const loaded: WorkplacesState = {
    ...initialState,
    posts: [post('p1', [anna]), post('p2')],
    onepost: post('p1', [anna]),
    filterItems: [anna],
  };

  it('a deleted workplace leaves the list without a refetch', () => {
    const state = workplacesReducer(loaded, fulfilled(postDeleted.typePrefix, 'p2'));
    expect(state.posts?.map((p) => p._id)).toEqual(['p1']);
  });

  it('an edited workplace is changed in place; a created one marks the list for fetching', () => {
    const changes = { address: 'Nygatan 3, Gävle', phone: '0261234567', hours: '8', Howmany: '4', Duration: '2 år' };
    let state = workplacesReducer(loaded, fulfilled(postEdited.typePrefix, { id: 'p2', post: changes }, 'Platsen har ändrats'));
    expect(state.posts?.[1]).toMatchObject({ _id: 'p2', ...changes });
    expect(state.message).toBe('Platsen har ändrats');
    state = workplacesReducer(state, fulfilled(postCreated.typePrefix, changes, 'En ny plats har skapats. Tack'));
    expect(state.postsStale).toBe(true);
  });

  it('an added worker joins the workplace; a removed one leaves it and the selection', () => {
    let state = workplacesReducer(loaded, fulfilled(workerAdded.typePrefix, { postId: 'p1', worker: bo }));
    expect(state.onepost?.addUser.map((a) => a.user._id)).toEqual(['a1', 'b2']);
    expect(state.posts?.[0]?.addUser.map((a) => a.user._id)).toEqual(['a1', 'b2']);
    // Added twice (a second answer): still once.
    state = workplacesReducer(state, fulfilled(workerAdded.typePrefix, { postId: 'p1', worker: bo }));
    expect(state.onepost?.addUser).toHaveLength(2);
    state = workplacesReducer(state, fulfilled(workerRemoved.typePrefix, { postId: 'p1', worker: anna }));
    expect(state.onepost?.addUser.map((a) => a.user._id)).toEqual(['b2']);
    expect(state.filterItems).toEqual([]);
  });
});

describe('availableMembers (the composed workers screen)', () => {
  const members = [
    { _id: 'o', fullname: 'Östen Ek' },
    { _id: 'a1', fullname: 'Anna Lind' },
    { _id: 'aa', fullname: 'Åsa Berg' },
    { _id: 'z', fullname: 'Zara Holm' },
    { _id: 'b2', fullname: 'Bo Ek' },
  ];

  it('lists the members not on the workplace, in Swedish order (Z, Å, Ä, Ö last)', () => {
    expect(availableMembers(members, [anna]).map((m) => m.fullname)).toEqual(['Bo Ek', 'Zara Holm', 'Åsa Berg', 'Östen Ek']);
  });

  it('offers nobody while the members are not loaded, and nobody who already works there', () => {
    expect(availableMembers(null, [])).toEqual([]);
    expect(availableMembers(members, members)).toEqual([]);
  });

  it('answers people as { _id, fullname } only, whatever else a member holds', () => {
    const member = { _id: 'x', fullname: 'Xavier Ek', phone: '0701234567', isAdmin: false };
    expect(availableMembers([member], [])).toEqual([
      { _id: 'x', fullname: 'Xavier Ek' },
    ]);
  });
});

describe('writes whose outcome stayed unknown (DECISIONS.md 25)', () => {
  const rejected = (payload: { ambiguous: boolean } | undefined, condition = false) => ({
    type: `${postDeleted.typePrefix}/rejected`,
    payload: payload && { message: 'Ingen kontakt', kind: 'network', silent: false, own: true, ...payload },
    error: {},
    meta: { arg: 'p1', requestId: 'r', requestStatus: 'rejected' as const, rejectedWithValue: true, condition, aborted: false },
  });

  it('an unknown outcome is remembered; a definite failure or a success settles it; a skipped write says nothing', () => {
    let state = workplacesReducer(initialState, rejected({ ambiguous: true }));
    expect(state.unsure).toHaveLength(1);
    state = workplacesReducer(state, rejected(undefined, true));
    expect(state.unsure).toHaveLength(1);
    state = workplacesReducer(state, rejected({ ambiguous: true }));
    expect(state.unsure).toHaveLength(1);
    expect(workplacesReducer(state, rejected({ ambiguous: false })).unsure).toEqual([]);
    expect(workplacesReducer(state, fulfilled(postDeleted.typePrefix, 'p1', 'Platsen har tagits bort')).unsure).toEqual([]);
  });
});
