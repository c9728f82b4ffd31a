import type { Result } from '@aspirant/contract/results.ts';
import { resultLevel, scoreColor, starRating } from '@aspirant/domain/scores.ts';
import AvTimerIcon from '@mui/icons-material/AvTimer';
import GpsFixedIcon from '@mui/icons-material/GpsFixed';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import SpeedIcon from '@mui/icons-material/Speed';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import { useFigures } from '../../../components/figure-info.tsx';
import { StatCard } from '../../../components/stat-card.tsx';
import { formatNumber, formatPercent } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

/** SPEC §2: Accuracy Rate, Time Efficiency, Questions/Minute, Performance Level (stars = ceil(percent/20)). */
export function ResultCards({ result }: { result: Result }) {
  const stars = starRating(result.perc_score);
  const t = useT();
  const figures = useFigures();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        },
      }}
    >
      <StatCard
        title={t('results.accuracyRate')}
        value={formatPercent(result.accuracy_rate)}
        icon={<GpsFixedIcon />}
        variant={scoreColor(result.accuracy_rate)}
        subtitle={t('results.correctOfAttempted', { correct: result.correct, attempted: result.attempted })}
        progress={result.accuracy_rate}
      />
      <StatCard
        title={figures.name('timeEfficiency')}
        value={formatPercent(result.time_efficiency)}
        icon={<AvTimerIcon />}
        variant="info"
        subtitle={t('results.timeEfficiencyHint')}
        progress={result.time_efficiency}
      />
      <StatCard
        title={t('results.questionsPerMinuteCard')}
        value={formatNumber(result.speed_score)}
        icon={<SpeedIcon />}
        variant="secondary"
        subtitle={t('results.timeSpentValue', { time: result.time_spent })}
      />
      <StatCard
        title={figures.name('performanceLevel')}
        value={t(`results.level${resultLevel(result.perc_score)}`)}
        icon={<MilitaryTechIcon />}
        variant={scoreColor(result.perc_score)}
        customContent={
          <Rating
            value={stars}
            max={5}
            readOnly
            getLabelText={(value) => t('results.starsOf', { value })}
            sx={{ mt: 'auto' }}
          />
        }
      />
    </Box>
  );
}
