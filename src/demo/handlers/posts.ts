/** Workplaces, 'platser' (SPEC.md §7 'Workplaces', API.md 'Workplaces'). */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Post } from '../../types/api';
import { readPaths } from '../../config/read-paths';
import { demoState, newId, saveState } from '../db';
import type { StoredPost } from '../model';
import { apiPath, authorize, findUser, message, param, readBody, text, type Body } from './common';

const NO_POST = 'Platsen finns inte';

/** A workplace as the API shows one: workers with their names. */
function publicPost(post: StoredPost): Post {
  const { workers, ...shown } = post;
  return {
    ...shown,
    addUser: workers.flatMap((id) => {
      const user = findUser(id);
      return user ? [{ user: { _id: user._id, fullname: user.fullname } }] : [];
    }),
  };
}

function findPost(id: string): StoredPost | undefined {
  return demoState().posts.find((p) => p._id === id);
}

/** The form's fields (SPEC.md §2 'Workplace form'); undefined without an address. */
function postFields(body: Body): Omit<StoredPost, '_id' | 'workers'> | undefined {
  const fields = {
    address: text(body.address),
    phone: text(body.phone),
    hours: text(body.hours),
    Howmany: text(body.Howmany),
    Duration: text(body.Duration),
  };
  return fields.address ? fields : undefined;
}

export const postHandlers: HttpHandler[] = [
  http.get(apiPath('/api/post/count/'), () => {
    const db = demoState();
    return HttpResponse.json({ TheAuth: db.users.length, ThePost: db.posts.length });
  }),

  http.get(apiPath(readPaths.posts), () => HttpResponse.json(demoState().posts.map(publicPost))),

  http.get(apiPath('/api/post/show/:id/'), ({ params }) => {
    const post = findPost(param(params, 'id'));
    return post ? HttpResponse.json({ data: publicPost(post) }) : message(NO_POST, 404);
  }),

  http.get(apiPath('/api/post/id/:id'), ({ params }) => {
    const post = findPost(param(params, 'id'));
    return post ? HttpResponse.json(publicPost(post)) : message(NO_POST, 404);
  }),

  http.delete(apiPath('/api/post/remove/:id'), async ({ request, params }) => {
    const caller = authorize(request);
    if (caller instanceof Response) return caller;
    const db = demoState();
    const post = findPost(param(params, 'id'));
    if (!post) return message(NO_POST, 404);
    db.posts = db.posts.filter((p) => p !== post);
    await saveState();
    return message('Platsen har tagits bort');
  }),

  http.post(apiPath('/api/post/create/'), async ({ request }) => {
    const caller = authorize(request);
    if (caller instanceof Response) return caller;
    const fields = postFields(await readBody(request));
    if (!fields) return message('Skriv adressen', 400);
    demoState().posts.push({ _id: newId(), ...fields, workers: [] });
    await saveState();
    return message('En ny plats har skapats. Tack', 201);
  }),

  http.put(apiPath('/api/post/edit/:id/'), async ({ request, params }) => {
    const caller = authorize(request);
    if (caller instanceof Response) return caller;
    const post = findPost(param(params, 'id'));
    if (!post) return message(NO_POST, 404);
    const fields = postFields(await readBody(request));
    if (!fields) return message('Skriv adressen', 400);
    Object.assign(post, fields);
    await saveState();
    return message('Platsen har ändrats');
  }),

  http.post(apiPath('/api/post/new/:postId'), async ({ request, params }) => {
    const post = findPost(param(params, 'postId'));
    if (!post) return message(NO_POST, 404);
    const user = findUser(text((await readBody(request)).user));
    // Not the session-ending 'does not exist' text: the admin picked a stale member, not themself.
    if (!user) return message('Personen finns inte', 404);
    if (post.workers.includes(user._id)) return message('Personen arbetar redan här', 400);
    post.workers.push(user._id);
    await saveState();
    return message('Personen har lagts till på platsen');
  }),

  http.post(apiPath('/api/post/re/:postId/'), async ({ request, params }) => {
    const post = findPost(param(params, 'postId'));
    if (!post) return message(NO_POST, 404);
    const userId = text((await readBody(request)).add);
    if (!post.workers.includes(userId)) return message('Personen arbetar inte här', 404);
    post.workers = post.workers.filter((id) => id !== userId);
    await saveState();
    return message('Personen har tagits bort från platsen');
  }),
];
