import type { Result } from '@aspirant/contract/results.ts';
import { resultLevel, scoreColor } from '@aspirant/domain/scores.ts';
import EventIcon from '@mui/icons-material/Event';
import GroupsIcon from '@mui/icons-material/Groups';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import QuizIcon from '@mui/icons-material/Quiz';
import TimerIcon from '@mui/icons-material/Timer';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RetakeChip } from '../../../components/retake-chip.tsx';
import { dateTime, formatNumber, formatPercent, indiaDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

const RING_SIZE = 132;

/** SPEC §2: test name, completed-on date, question count, duration, level chip, percent ring and rank. */
export function ResultHeader({ result }: { result: Result }) {
  const percent = result.perc_score;
  const color = scoreColor(percent);
  const t = useT();
  const rank = { rank: String(result.rank.rank), takers: String(result.rank.takers) };
  const share = formatNumber(result.rank.topShare, 0);
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 3 },
        display: 'flex',
        flexWrap: 'wrap',
        gap: 3,
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 320px' }}>
        <Typography variant="overline" color="text.secondary" component="p">
          {t('results.headerOverline', { exam: result.TestMaster.ExamMaster.name })}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {result.TestMaster.name}
          </Typography>
          {result.is_retake && <RetakeChip />}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, color: 'text.secondary', mb: 2 }}>
          <Meta icon={<EventIcon fontSize="small" />}>
            {t('results.completedOn', { date: dateTime(result.completed_at) })}
          </Meta>
          <Meta icon={<QuizIcon fontSize="small" />}>
            {t('results.questionCount', { count: result.total_questions })}
          </Meta>
          <Meta icon={<TimerIcon fontSize="small" />}>
            {t('results.minuteCount', { count: result.duration })}
          </Meta>
        </Box>
        {/* Issue 18: a key fix that changed this result, in India time. */}
        {result.regrades.length > 0 && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="result-regrades">
            <Box
              component="ul"
              aria-label={t('results.regradedNotes')}
              sx={{ m: 0, p: 0, listStyle: 'none' }}
            >
              {result.regrades.map((r) => (
                <li key={`${r.date}-${r.position}`}>
                  {t('results.regradedOn', { date: indiaDate(r.date), question: r.position })}
                </li>
              ))}
            </Box>
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Chip label={t(`results.level${resultLevel(percent)}`)} color={color} sx={{ fontWeight: 700 }} />
          <Chip icon={<LeaderboardIcon />} variant="outlined" label={t('results.rankOf', rank)} />
          {/* Issue 17: a centre's scheduled test is ranked within its audience too. */}
          {result.groupRank && (
            <Chip
              icon={<GroupsIcon />}
              variant="outlined"
              color="secondary"
              label={t('results.groupRankOf', result.groupRank)}
              title={t('results.groupRankHint')}
            />
          )}
          {/* Decision 0015: 'Top N%' is the top share (N = ceil(rank / takers x 100)); the seed's figure is the percentile. */}
          <Chip
            variant="outlined"
            color="primary"
            label={t('results.topShare', { share })}
            title={t('results.topShareHint', { ...rank, share })}
          />
          <Chip
            variant="outlined"
            label={t('results.percentile', { percentile: formatNumber(result.rank.percentile, 0) })}
            title={t('results.percentileHint')}
          />
        </Box>
      </Box>
      <Box sx={{ textAlign: 'center', mx: 'auto' }}>
        <Box sx={{ position: 'relative', display: 'inline-flex' }}>
          <CircularProgress
            variant="determinate"
            value={100}
            size={RING_SIZE}
            thickness={4}
            aria-hidden
            sx={{ color: 'action.hover', position: 'absolute' }}
          />
          <CircularProgress
            variant="determinate"
            value={Math.min(100, Math.max(0, percent))}
            size={RING_SIZE}
            thickness={4}
            color={color}
            aria-label={t('results.percentRing', { percent: formatPercent(percent) })}
          />
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            <Typography component="p" variant="h5" sx={{ fontWeight: 700 }} aria-hidden>
              {formatPercent(percent)}
            </Typography>
          </Box>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('results.marksOf', {
            score: formatNumber(result.score),
            total: formatNumber(result.total_score),
          })}
        </Typography>
      </Box>
    </Paper>
  );
}

function Meta({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box component="span" aria-hidden sx={{ display: 'flex' }}>
        {icon}
      </Box>
      <Typography variant="body2" component="span">
        {children}
      </Typography>
    </Box>
  );
}
