import type { Totals } from '@aspirant/contract/test-studio.ts';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

/** Questions, total marks, time per question, difficulty and subject mix: follows the paper as it changes. */
export function TotalsBar({ totals }: { totals: Totals }) {
  const t = useT();
  const minutes = Math.floor(totals.secondsPerQuestion / 60);
  const seconds = totals.secondsPerQuestion % 60;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('testStudio.totals')}
      data-testid="totals"
      sx={{ p: 2 }}
    >
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 1 }}>
        <Typography>
          <strong>{t('testStudio.totalQuestions', { count: totals.questions })}</strong>
        </Typography>
        <Typography>{t('testStudio.totalMarks', { marks: totals.totalMarks })}</Typography>
        <Typography>
          {t('testStudio.timePerQuestion', { minutes, seconds: String(seconds).padStart(2, '0') })}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Chip size="small" label={t('testStudio.mixEasy', { count: totals.difficulty.easy })} />
        <Chip size="small" label={t('testStudio.mixMedium', { count: totals.difficulty.medium })} />
        <Chip size="small" label={t('testStudio.mixHard', { count: totals.difficulty.hard })} />
        {totals.subjects.map((s) => (
          <Chip key={s.name} size="small" variant="outlined" label={`${s.name}: ${s.count}`} />
        ))}
      </Stack>
    </Paper>
  );
}
