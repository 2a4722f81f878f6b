/**
 * The workplace form (SPEC.md §2 'Workplaces' 3, §5, §7; DECISIONS.md 13, 17): create, edit,
 * validation on submit, the result screen, and nothing typed lost on a failure.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '../../src/config/env';
import { demoState, newId } from '../../src/demo/db';
import { server } from '../setup';
import { recordRequests, renderWithProviders, signedInAs } from '../test-utils';

const field = (name: string) => screen.getByLabelText(name);
const fields = {
  Adress: 'Storgatan 14, 195 30 Märsta',
  Telefon: '0859100200',
  'Timmar per dag': '5',
  'Antal personer': '2',
  Avtalstid: '18 månader',
};

/** Two presses in one tick, before React has rendered anything in between. */
function pressTwice(button: HTMLElement) {
  act(() => {
    button.click();
    button.click();
  });
}

async function openForm(route: string) {
  const { Auth } = await signedInAs('admin');
  const sent = recordRequests();
  const view = renderWithProviders(null, { route, preloadedState: { Auth } });
  return { ...view, sent, token: `Bearer ${Auth.token}` };
}

describe('create a workplace', () => {
  it('has the five labelled fields; phone and hours are numeric', async () => {
    await openForm('/admin/post/create/');
    // The screen's code arrives lazily: on a busy machine its first load takes more than a second.
    await screen.findByRole('heading', { name: 'Ny arbetsplats' });
    for (const name of Object.keys(fields)) expect(field(name)).toBeInTheDocument();
    expect(field('Telefon')).toHaveAttribute('inputmode', 'numeric');
    expect(field('Timmar per dag')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('button', { name: 'skapa ett nytt inlägg' })).toBeInTheDocument();
  });

  it('validates on submit only and sends nothing while a field is wrong', async () => {
    const { user, sent } = await openForm('/admin/post/create/');
    await screen.findByRole('heading', { name: 'Ny arbetsplats' });
    await user.type(field('Adress'), 'Ågatan');
    await user.type(field('Telefon'), '08123');
    await user.type(field('Timmar per dag'), '0');
    expect(screen.queryByText('Skriv adressen: gata och nummer, t.ex. Ågatan 1')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'skapa ett nytt inlägg' }));
    expect(screen.getByText('Skriv adressen: gata och nummer, t.ex. Ågatan 1')).toBeInTheDocument();
    expect(screen.getByText('Telefonnumret ska ha minst 10 siffror')).toBeInTheDocument();
    expect(screen.getByText('Skriv antalet timmar per dag som ett tal större än 0')).toBeInTheDocument();
    expect(screen.getByText('Skriv antalet personer som ett tal större än 0')).toBeInTheDocument();
    expect(screen.getByText('Skriv avtalstiden (minst 3 tecken), t.ex. 12 månader')).toBeInTheDocument();
    for (const name of Object.keys(fields)) expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('sends POST /api/post/create/ with the fields and the token, then the result screen leads back to /admin/', async () => {
    const { user, sent, token } = await openForm('/admin/post/create/');
    await screen.findByRole('heading', { name: 'Ny arbetsplats' });
    for (const [name, value] of Object.entries(fields)) await user.type(field(name), value);
    await user.click(screen.getByRole('button', { name: 'skapa ett nytt inlägg' }));
    expect(await screen.findByText('En ny plats har skapats. Tack')).toBeInTheDocument();
    // The workplaces are read before the press and after (lib/writes/create-once.ts).
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/post/alla/', 'POST /api/post/create/', 'GET /api/post/alla/']);
    expect(sent[1]?.authorization).toBe(token);
    expect(sent[1]?.body).toEqual({
      address: 'Storgatan 14, 195 30 Märsta',
      phone: '0859100200',
      hours: '5',
      Howmany: '2',
      Duration: '18 månader',
    });
    expect(demoState().posts.some((p) => p.address === 'Storgatan 14, 195 30 Märsta')).toBe(true);

    // The list (not loaded before) shows the new workplace.
    await user.click(screen.getByRole('link', { name: 'Till alla arbetsplatser' }));
    expect(await screen.findByRole('heading', { name: /Storgatan 14, 195 30 Märsta/ })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Ny arbetsplats/ }));
    // A new form, not the old result.
    expect(await screen.findByRole('button', { name: 'skapa ett nytt inlägg' })).toBeInTheDocument();
    expect(field('Adress')).toHaveValue('');
  });

  it('the result screen has a back button to /admin/', async () => {
    const { user, router } = await openForm('/admin/post/create/');
    await screen.findByRole('heading', { name: 'Ny arbetsplats' });
    for (const [name, value] of Object.entries(fields)) await user.type(field(name), value);
    await user.click(screen.getByRole('button', { name: 'skapa ett nytt inlägg' }));
    await user.click(await screen.findByRole('link', { name: 'Tillbaka till administration' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/'));
  });

  it('two presses in one tick send one POST /api/post/create/ and store one workplace', async () => {
    const { user, sent } = await openForm('/admin/post/create/');
    await screen.findByRole('heading', { name: 'Ny arbetsplats' });
    for (const [name, value] of Object.entries(fields)) await user.type(field(name), value);
    const before = demoState().posts.length;
    pressTwice(screen.getByRole('button', { name: 'skapa ett nytt inlägg' }));
    expect(await screen.findByText('En ny plats har skapats. Tack')).toBeInTheDocument();
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/post/alla/', 'POST /api/post/create/', 'GET /api/post/alla/']);
    expect(demoState().posts).toHaveLength(before + 1);
    expect(demoState().posts.filter((p) => p.address === fields.Adress)).toHaveLength(1);
  });

  it('a failed save keeps everything typed and shows the server message', async () => {
    server.use(
      http.post(`${env.apiUrl}/api/post/create/`, () => HttpResponse.json({ message: 'Servern är upptagen' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user, sent } = await openForm('/admin/post/create/');
    await screen.findByRole('heading', { name: 'Ny arbetsplats' });
    for (const [name, value] of Object.entries(fields)) await user.type(field(name), value);
    await user.click(screen.getByRole('button', { name: 'skapa ett nytt inlägg' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Servern är upptagen');
    // Next to the form, in focus (scrolled into view in a browser).
    expect(screen.getByRole('button', { name: 'skapa ett nytt inlägg' }).closest('form')).toContainElement(alert);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    for (const [name, value] of Object.entries(fields)) expect(field(name)).toHaveValue(value);
    // Retry: the same data goes out again and succeeds.
    await user.click(screen.getByRole('button', { name: 'skapa ett nytt inlägg' }));
    expect(await screen.findByText('En ny plats har skapats. Tack')).toBeInTheDocument();
    expect(sent.filter((r) => r.path === '/api/post/create/')).toHaveLength(2);
  });
});

/** The list read before the press answers; the read after it gets no answer. */
function secondReadFails() {
  let reads = 0;
  server.use(
    http.get(`${env.apiUrl}/api/post/alla/`, () => {
      reads += 1;
      return reads === 2 ? HttpResponse.error() : undefined;
    }),
  );
}

/** The form's workplace as the provider stores it. */
const storedPost = () => ({ _id: newId(), address: fields.Adress, phone: fields.Telefon, hours: '5', Howmany: '2', Duration: '18 månader', workers: [] });

/** Fills the create form, presses create and waits for the result screen with `text`; answers the requests sent. */
async function createdThroughForm(text: string) {
  const { user, sent } = await openForm('/admin/post/create/');
  await screen.findByRole('heading', { name: 'Ny arbetsplats' });
  for (const [name, value] of Object.entries(fields)) await user.type(field(name), value);
  await user.click(screen.getByRole('button', { name: 'skapa ett nytt inlägg' }));
  expect(await screen.findByText(text)).toBeInTheDocument();
  return sent;
}

describe('a create whose answer is lost (DECISIONS.md 25)', () => {
  it('stored all the same: reads the list back and shows it created; nothing is sent twice', async () => {
    server.use(
      http.post(
        `${env.apiUrl}/api/post/create/`,
        () => {
          // The provider stores it, then the connection drops.
          demoState().posts.push(storedPost());
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const sent = await createdThroughForm('En ny plats har skapats. Svaret från servern kom inte fram, men platsen är sparad – en gång.');
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/post/alla/', 'POST /api/post/create/', 'GET /api/post/alla/']);
    expect(demoState().posts.filter((p) => p.address === fields.Adress)).toHaveLength(1);
  });

  it("stored twice (the browser's own resend of a dropped request) and answered: the later copy is removed", async () => {
    const [first, second] = [storedPost(), storedPost()];
    server.use(
      http.post(
        `${env.apiUrl}/api/post/create/`,
        () => {
          demoState().posts.push(first, second);
          return HttpResponse.json({ message: 'En ny plats har skapats. Tack' });
        },
        { once: true },
      ),
    );
    const sent = await createdThroughForm('En ny plats har skapats. Den hade kommit in två gånger; den extra har tagits bort.');
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/post/alla/',
      'POST /api/post/create/',
      'GET /api/post/alla/',
      `DELETE /api/post/remove/${second._id}`,
    ]);
    expect(demoState().posts.filter((p) => p.address === fields.Adress).map((p) => p._id)).toEqual([first._id]);
  });

  it('not stored and the read-back fails too: the failure stays; the next press reads back first, then sends', async () => {
    server.use(
      http.post(`${env.apiUrl}/api/post/create/`, () => HttpResponse.error(), { once: true }),
    );
    const { user, sent } = await openForm('/admin/post/create/');
    await screen.findByRole('heading', { name: 'Ny arbetsplats' });
    for (const [name, value] of Object.entries(fields)) await user.type(field(name), value);
    const button = screen.getByRole('button', { name: 'skapa ett nytt inlägg' });
    // The read before the press answers; the one after it does not.
    secondReadFails();
    await user.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Vi vet inte om det gick fram. Vi kontrollerar innan vi skickar igen – inget görs två gånger.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(demoState().posts.some((p) => p.address === fields.Adress)).toBe(false);
    await user.click(button);
    expect(await screen.findByText('En ny plats har skapats. Tack')).toBeInTheDocument();
    // The second press reads first, and keeps the snapshot of the first press.
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/post/alla/',
      'POST /api/post/create/',
      'GET /api/post/alla/',
      'GET /api/post/alla/',
      'POST /api/post/create/',
      'GET /api/post/alla/',
    ]);
    expect(demoState().posts.filter((p) => p.address === fields.Adress)).toHaveLength(1);
  });

  it('stored, but the answer and the read-back were lost: the next press finds it and sends nothing', async () => {
    server.use(
      http.post(
        `${env.apiUrl}/api/post/create/`,
        () => {
          demoState().posts.push({ _id: newId(), address: fields.Adress, phone: fields.Telefon, hours: '5', Howmany: '2', Duration: '18 månader', workers: [] });
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const { user, sent } = await openForm('/admin/post/create/');
    await screen.findByRole('heading', { name: 'Ny arbetsplats' });
    for (const [name, value] of Object.entries(fields)) await user.type(field(name), value);
    const button = screen.getByRole('button', { name: 'skapa ett nytt inlägg' });
    secondReadFails();
    await user.click(button);
    await screen.findByRole('alert');
    await user.click(button);
    expect(await screen.findByText('Platsen var redan skapad. Den har inte sparats en gång till.')).toBeInTheDocument();
    expect(sent.filter((r) => r.path === '/api/post/create/')).toHaveLength(1);
    expect(demoState().posts.filter((p) => p.address === fields.Adress)).toHaveLength(1);
  });
});

describe('edit a workplace', () => {
  it('fills from GET /api/post/show/{id}/ and saves with PUT /api/post/edit/{id}/ including _id', async () => {
    const post = demoState().posts.find((p) => p.address.startsWith('Kungsgatan 28'));
    const id = post?._id ?? '';
    const { user, sent, token } = await openForm(`/admin/post/create/${id}`);
    await screen.findByRole('heading', { name: 'Ändra arbetsplats' });
    await waitFor(() => expect(field('Adress')).toHaveValue('Kungsgatan 28, 111 35 Stockholm'));
    expect(field('Telefon')).toHaveValue('0812345678');
    expect(field('Timmar per dag')).toHaveValue('4');
    expect(field('Antal personer')).toHaveValue('2');
    expect(field('Avtalstid')).toHaveValue('12 månader');
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /api/post/show/${id}/`]);
    expect(sent[0]?.authorization).toBe(token);

    await user.clear(field('Antal personer'));
    await user.type(field('Antal personer'), '3');
    await user.click(screen.getByRole('button', { name: 'Spara ändringarna' }));
    expect(await screen.findByText('Platsen har ändrats')).toBeInTheDocument();
    const put = sent.at(-1);
    expect(`${put?.method} ${put?.path}`).toBe(`PUT /api/post/edit/${id}/`);
    expect(put?.authorization).toBe(token);
    expect(put?.body).toEqual({
      _id: id,
      address: 'Kungsgatan 28, 111 35 Stockholm',
      phone: '0812345678',
      hours: '4',
      Howmany: '3',
      Duration: '12 månader',
    });
    expect(demoState().posts.find((p) => p._id === id)?.Howmany).toBe('3');
  });

  it('two presses in one tick send one PUT /api/post/edit/{id}/', async () => {
    const id = demoState().posts.find((p) => p.address.startsWith('Kungsgatan 28'))?._id ?? '';
    const { user, sent } = await openForm(`/admin/post/create/${id}`);
    await waitFor(() => expect(field('Adress')).toHaveValue('Kungsgatan 28, 111 35 Stockholm'));
    await user.clear(field('Antal personer'));
    await user.type(field('Antal personer'), '4');
    sent.length = 0;
    pressTwice(screen.getByRole('button', { name: 'Spara ändringarna' }));
    expect(await screen.findByText('Platsen har ändrats')).toBeInTheDocument();
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([`PUT /api/post/edit/${id}/`]);
    expect(demoState().posts.find((p) => p._id === id)?.Howmany).toBe('4');
  });

  it('a failed save is shown next to the form, in focus, and keeps what was typed', async () => {
    const id = demoState().posts.find((p) => p.address.startsWith('Kungsgatan 28'))?._id ?? '';
    server.use(
      http.put(`${env.apiUrl}/api/post/edit/:id/`, () => HttpResponse.json({ message: 'Platsen kunde inte sparas' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await openForm(`/admin/post/create/${id}`);
    await waitFor(() => expect(field('Adress')).toHaveValue('Kungsgatan 28, 111 35 Stockholm'));
    await user.clear(field('Avtalstid'));
    await user.type(field('Avtalstid'), '3 år');
    const button = screen.getByRole('button', { name: 'Spara ändringarna' });
    await user.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Platsen kunde inte sparas');
    expect(button.closest('form')).toContainElement(alert);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(field('Avtalstid')).toHaveValue('3 år');
    expect(demoState().posts.find((p) => p._id === id)?.Duration).toBe('12 månader');
    expect(button).toBeEnabled();
  });

  it('an edit after the list was loaded changes the card in place without fetching the list again', async () => {
    const post = demoState().posts.find((p) => p.address.startsWith('Kungsgatan 28'));
    const { user, sent } = await openForm('/admin/posts/');
    await screen.findAllByRole('article');
    await user.click(screen.getAllByRole('link', { name: 'ändras' })[1] as HTMLElement);
    await waitFor(() => expect(field('Adress')).toHaveValue(post?.address));
    await user.clear(field('Avtalstid'));
    await user.type(field('Avtalstid'), '3 år');
    await user.click(screen.getByRole('button', { name: 'Spara ändringarna' }));
    await user.click(await screen.findByRole('link', { name: 'Till alla arbetsplatser' }));
    await screen.findAllByRole('article');
    expect(screen.getByText('3 år')).toBeInTheDocument();
    expect(sent.filter((r) => r.path === '/api/post/alla/')).toHaveLength(1);
  });

  it('a load error offers Uppdatera sidan', async () => {
    const { user } = await openForm('/admin/post/create/65a1b2c3d4e5f60718293a4b');
    expect(await screen.findByText('Platsen finns inte')).toBeInTheDocument();
    expect(screen.queryByLabelText('Adress')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uppdatera sidan' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Uppdatera sidan' }));
    expect(await screen.findByText('Platsen finns inte')).toBeInTheDocument();
  });
});
