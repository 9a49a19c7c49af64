import { i18n, joinLoadedEndings, locale, textOf } from '../lib/i18n';
import { fillSentence, serverSentences } from '../lib/server-sentences';
import { explainErrorsWith, offlineMessage, plainMessages } from '../port/errors';

/**
 * The server's refusals ("That order no longer exists."): English is the
 * shared table the server throws from (src/lib/server-sentences.ts), so the
 * two can never drift apart.
 */
export const serverMessages = i18n('town/server', serverSentences);

/** The plain sentence for each kind of failure (./errors `plainMessages`). */
export const errorMessages = i18n('town/errors', { ...plainMessages, offline: offlineMessage });

// Loaded with the backend (index.ts): from here on `messageOf` speaks the chosen language.
explainErrorsWith({
  reason: ({ key, params }) =>
    fillSentence(textOf(serverMessages)[key], params, locale.get(), joinLoadedEndings),
  plain: (code) => textOf(errorMessages)[code],
  offline: () => textOf(errorMessages).offline,
});
