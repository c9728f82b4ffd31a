import type { AttemptInProgress } from '@aspirant/contract/students.ts';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { dateTime, minutesSeconds } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

/** The student's tests in progress: which, since when, how far (answered N of M) and the time left. */
export function AttemptsInProgress({ attempts }: { attempts: AttemptInProgress[] }) {
  const t = useT();
  if (attempts.length === 0) {
    return <Typography color="text.secondary">{t('students.noneInProgress')}</Typography>;
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {attempts.map((a) => {
        const answered = t('students.answeredOf', { answered: a.answered, total: a.totalQuestions });
        return (
          <Paper component="li" variant="outlined" key={a.attemptId} sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {a.testName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('students.startedAt', { time: dateTime(a.startedAt) })}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', mt: 1 }}>
              <Typography variant="body2">{answered}</Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {a.remainingSeconds > 0
                  ? t('students.timeLeft', { time: minutesSeconds(a.remainingSeconds) })
                  : t('students.timeUp')}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={a.totalQuestions > 0 ? (a.answered / a.totalQuestions) * 100 : 0}
              aria-label={answered}
              sx={{ mt: 1, height: 6, borderRadius: 3 }}
            />
          </Paper>
        );
      })}
    </Box>
  );
}
