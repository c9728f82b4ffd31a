import type { BatchStudent, BatchTest } from '@aspirant/contract/batch-roster.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ChartFrame } from '../../../components/chart-frame.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { ResultsReportMenu } from '../../../components/results-report-menu.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden.ts';
import { paths } from '../../../config/paths.ts';
import { serverErrorText } from '../../../lib/api-client.ts';
import { formatPercent } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useSession } from '../../../lib/session.ts';
import { useBatchPage } from '../api/batch-page.ts';
import { DistributionChart } from '../components/distribution-chart.tsx';
import { ExtraTimeDialog } from '../components/extra-time-dialog.tsx';

type Translate = ReturnType<typeof useT>;

/** A moment in India time, as tests are scheduled: '29 Nov 2026, 10:00 am IST'. */
function indiaTime(iso: string): string {
  return `${new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso))} IST`;
}

const PHASE_KEYS = {
  upcoming: 'batches.phaseUpcoming',
  open: 'batches.phaseOpen',
  closed: 'batches.phaseClosed',
} as const;

function StudentsTable({
  students,
  onExtraTime,
}: {
  students: BatchStudent[];
  onExtraTime: (s: BatchStudent) => void;
}) {
  const t = useT();
  const label = t('batches.studentsHeading', { count: students.length });
  if (students.length === 0) return <Typography color="text.secondary">{t('batches.noStudents')}</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('batches.name')}</TableCell>
            <TableCell>{t('batches.extraTime')}</TableCell>
            <TableCell align="right">{t('batches.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {students.map((s) => (
            <TableRow key={s.id}>
              <TableCell sx={{ position: 'relative' }}>
                {/* Name, email and phone in one cell: the table fits a 320 px phone. */}
                {/* Issue 18 point 3: the student's own pages, read-only. */}
                <Link
                  component={RouterLink}
                  to={paths.student.href(s.id)}
                  variant="body2"
                  aria-label={t('students.openStudent', { name: s.name })}
                  sx={{ fontWeight: 500 }}
                >
                  {s.name}
                </Link>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  <Box component="span" sx={VISUALLY_HIDDEN}>
                    {t('batches.email')}:{' '}
                  </Box>
                  {s.email}
                </Typography>
                {s.phone && (
                  <Typography variant="body2" color="text.secondary">
                    <Box component="span" sx={VISUALLY_HIDDEN}>
                      {t('batches.phone')}:{' '}
                    </Box>
                    {s.phone}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                {s.extraTimePercent > 0 ? (
                  <Chip
                    size="small"
                    color="primary"
                    label={t('batches.extraTimeChip', { percent: s.extraTimePercent })}
                    title={s.reason ?? undefined}
                  />
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t('batches.noExtraTime')}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  aria-label={t('batches.extraTimeNamed', { name: s.name })}
                  onClick={() => onExtraTime(s)}
                >
                  {t('batches.extraTime')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 96 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Box>
  );
}

function windowText(t: Translate, test: BatchTest): string {
  const parts = [
    test.opensAt && t('batches.opensAt', { when: indiaTime(test.opensAt) }),
    test.closesAt && t('batches.closesAt', { when: indiaTime(test.closesAt) }),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : t('batches.noWindow');
}

/**
 * `isCentreStaff`: the centre's own staff (a centre's test's item analysis and results are theirs alone:
 * issue 18), who also take this batch's results away (point 4).
 */
function TestCard({
  test,
  batchId,
  isCentreStaff,
}: {
  test: BatchTest;
  batchId: number;
  isCentreStaff: boolean;
}) {
  const t = useT();
  const percent = (v: number | null) => (v === null ? '—' : `${formatPercent(v, 1)}`);
  const hasScores = test.distribution.some((n) => n > 0);
  return (
    <Paper variant="outlined" component="article" aria-label={test.name} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
        <Typography variant="h6" component="h3" sx={{ mr: 'auto', overflowWrap: 'anywhere' }}>
          {test.name}
        </Typography>
        <Chip
          size="small"
          label={t(PHASE_KEYS[test.phase])}
          color={test.phase === 'open' ? 'success' : test.phase === 'upcoming' ? 'primary' : 'default'}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {test.code} · {t('batches.minutes', { count: test.durationMinutes })} ·{' '}
        {test.audience === 'centre' ? t('batches.centreWide') : t('batches.chosenBatches')} ·{' '}
        {windowText(t, test)}
      </Typography>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', my: 1.5 }}>
        <Figure label={t('batches.assigned')} value={String(test.assigned)} />
        <Figure label={t('batches.started')} value={String(test.started)} />
        <Figure label={t('batches.submitted')} value={String(test.submitted)} />
        <Figure label={t('batches.batchAverage')} value={percent(test.batchAverage)} />
        <Figure label={t('batches.allIndiaAverage')} value={percent(test.allIndiaAverage)} />
      </Stack>
      <Typography variant="subtitle2" component="h4">
        {t('batches.scoreDistribution')}
      </Typography>
      <ChartFrame height={180} isEmpty={!hasScores} emptyMessage={t('batches.noScores')}>
        <DistributionChart testName={test.name} counts={test.distribution} />
      </ChartFrame>
      {isCentreStaff && test.status !== 'draft' && (
        <Button
          component={RouterLink}
          to={paths.testAnalysis.href(test.id)}
          size="small"
          sx={{ mt: 1 }}
          aria-label={t('batches.itemAnalysisOf', { name: test.name })}
        >
          {t('batches.itemAnalysis')}
        </Button>
      )}
      {/* Issue 18 point 4: this batch's results of the test, ranked within the batch. */}
      {isCentreStaff && test.submitted > 0 && (
        <Box sx={{ mt: 1.5 }}>
          <ResultsReportMenu testId={test.id} batchId={batchId} />
        </Box>
      )}
    </Paper>
  );
}

/** Issue 17 point 7: one batch, its students (with extra time) and its tests with how the batch did. */
export function BatchPage() {
  const t = useT();
  const { roleId } = useSession();
  const id = Number(useParams().id);
  const page = useBatchPage(Number.isInteger(id) && id > 0 ? id : 0);
  const [editing, setEditing] = useState<BatchStudent | null>(null);
  const canManage = roleId === ROLE.COACHING_ADMIN || roleId === ROLE.SUPER_ADMIN;

  if (page.isPending) return <LoadingScreen />;
  if (page.isError) {
    return (
      <>
        <PageHeading>{t('routes.batch')}</PageHeading>
        <Alert severity="error">{serverErrorText(page.error, t('batches.uploadFailed'))}</Alert>
      </>
    );
  }
  const { batch, students, tests } = page.data;

  return (
    <>
      {canManage && (
        <Button
          component={RouterLink}
          to={paths.batchManagement}
          startIcon={<ArrowBackIcon />}
          sx={{ mb: 1 }}
        >
          {t('batches.backToBatches')}
        </Button>
      )}
      <PageHeading>{batch.name}</PageHeading>
      <Stack spacing={3}>
        <SectionCard title={t('batches.studentsHeading', { count: students.length })}>
          <StudentsTable students={students} onExtraTime={setEditing} />
        </SectionCard>
        <SectionCard title={t('batches.testsHeading')}>
          {tests.length === 0 ? (
            <Typography color="text.secondary">{t('batches.noTests')}</Typography>
          ) : (
            tests.map((test) => (
              // A batch's tests are its centre's: the super admin reads the results of global tests only.
              <TestCard
                key={test.id}
                test={test}
                batchId={batch.id}
                isCentreStaff={roleId !== ROLE.SUPER_ADMIN}
              />
            ))
          )}
        </SectionCard>
      </Stack>
      {editing && <ExtraTimeDialog student={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
