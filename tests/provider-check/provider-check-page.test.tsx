/**
 * 'Kontrollera tjänsten' (/admin/kontroll/, DECISIONS.md 35): the admin's screen of the provider
 * check runs the same calls as `npm run check-provider` with the signed-in admin's token (no
 * password asked) and shows, call by call in Swedish, how each answer reads.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../setup';
import { adminSession } from '../staff/helpers';
import { recordRequests, renderWithProviders } from '../test-utils';

// jsdom draws no images: an image whose address is set is taken as shown (a browser would load
// it from the upload host); the addresses are kept to assert which image was asked for.
const imagesShown: string[] = [];
beforeEach(() => {
  imagesShown.length = 0;
  vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLImageElement, url: string) {
    imagesShown.push(url);
    queueMicrotask(() => this.onload?.(new Event('load')));
  });
});
afterEach(() => vi.restoreAllMocks());

/** The result card of a call, by its name (the card's heading). */
function card(name: string): HTMLElement {
  const heading = screen.getByRole('heading', { name, level: 3 });
  return heading.closest('li') as HTMLElement;
}

async function runCheck() {
  const session = await adminSession();
  const sent = recordRequests();
  const view = renderWithProviders(null, { route: '/admin/kontroll/', preloadedState: session.preloadedState });
  expect(await screen.findByRole('heading', { name: 'Kontrollera tjänsten', level: 1 })).toBeInTheDocument();
  // Reached from the admin's navigation.
  expect(within(screen.getByRole('navigation', { name: 'Administration' })).getByRole('link', { name: 'Kontrollera tjänsten' })).toHaveAttribute(
    'href',
    '/admin/kontroll/',
  );
  await view.user.click(screen.getByRole('button', { name: 'Kör kontrollen' }));
  // Nineteen calls in turn: the person waits for 'klar' (Testing Library's wait, tests/setup.ts).
  expect(await screen.findByText('Kontrollen är klar.')).toBeInTheDocument();
  return { ...session, sent };
}

describe('Kontrollera tjänsten', () => {
  it('reads every call as expected with the admin’s token, and says so call by call', async () => {
    const { bearer, admin, sent } = await runCheck();
    expect(screen.getByRole('heading', { name: 'Resultat, anrop för anrop', level: 2 })).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Resultat, anrop för anrop' })).getAllByRole('heading', { level: 3 });
    expect(cards.map((h) => h.textContent)).toEqual([
      'Användaren',
      'Personallistan',
      'En persons tid',
      'En månad',
      'Dagens arbete',
      'Arbetsplatserna',
      'En arbetsplats med personal',
      'En arbetsplats för ändring',
      'Antal personer och arbetsplatser',
      'Leveransernas och kvittonas månader',
      'Leveranser och kvitton, sida 1',
      'Leveranser och kvitton, en månads sida',
      'Leveranser och kvitton, en månads antal och summor',
      'Kundfakturornas månader',
      'Kundfakturor, sida 1',
      'Kundfakturor, en månads sida',
      'Kundfakturor, en månads antal och summor',
      'En bild från uppladdningsvärden',
      'CORS-förfrågan från appens adress',
    ]);
    for (const heading of cards) expect(within(heading.closest('li') as HTMLElement).getByText('Läses som väntat')).toBeInTheDocument();
    expect(within(card('Användaren')).getByText(`GET /api/auth/user/${admin._id}/`)).toBeInTheDocument();
    expect(within(card('CORS-förfrågan från appens adress')).getByText('Appen och tjänsten har samma adress: webbläsaren skickar ingen CORS-förfrågan.')).toBeInTheDocument();
    expect(imagesShown).toHaveLength(1);
    expect(imagesShown[0]).toMatch(/\/demo-uploads\/.+/);
    expect(screen.getByText('Alla 19 anrop lästes som väntat. Appen kan kopplas till tjänsten.')).toBeInTheDocument();
    // The session's token, no sign-in; nothing but reads (the month's entries and a month's count
    // and sums are reads, API.md).
    expect(sent.some((r) => r.path === '/api/auth/login/')).toBe(false);
    expect(sent.every((r) => r.authorization === bearer)).toBe(true);
    expect(sent.filter((r) => r.method !== 'GET').map((r) => r.path.replace(/[0-9a-f]{24}/, '{id}'))).toEqual(['/api/month/3/{id}/', '/api/bill/this/', '/api/invoice/this/']);
  });

  it('names each answer of another shape with what the app will do', async () => {
    server.use(
      http.get('*/api/post/count/', () => HttpResponse.json({ TheAuth: '7', ThePost: 5 })),
      http.get('*/api/auth/show/all/', () => HttpResponse.json({ data: [] })),
      http.get('*/api/post/alla/', () => new HttpResponse('<!doctype html><title>Wifi</title>', { headers: { 'Content-Type': 'text/html' } })),
      http.get('*/api/invoice/', () => HttpResponse.json({ message: 'Not authorized, token failed' }, { status: 401 })),
    );
    await runCheck();
    const counts = card('Antal personer och arbetsplatser');
    expect(within(counts).getByText('Läses med reserv')).toBeInTheDocument();
    expect(within(counts).getByText('Fältet TheAuth är text ("7"), inte ett tal – appen läser det som talet 7.')).toBeInTheDocument();
    const staff = card('Personallistan');
    expect(within(staff).getByText('Kan inte läsas')).toBeInTheDocument();
    expect(within(staff).getByText('Svaret har en annan form än appen väntar sig: ett objekt med fälten data.')).toBeInTheDocument();
    expect(within(staff).getByText('Personen ser: ”Servern svarade på ett oväntat sätt. Försök igen om en stund.”')).toBeInTheDocument();
    expect(within(card('Arbetsplatserna')).getByText('Svaret är inte JSON (text/html).')).toBeInTheDocument();
    expect(within(card('En arbetsplats med personal')).getByText('Inte provad')).toBeInTheDocument();
    expect(
      within(card('Kundfakturor, sida 1')).getByText('Tjänsten svarade 401 ”Not authorized, token failed” – appen loggar ut personen och visar inloggningen.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Koppla inte appen till tjänsten än: 4 anrop kan inte läsas och 1 läses med reserv. Visa raderna ovan för tjänstens leverantör.'),
    ).toBeInTheDocument();
    // The check only reports: the admin stays signed in on the screen.
    expect(screen.getByRole('heading', { name: 'Kontrollera tjänsten', level: 1 })).toBeInTheDocument();
  });
});
