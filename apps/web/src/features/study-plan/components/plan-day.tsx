import type { StudyPlanDay, StudyPlanItem, StudyPlanItemKind } from '@aspirant/contract/study-plan.ts';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import OndemandVideoOutlinedIcon from '@mui/icons-material/OndemandVideoOutlined';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import ReplayOutlinedIcon from '@mui/icons-material/ReplayOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { weekdayDayMonth } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useStartPractice } from '../../../lib/start-practice.ts';
import { practiceBody } from '../api/study-plan.ts';
import { planItemWords } from '../lib/plan-words.ts';

const KIND_ICON: Record<StudyPlanItemKind, ReactNode> = {
  practice: <QuizOutlinedIcon />,
  test: <AssignmentOutlinedIcon />,
  lecture: <OndemandVideoOutlinedIcon />,
  review: <ReplayOutlinedIcon />,
};

/** One day of the plan: a section with its date, and its items. */
export function PlanDay({
  day,
  isToday,
  onCheck,
}: {
  day: StudyPlanDay;
  isToday: boolean;
  onCheck: (item: StudyPlanItem, done: boolean) => void;
}) {
  const headingId = useId();
  const t = useT();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 2, ...(isToday ? { borderColor: 'primary.main', borderWidth: 2 } : {}) }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {weekdayDayMonth(day.date)}
        </Typography>
        {isToday && <Chip label={t('studyPlan.today')} color="primary" size="small" />}
      </Stack>
      {day.items.length === 0 ? (
        <Typography color="text.secondary">{t('studyPlan.restDay')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {day.items.map((item) => (
            <PlanItemRow key={item.id} item={item} onCheck={onCheck} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function PlanItemRow({
  item,
  onCheck,
}: {
  item: StudyPlanItem;
  onCheck: (item: StudyPlanItem, done: boolean) => void;
}) {
  const titleId = useId();
  const t = useT();
  const kind = { icon: KIND_ICON[item.kind], label: t(`studyPlan.${item.kind}`) };
  const words = planItemWords(item, t);
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Checkbox
        checked={item.done}
        onChange={(event) => onCheck(item, event.target.checked)}
        slotProps={{ input: { 'aria-labelledby': titleId } }}
      />
      <Box sx={{ color: 'text.secondary', pt: 1 }} title={kind.label}>
        {kind.icon}
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, pt: 0.75 }}>
        <Typography
          id={titleId}
          sx={{
            fontWeight: 600,
            textDecoration: item.done ? 'line-through' : 'none',
            color: item.done ? 'text.secondary' : 'text.primary',
          }}
        >
          {words.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <Box component="span" sx={{ fontWeight: 500 }}>
            {kind.label}
            {item.subjectName ? ` · ${item.topicName ?? item.subjectName}` : ''}
            {'. '}
          </Box>
          {words.detail}
        </Typography>
      </Box>
      <Box sx={{ flexShrink: 0, pt: 0.5 }}>
        <ItemAction item={item} titleId={titleId} />
      </Box>
    </Box>
  );
}

/**
 * What the item asks for: start a practice set, open the test, watch the lecture. Every day has a 'Practise'
 * and a 'Watch', so each action is described by its item's title (a screen reader's list of buttons tells
 * them apart).
 */
function ItemAction({ item, titleId }: { item: StudyPlanItem; titleId: string }) {
  const navigate = useNavigate();
  const t = useT();
  const practice = useStartPractice();
  const [isStarting, setIsStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  if (item.kind === 'practice' && (item.topicId !== null || item.subjectId !== null)) {
    const start = async () => {
      setIsStarting(true);
      setError(null);
      try {
        navigate(paths.practiceSet.href((await practice.mutateAsync(practiceBody(item))).id));
      } catch (caught) {
        setError(caught instanceof Error ? caught.message : t('studyPlan.requestFailed'));
        setIsStarting(false);
      }
    };
    return (
      <Stack sx={{ alignItems: 'flex-end' }}>
        <Button
          variant="outlined"
          size="small"
          loading={isStarting}
          onClick={() => void start()}
          aria-describedby={error ? `${titleId} ${errorId}` : titleId}
        >
          {t('studyPlan.practise')}
        </Button>
        {error && (
          <Typography id={errorId} role="alert" variant="caption" color="error" sx={{ maxWidth: 200 }}>
            {error}
          </Typography>
        )}
      </Stack>
    );
  }
  if (item.kind === 'test' && item.testId !== null) {
    return (
      <Button
        component={RouterLink}
        to={paths.takeTest.href(item.testId)}
        variant="outlined"
        size="small"
        aria-describedby={titleId}
      >
        {t('studyPlan.startTest')}
      </Button>
    );
  }
  if (item.kind === 'lecture') {
    return (
      <Button
        component={RouterLink}
        to={paths.lectures}
        variant="outlined"
        size="small"
        aria-describedby={titleId}
      >
        {t('studyPlan.watch')}
      </Button>
    );
  }
  return null;
}
