/** The error catalogue (SPEC.md §8) and the silent session reset, through the one client. */
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { listPosts } from '../../src/features/workplaces/api';
import { ApiError, configureClient } from '../../src/lib/api-client';
import { server } from '../setup';

function setup() {
  const onSessionExpired = vi.fn();
  configureClient({ getToken: () => 'tok', onSessionExpired });
  return onSessionExpired;
}

async function failure(): Promise<ApiError> {
  try {
    await listPosts();
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('API client errors', () => {
  it("a network error is shown as 'not fund 404'", async () => {
    setup();
    server.use(http.get('*/api/post/alla/', () => HttpResponse.error()));
    const error = await failure();
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('not fund 404');
    expect(error.kind).toBe('network');
    expect(error.silent).toBe(false);
  });

  it("otherwise the server's message is shown", async () => {
    setup();
    server.use(http.get('*/api/post/alla/', () => HttpResponse.json({ message: 'Platsen finns inte' }, { status: 404 })));
    const error = await failure();
    expect(error.message).toBe('Platsen finns inte');
    expect(error.status).toBe(404);
  });

  it("a 500 without a message gets the client's own message", async () => {
    setup();
    server.use(http.get('*/api/post/alla/', () => new HttpResponse('boom', { status: 500 })));
    const error = await failure();
    expect(error.message).toMatch(/500/);
    expect(error.silent).toBe(false);
  });

  it('an answer of the wrong shape is a clear Swedish error, not a crash', async () => {
    setup();
    server.use(http.get('*/api/post/alla/', () => HttpResponse.json({ not: 'a list' })));
    const error = await failure();
    expect(error.message).toBe('Servern svarade på ett oväntat sätt. Försök igen om en stund.');
  });

  it('an HTML page answered with 200 to a read (a hotel network, a proxy) is a failure, never a success', async () => {
    setup();
    server.use(http.get('*/api/post/alla/', () => HttpResponse.html('<!doctype html><title>Logga in på hotellets nät</title>')));
    const error = await failure();
    expect(error.kind).toBe('shape');
    expect(error.message).toBe('Servern svarade på ett oväntat sätt. Försök igen om en stund.');
  });

  it('a read carries the token and asks for JSON', async () => {
    setup();
    let headers: Headers | undefined;
    server.use(
      http.get('*/api/post/alla/', ({ request }) => {
        headers = request.headers;
        return HttpResponse.json([]);
      }),
    );
    await listPosts();
    expect(headers?.get('authorization')).toBe('Bearer tok');
    expect(headers?.get('accept')).toBe('application/json');
  });

  it.each([
    'Not authorized',
    'Not authorized, no token',
    'token failed',
    'The person does not exist in the database',
    "Cannot read properties of null (reading '_id')",
    "Cannot read property 'months_id' of null",
  ])('"%s" resets the session silently', async (message) => {
    const onSessionExpired = setup();
    server.use(http.get('*/api/post/alla/', () => HttpResponse.json({ message }, { status: 401 })));
    const error = await failure();
    expect(error.silent).toBe(true);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('other errors do not reset the session', async () => {
    const onSessionExpired = setup();
    server.use(http.get('*/api/post/alla/', () => HttpResponse.json({ message: 'Fel' }, { status: 400 })));
    await failure();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
