/**
 * What /profile/'s head script is handed (kept-picture-show.ts ShowOptions): the app's own names
 * (storage keys, ids, the path) and the build's entry script, whose pictures it may draw. One
 * place for scripts/build.mjs, which inlines them, and the tests, which hand them the same way.
 */
import { paths } from '../config/paths';
import { languageKey } from '../i18n/language';
import { storageKeys } from '../lib/storage';
import { PICTURE_ID } from './kept-picture';
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
