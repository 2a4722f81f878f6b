import { useLocation } from 'react-router';
import { sv } from '../i18n/sv-common';

/**
 * Page metadata (SPEC.md §2): the same title on every route, an empty description, a 900×900
 * social image and a canonical URL of origin + path + query. React 19 hoists these elements
 * into <head> itself (the reason we dropped react-helmet-async: see README).
 */
export function Seo() {
  const { pathname, search } = useLocation();
  // At build time (the prerender) there is no window: the browser fills in the origin.
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const canonical = origin + pathname + search;
  return (
    <>
      <title>{sv.app.title}</title>
      <meta name="description" content="" />
      <link rel="canonical" href={canonical} />
      <meta property="og:title" content={sv.app.title} />
      <meta property="og:description" content="" />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={`${origin}/social.png`} />
      <meta property="og:image:width" content="900" />
      <meta property="og:image:height" content="900" />
    </>
  );
}
