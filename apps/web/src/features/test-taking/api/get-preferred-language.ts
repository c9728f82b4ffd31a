import type { Language } from '@aspirant/contract/profile.ts';
import type { QueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '../../../lib/profile-query.ts';

/** The language a new bilingual test opens in (the profile's); English when the profile cannot be read. */
export async function preferredLanguage(queryClient: QueryClient): Promise<Language> {
  try {
    // Never paused for the network, never retried: the test must not wait on this.
    const options = { ...profileQueryOptions(), networkMode: 'always' as const, retry: false };
    return (await queryClient.fetchQuery(options)).preferredLanguage;
  } catch {
    return 'en';
  }
}
