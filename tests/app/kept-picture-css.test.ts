/**
 * The style Min sida's kept picture is drawn with (issue 44): the text of the page's stylesheet
 * files, read again from the cache when the picture is taken; none when a file cannot be read.
 */
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { pictureCss } from '../../src/features/time/kept-picture-css';
import { server } from '../setup';

describe("the kept picture's style (pictureCss)", () => {
  const css = (body: string) => new HttpResponse(body, { headers: { 'Content-Type': 'text/css; charset=utf-8' } });
  /** The page's stylesheets as the browser lists them (jsdom loads no linked stylesheet). */
  function sheets(hrefs: (string | null)[]): void {
    Object.defineProperty(document, 'styleSheets', { value: hrefs.map((href) => ({ href })), configurable: true });
  }
  afterEach(() => Reflect.deleteProperty(document, 'styleSheets'));
  const origin = () => window.location.origin;

  it("is the text of this origin's stylesheet files, in the page's order, as the files hold it", async () => {
    server.use(
      http.get('*/assets/boot-a.css', () => css('.line_e { border: 1px solid var(--c); border-bottom: 0; }')),
      http.get('*/assets/page-b.css', () => css('@media (min-width: 40rem) { .x { padding: 4px; } }')),
    );
    sheets([`${origin()}/assets/boot-a.css`, null, 'https://cdn.example.se/x.css', `${origin()}/assets/page-b.css`]);
    expect(await pictureCss()).toEqual({
      css: '.line_e { border: 1px solid var(--c); border-bottom: 0; }\n@media (min-width: 40rem) { .x { padding: 4px; } }',
      from: `${origin()}/assets/boot-a.css\n${origin()}/assets/page-b.css`,
    });
  });

  it('is the text kept with the last picture when the page has the same files (their names carry their hash): no file is read again', async () => {
    let reads = 0;
    server.use(
      http.get('*/assets/boot-a.css', () => (reads++, css('.a { color: red; }'))),
      http.get('*/assets/page-c.css', () => (reads++, css('.c { color: blue; }'))),
    );
    const from = `${origin()}/assets/boot-a.css`;
    sheets([from]);
    expect(await pictureCss({ cssFrom: from, css: '.a { color: red; }' })).toEqual({ css: '.a { color: red; }', from });
    expect(reads).toBe(0);
    // Another build's files (or a picture from before cssFrom was kept): read.
    sheets([from, `${origin()}/assets/page-c.css`]);
    expect(await pictureCss({ cssFrom: from, css: '.a { color: red; }' })).toEqual({ css: '.a { color: red; }\n.c { color: blue; }', from: `${from}\n${origin()}/assets/page-c.css` });
    expect(reads).toBe(2);
    expect(await pictureCss({ css: '.a { color: red; }\n.c { color: blue; }' })).not.toBeNull();
    expect(reads).toBe(4);
  });

  it('is none when a file cannot be read or is no stylesheet (a portal page): no picture is kept', async () => {
    server.use(
      http.get('*/assets/boot-a.css', () => css('.a {}')),
      http.get('*/assets/gone-c.css', () => new HttpResponse('Not found', { status: 404 })),
      http.get('*/assets/portal-d.css', () => HttpResponse.html('<html>Logga in på hotellets wifi</html>')),
    );
    sheets([`${origin()}/assets/boot-a.css`, `${origin()}/assets/gone-c.css`]);
    expect(await pictureCss()).toBeNull();
    sheets([`${origin()}/assets/boot-a.css`, `${origin()}/assets/portal-d.css`]);
    expect(await pictureCss()).toBeNull();
  });
});
