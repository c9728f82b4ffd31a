import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useLayoutEffect, useState } from 'react';
import '../components/basic/basic.css';
import { I18nProvider } from '../lib/i18n/i18n-provider.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { useThemeMode } from '../lib/use-theme-mode.ts';

/**
 * Everything the app needs above the router: data cache, interface language, and the mode of the basic parts'
 * colours (basic.css). MUI's theme is provided by ThemedRoot (themed-root.tsx), loaded with the routes that use
 * MUI, so the sign-in page does not download MUI (issue 15 point 11).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { mode } = useThemeMode();
  // Before the browser paints, so a dark-mode user never sees a light frame.
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = mode;
  }, [mode]);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>{children}</I18nProvider>
    </QueryClientProvider>
  );
}
