import {
  addWorker,
  createPost,
  editPost,
  getPostForEdit,
  getPostWithWorkers,
  listPosts,
  removePost,
  removeWorker,
} from '../../src/features/workplaces/api';
import { getCounts, listUsers } from '../../src/features/staff/api';
import { failure, must, resetSession, signIn } from './session';

beforeEach(resetSession);

const form = { address: 'Storgatan 5, 195 30 Märsta', phone: '0859100000', hours: '6', Howmany: '2', Duration: '6 månader' };

describe('demo provider: workplaces', () => {
  it('counts members and workplaces', async () => {
    const counts = await getCounts();
    expect(counts.TheAuth).toBe((await listUsers()).length);
    expect(counts.ThePost).toBe((await listPosts()).length);
    expect(counts.ThePost).toBeGreaterThanOrEqual(4);
  });

  it('shows workplaces with their workers, and one with none', async () => {
    const posts = await listPosts();
    expect(posts.some((p) => p.addUser.length > 0)).toBe(true);
    expect(posts.some((p) => p.addUser.length === 0)).toBe(true);
    const first = must(posts[0]);
    expect(await getPostWithWorkers(first._id)).toEqual(first);
    expect(await getPostForEdit(first._id)).toEqual(first);
  });

  it('creates, edits and removes a workplace with a token', async () => {
    expect((await failure(createPost(form))).status).toBe(401);
    await signIn('admin');
    expect(await createPost(form)).toEqual({ message: 'En ny plats har skapats. Tack' });
    const created = must((await listPosts()).find((p) => p.address === form.address));
    expect(await editPost(created._id, { ...form, Howmany: '3' })).toEqual({ message: 'Platsen har ändrats' });
    expect((await getPostForEdit(created._id)).Howmany).toBe('3');
    expect(await removePost(created._id)).toEqual({ message: 'Platsen har tagits bort' });
    expect((await listPosts()).some((p) => p._id === created._id)).toBe(false);
  });

  it('adds and removes a worker', async () => {
    const empty = must((await listPosts()).find((p) => p.addUser.length === 0));
    const member = must((await listUsers())[0]);
    await addWorker(empty._id, member._id);
    expect((await getPostWithWorkers(empty._id)).addUser).toEqual([
      { user: { _id: member._id, fullname: member.fullname } },
    ]);
    expect((await failure(addWorker(empty._id, member._id))).status).toBe(400);
    await removeWorker(empty._id, member._id);
    expect((await getPostWithWorkers(empty._id)).addUser).toEqual([]);
  });
});
