import type { StudyPlan, StudyPlanItem } from '@aspirant/contract/study-plan.ts';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import EventNoteIcon from '@mui/icons-material/EventNote';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LiveAnnouncer } from '../../../components/live-announcer.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { serverText } from '../../../lib/i18n/server-text.ts';
import { useCheckItem, useStudyPlan } from '../api/study-plan.ts';
import { PlanDay } from '../components/plan-day.tsx';
import { PlanForm } from '../components/plan-form.tsx';
import { istToday, progressText } from '../lib/days.ts';
import { planItemWords, planSummary } from '../lib/plan-words.ts';
import { STUDY_PLAN_SERVER_MESSAGES } from '../lib/server-messages.ts';

/** /study-plan: the student's plan for the coming week, or up to their exam, checked off day by day. */
export function StudyPlanPage() {
  const plan = useStudyPlan();
  const t = useT();
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeading>{t('studyPlan.title')}</PageHeading>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('studyPlan.intro')}
      </Typography>
      {plan.isPending ? (
        <PlanSkeleton />
      ) : plan.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void plan.refetch()}>
              {t('studyPlan.tryAgain')}
            </Button>
          }
        >
          {t('studyPlan.loadFailed', { error: plan.error.message })}
        </Alert>
      ) : (
        <>
          <PlanForm hasPlan={plan.data !== null} />
          {plan.data ? <PlanView plan={plan.data} /> : <EmptyPlan />}
        </>
      )}
    </Box>
  );
}

function EmptyPlan() {
  const t = useT();
  return (
    <EmptyState
      icon={<EventNoteIcon />}
      title={t('studyPlan.noPlan')}
      message={t('studyPlan.noPlanMessage')}
    />
  );
}

function PlanView({ plan }: { plan: StudyPlan }) {
  const check = useCheckItem();
  const t = useT();
  const [failed, setFailed] = useState<string | null>(null);
  const items = plan.days.flatMap((d) => d.items);
  const done = items.filter((i) => i.done).length;
  const today = istToday();
  const progress = progressText(t, done, items.length);

  const onCheck = (item: StudyPlanItem, isDone: boolean) => {
    setFailed(null);
    check.mutate(
      { id: item.id, done: isDone },
      {
        onError: (error) =>
          setFailed(
            t('studyPlan.saveFailed', {
              title: planItemWords(item, t).title,
              error: serverText(error.message, STUDY_PLAN_SERVER_MESSAGES, t),
            }),
          ),
      },
    );
  };

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1}>
          <Typography>{planSummary(plan, t)}</Typography>
          {plan.provider === 'openai' && (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
              <AutoAwesomeIcon fontSize="small" aria-hidden />
              <Typography variant="body2">{t('studyPlan.writtenByAi')}</Typography>
            </Stack>
          )}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', pt: 1 }}>
            <LinearProgress
              variant="determinate"
              value={items.length ? (done / items.length) * 100 : 0}
              sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
              aria-label={t('studyPlan.planProgress')}
            />
            <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} data-testid="plan-progress">
              {progress}
            </Typography>
          </Stack>
        </Stack>
      </Paper>
      <LiveAnnouncer message={progress} />
      {failed && (
        <Alert severity="error" role="alert" onClose={() => setFailed(null)}>
          {failed}
        </Alert>
      )}
      {plan.days.map((day) => (
        <PlanDay key={day.date} day={day} isToday={day.date === today} onCheck={onCheck} />
      ))}
    </Stack>
  );
}

/** The final layout's size while loading: the form, the summary and a day. */
function PlanSkeleton() {
  const t = useT();
  return (
    <Stack spacing={2} aria-busy="true" aria-label={t('studyPlan.loading')}>
      <Skeleton variant="rounded" height={80} />
      <Skeleton variant="rounded" height={140} />
      <Skeleton variant="rounded" height={220} />
    </Stack>
  );
}
