import type { PracticeSummary } from '@aspirant/contract/practice.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../components/section-card.tsx';
import { paths } from '../../../config/paths.ts';
import { dayMonthYear, localDay } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { practiceSetTitle } from '../lib/set-title.ts';

/** The student's recent sets, each linking to where it stands. */
export function RecentSets({
  sets,
  isLoading,
  error,
  onRetry,
}: {
  sets: PracticeSummary[] | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <SectionCard title={t('practice.recentTitle')}>
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('practice.retry')}
            </Button>
          }
        >
          {error}
        </Alert>
      ) : isLoading || !sets ? (
        <Stack spacing={1} aria-hidden>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={72} />
          ))}
        </Stack>
      ) : sets.length === 0 ? (
        <Typography color="text.secondary">{t('practice.noSets')}</Typography>
      ) : (
        <List disablePadding>
          {sets.map((set) => {
            const done = set.completedAt !== null;
            return (
              <ListItem key={set.id} disablePadding divider>
                <ListItemButton component={RouterLink} to={paths.practiceSet.href(set.id)} sx={{ px: 1 }}>
                  <ListItemText
                    primary={
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                        <span>{practiceSetTitle(set, t)}</span>
                        <Chip
                          size="small"
                          label={done ? t('practice.completed') : t('practice.inProgress')}
                          color={done ? 'success' : 'default'}
                          variant="outlined"
                        />
                      </Stack>
                    }
                    secondary={
                      <>
                        <span>
                          {t('practice.setLine', {
                            answered: set.answered,
                            total: set.questionCount,
                            correct: set.correct,
                            date: dayMonthYear(localDay(set.createdAt)),
                          })}
                        </span>
                        <LinearProgress
                          variant="determinate"
                          value={set.questionCount ? (100 * set.answered) / set.questionCount : 0}
                          aria-hidden
                          sx={{ display: 'block', mt: 0.75, maxWidth: 320 }}
                        />
                      </>
                    }
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </SectionCard>
  );
}
