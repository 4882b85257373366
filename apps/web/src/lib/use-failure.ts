import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './api-client';

/**
 * A screen's failure message: a call that failed or was refused, or the screen's own check. Held as the English
 * sentence (the server's, else the screen's fallback) and read in the current language, so it follows a language
 * switch (docs/decisions/i18n.md). `failure.fail(error, FALLBACK)` in a mutation's `onError`, `failure.set(SENTENCE)`
 * for the screen's own, `failure.clear()` on the next try; show `failure.message` (null when there is none). The
 * actions keep their identity from render to render.
 */
export function useFailure(initial: string | null = null) {
  const { t } = useTranslation();
  const [sentence, setSentence] = useState<string | null>(initial);
  const actions = useMemo(
    () => ({
      fail: (error: unknown, fallback: string) => setSentence(errorMessage(error, fallback)),
      set: (message: string | null) => setSentence(message),
      clear: () => setSentence(null),
    }),
    [],
  );
  return { message: sentence === null ? null : t(sentence, { ns: 'messages' }), ...actions };
}
