import { getUiLanguage, updateUiLanguage } from '@aspirant/contract/profile.ts';
import { useCallback, useEffect } from 'react';
import { callEndpoint } from '../api-client.ts';
import { useSession } from '../session.ts';
import type { UiLanguage } from './define.ts';
import { useI18n } from './i18n-provider.tsx';
import { languageStore } from './language.ts';

/**
 * Issue 15 point 9: when a user becomes known (sign-in, or a reload with a session) the language kept on the
 * server wins over this device's; a user who never chose one gets the device's choice kept for them.
 */
export function UiLanguageSync() {
  const { user } = useSession();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (userId === null) return;
    let isCurrent = true;
    void (async () => {
      const kept = await callEndpoint(getUiLanguage);
      if (!isCurrent || !kept.success) return;
      if (kept.data.uiLanguage) languageStore.set(kept.data.uiLanguage);
      else if (languageStore.hasStoredChoice()) {
        await callEndpoint(updateUiLanguage, { body: { uiLanguage: languageStore.getSnapshot() } });
      }
    })();
    return () => {
      isCurrent = false;
    };
  }, [userId]);
  return null;
}

/**
 * Chooses the interface language: at once on this device, and for the signed-in user on the server (a failure
 * there keeps the device's choice, which is sent again at the next sign-in).
 */
export function useChooseUiLanguage(): (language: UiLanguage) => void {
  const { setLanguage } = useI18n();
  const { isAuthenticated } = useSession();
  return useCallback(
    (language: UiLanguage) => {
      setLanguage(language);
      if (isAuthenticated) void callEndpoint(updateUiLanguage, { body: { uiLanguage: language } });
    },
    [setLanguage, isAuthenticated],
  );
}
