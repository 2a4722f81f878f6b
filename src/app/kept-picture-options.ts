/**
 * What /profile/'s head script is handed (kept-picture-show.ts ShowOptions): the app's own names
 * (storage keys, ids, the path) and the build's entry script, whose pictures it may draw. One
 * place for scripts/build.mjs, which inlines them, and the tests, which hand them the same way.
 */
import { paths } from '../config/paths';
import { languageKey } from '../i18n/language';
import { storageKeys } from '../lib/storage';
import { PICTURE_ID } from './kept-picture';
import { FIRST_VISIT_DRAWN, FIRST_VISIT_TEMPLATE, type FirstVisitOptions } from './first-visit-top';
import { NOTICE_ATTRIBUTE, PICTURE_TAGS, type ShowOptions } from './kept-picture-format';

export function pictureShowOptions(build: string): ShowOptions {
  return {
    keys: { picture: storageKeys.keptPicture, userInfo: storageKeys.userInfo, token: storageKeys.token, language: languageKey },
    tags: PICTURE_TAGS,
    rootId: 'root',
    pictureId: PICTURE_ID,
    noticeAttribute: NOTICE_ATTRIBUTE,
    path: paths.profile,
    build,
  };
}

/** What /profile/'s body script is handed (first-visit-top.ts): the stand-ins are the prerender's. */
export function firstVisitOptions(stand: { name: string; month: string }): FirstVisitOptions {
  return {
    keys: { userInfo: storageKeys.userInfo, token: storageKeys.token, language: languageKey },
    templateId: FIRST_VISIT_TEMPLATE,
    pictureId: PICTURE_ID,
    name: stand.name,
    month: stand.month,
    drawnAttribute: FIRST_VISIT_DRAWN,
  };
}
