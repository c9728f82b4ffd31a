import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { PageHeading } from '../../../components/page-heading.tsx';
import { serverErrorText } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { usePracticeOptions, useRecentPractice } from '../api/practice.ts';
import { RecentSets } from '../components/recent-sets.tsx';
import { StartPractice } from '../components/start-practice.tsx';

/** Practice mode (/practice): start an untimed set, or go back to a recent one. */
export function PracticePage() {
  const t = useT();
  const options = usePracticeOptions();
  const recent = useRecentPractice();
  return (
    <Box>
      <PageHeading>{t('practice.title')}</PageHeading>
      <Alert severity="info" sx={{ mb: 3 }}>
        {t('practice.intro')}
      </Alert>
      <Stack spacing={3}>
        <StartPractice
          subjects={options.data}
          isLoading={options.isPending}
          loadError={options.isError ? serverErrorText(options.error, t('practice.optionsFailed')) : null}
        />
        <RecentSets
          sets={recent.data}
          isLoading={recent.isPending}
          error={recent.isError ? serverErrorText(recent.error, t('practice.recentFailed')) : null}
          onRetry={() => void recent.refetch()}
        />
      </Stack>
    </Box>
  );
}
