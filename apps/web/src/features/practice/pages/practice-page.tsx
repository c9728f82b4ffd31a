import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { PageHeading } from '../../../components/page-heading.tsx';
import { serverErrorText } from '../../../lib/api-client.ts';
import { usePracticeOptions, useRecentPractice } from '../api/practice.ts';
import { RecentSets } from '../components/recent-sets.tsx';
import { StartPractice } from '../components/start-practice.tsx';

const OPTIONS_FAILED = 'The subjects and topics could not be loaded.';
const RECENT_FAILED = 'Your practice sets could not be loaded.';

/** Practice mode (/practice): start an untimed set, or go back to a recent one. */
export function PracticePage() {
  const options = usePracticeOptions();
  const recent = useRecentPractice();
  return (
    <Box>
      <PageHeading>Practice</PageHeading>
      <Alert severity="info" sx={{ mb: 3 }}>
        Practice is untimed and never counts in your scores, ranks or dashboard. Each answer shows at once
        whether it is right, with the explanation.
      </Alert>
      <Stack spacing={3}>
        <StartPractice
          subjects={options.data}
          isLoading={options.isPending}
          loadError={options.isError ? serverErrorText(options.error, OPTIONS_FAILED) : null}
        />
        <RecentSets
          sets={recent.data}
          isLoading={recent.isPending}
          error={recent.isError ? serverErrorText(recent.error, RECENT_FAILED) : null}
          onRetry={() => void recent.refetch()}
        />
      </Stack>
    </Box>
  );
}
