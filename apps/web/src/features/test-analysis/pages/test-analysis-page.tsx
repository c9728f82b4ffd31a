import type { RegradeLog as RegradeRow, TestAnalysis } from '@aspirant/contract/insights.ts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ChartFrame } from '../../../components/chart-frame.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { paths } from '../../../config/paths.ts';
import { serverErrorText } from '../../../lib/api-client.ts';
import { dateTime, formatNumber } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { refreshAfter } from '../../../lib/query-keys.ts';
import { useTestAnalysis } from '../api/test-analysis.ts';
import { QuestionTable } from '../components/question-table.tsx';
import { RegradeLog } from '../components/regrade-log.tsx';
import { ScoreHistogram } from '../components/score-histogram.tsx';

// The drawer (and its form) loads when a question is first opened.
const QuestionDrawer = lazy(async () => ({
  default: (await import('../components/question-drawer.tsx')).QuestionDrawer,
}));

const figure = (value: number | null, decimals = 2) => (value === null ? '—' : formatNumber(value, decimals));

/** Issue 18 point 5: /test-studio/:id/analysis, a test's item analysis and its fixes, for its centre's staff. */
export function TestAnalysisPage() {
  const t = useT();
  const { id } = useParams();
  const testId = Number(id);
  if (!(Number.isInteger(testId) && testId > 0))
    return <Alert severity="error">{t('testAnalysis.badId')}</Alert>;
  return <Analysis testId={testId} />;
}

function Figures({ analysis }: { analysis: TestAnalysis }) {
  const t = useT();
  const rows: [string, string][] = [
    [t('testAnalysis.takers'), formatNumber(analysis.takers)],
    [t('testAnalysis.mean'), figure(analysis.mean)],
    [t('testAnalysis.median'), figure(analysis.median)],
    [t('testAnalysis.standardDeviation'), figure(analysis.standardDeviation)],
    [t('testAnalysis.kr20'), figure(analysis.kr20)],
    [t('testAnalysis.inProgress'), formatNumber(analysis.inProgress)],
  ];
  return (
    <Box
      component="dl"
      data-testid="analysis-figures"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))', gap: 1, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Paper key={label} variant="outlined" sx={{ p: 1.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

function Analysis({ testId }: { testId: number }) {
  const t = useT();
  const queryClient = useQueryClient();
  const query = useTestAnalysis(testId);
  const [openPosition, setOpenPosition] = useState<number | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const [watching, setWatching] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const analysis = query.data;
  const watched = watching === null ? undefined : analysis?.regrades.find((r) => r.id === watching);
  const finishedAt = watched?.finishedAt ?? null;

  // The regrade asked for here has finished: every page made from results is read again.
  useEffect(() => {
    if (watching === null || finishedAt === null || !watched) return;
    setNotice(t('testAnalysis.finished', { changed: watched.resultsChanged, seen: watched.resultsSeen }));
    setWatching(null);
    void refreshAfter(queryClient, 'regrade');
  }, [watching, finishedAt, watched, t, queryClient]);

  if (query.error)
    return <Alert severity="error">{serverErrorText(query.error, t('testAnalysis.failed'))}</Alert>;
  if (!analysis) return <LoadingScreen />;

  const item =
    openPosition === null ? null : (analysis.items.find((i) => i.position === openPosition) ?? null);
  const isRunning = analysis.regrades.some((r) => r.finishedAt === null);
  const open = (position: number) => {
    setHasOpened(true);
    setOpenPosition(position);
  };
  const started = (regrade: RegradeRow) => {
    setOpenPosition(null);
    setWatching(regrade.id);
    setNotice(t('testAnalysis.started'));
  };

  return (
    <>
      <Button
        component={RouterLink}
        to={paths.testStudioEdit.href(testId)}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1 }}
      >
        {t('testAnalysis.backToTest')}
      </Button>
      <PageHeading>{t('testAnalysis.heading')}</PageHeading>
      <Typography color="text.secondary" sx={{ mb: 0.5 }}>
        {t('testAnalysis.subtitle', {
          name: analysis.test.name,
          code: analysis.test.code,
          questions: analysis.test.questionCount,
          max: formatNumber(analysis.test.maxScore),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('testAnalysis.computedAt', { when: dateTime(analysis.computedAt) })}
      </Typography>

      <Box role="status" aria-live="polite" sx={{ mb: notice || isRunning ? 2 : 0 }}>
        {notice && (
          <Alert
            severity={watching === null && !isRunning ? 'success' : 'info'}
            onClose={() => setNotice(null)}
          >
            {notice}
          </Alert>
        )}
        {!notice && isRunning && <Alert severity="info">{t('testAnalysis.running')}</Alert>}
      </Box>

      <Stack sx={{ gap: 2 }}>
        <SectionCard title={t('testAnalysis.figuresLabel')}>
          {analysis.takers === 0 && (
            <Typography color="text.secondary">{t('testAnalysis.noTakers')}</Typography>
          )}
          <Figures analysis={analysis} />
        </SectionCard>

        <SectionCard title={t('testAnalysis.distributionHeading')}>
          <ChartFrame height={240} isEmpty={analysis.takers === 0} emptyMessage={t('testAnalysis.noTakers')}>
            <ScoreHistogram distribution={analysis.distribution} />
          </ChartFrame>
        </SectionCard>

        <SectionCard title={t('testAnalysis.questionsHeading')} description={t('testAnalysis.questionsHelp')}>
          <QuestionTable items={analysis.items} onOpen={open} />
        </SectionCard>

        <SectionCard title={t('testAnalysis.logHeading')}>
          <RegradeLog regrades={analysis.regrades} />
        </SectionCard>
      </Stack>

      {hasOpened && (
        <Suspense fallback={null}>
          <QuestionDrawer
            testId={testId}
            item={item}
            onClose={() => setOpenPosition(null)}
            onStarted={started}
          />
        </Suspense>
      )}
    </>
  );
}
