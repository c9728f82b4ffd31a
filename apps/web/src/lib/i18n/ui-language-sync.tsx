import { useCallback, useEffect } from 'react';
import { callEndpoint } from '../api-client.ts';
import { useSession } from '../session.ts';
import type { UiLanguage } from './define.ts';
import { useI18n } from './i18n-provider.tsx';
import { languageStore } from './language.ts';

// The contract (and with it zod) loads on first use, as the auth calls do (features/auth/api/auth-contract.ts):
// this module sits in the entry chunk that /login downloads.
const uiLanguageContract = () => import('@aspirant/contract/ui-language.ts');

/** Keeps the interface language for the signed-in user; a failure keeps the device's choice only. */
async function saveForUser(uiLanguage: UiLanguage): Promise<void> {
  try {
    const { updateUiLanguage } = await uiLanguageContract();
    await callEndpoint(updateUiLanguage, { body: { uiLanguage } });
  } catch {
    // The chunk did not arrive: the device keeps the choice and sends it at the next sign-in.
  }
}

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
      const { getUiLanguage } = await uiLanguageContract().catch(() => ({ getUiLanguage: null }));
      if (!getUiLanguage) return;
      const kept = await callEndpoint(getUiLanguage);
      if (!isCurrent || !kept.success) return;
      if (kept.data.uiLanguage) languageStore.set(kept.data.uiLanguage);
      else if (languageStore.hasStoredChoice()) await saveForUser(languageStore.getSnapshot());
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
      if (isAuthenticated) void saveForUser(language);
    },
    [setLanguage, isAuthenticated],
  );
}
