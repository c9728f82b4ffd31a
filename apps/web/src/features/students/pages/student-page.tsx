import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PrimaryCards, SecondaryCards } from '../../../components/overview-cards.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { QuickStats } from '../../../components/quick-stats.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden.ts';
import { paths } from '../../../config/paths.ts';
import { ApiError, serverErrorText } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useStudentOverview } from '../../../lib/student-query.ts';
import { AttemptsInProgress } from '../components/attempts-in-progress.tsx';
import { StudentResultsTable } from '../components/student-results-table.tsx';

const parseId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * Issue 18 point 3 (/coaching/students/{id}): one student as the staff of their centre see them, read-only:
 * who they are, their dashboard figures, their tests in progress and their results, each opening read-only.
 */
export function StudentPage() {
  const t = useT();
  const studentId = parseId(useParams().id);
  const overview = useStudentOverview(studentId);

  if (studentId === null || overview.isError) {
    const isMissing =
      studentId === null || (overview.error instanceof ApiError && overview.error.status === 404);
    return (
      <EmptyState
        level="h1"
        icon={<PersonSearchIcon />}
        title={t('students.notFoundTitle')}
        message={isMissing ? t('students.notFoundText') : undefined}
        error={
          isMissing
            ? undefined
            : {
                message: serverErrorText(overview.error, t('students.loadFailed')),
                onRetry: () => void overview.refetch(),
              }
        }
      />
    );
  }
  if (overview.isPending) return <LoadingScreen />;
  const { student, dashboard, inProgress } = overview.data;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <Box>
        <PageHeading>{student.name}</PageHeading>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere', mr: 1 }}>
            <Box component="span" sx={VISUALLY_HIDDEN}>
              {t('students.email')}:{' '}
            </Box>
            {student.email}
          </Typography>
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {t('students.batches')}:
          </Box>
          {student.batches.length === 0 ? (
            <Typography color="text.secondary">{t('students.noBatch')}</Typography>
          ) : (
            student.batches.map((b) => (
              <Chip
                key={b.id}
                label={b.name}
                size="small"
                variant="outlined"
                clickable
                component={RouterLink}
                to={paths.batch.href(b.id)}
              />
            ))
          )}
        </Stack>
      </Box>
      <Alert severity="info" icon={<VisibilityIcon />}>
        {t('students.readOnlyNote', { name: student.name })}
      </Alert>
      <Box
        component="section"
        aria-label={t('students.figuresHeading')}
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
      >
        {/* The dashboard's own cards; the student's target is theirs to see there: none is drawn here. */}
        <PrimaryCards overview={dashboard.overview} target={null} />
        <SecondaryCards overview={dashboard.overview} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
          alignItems: 'stretch',
        }}
      >
        <QuickStats overview={dashboard.overview} />
        <SectionCard title={t('students.inProgressHeading')}>
          <AttemptsInProgress attempts={inProgress} />
        </SectionCard>
      </Box>
      <SectionCard title={t('students.resultsHeading')}>
        <StudentResultsTable studentId={student.id} studentName={student.name} />
      </SectionCard>
    </Box>
  );
}
