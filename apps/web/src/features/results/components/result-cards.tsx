import type { Result } from '@aspirant/contract/results.ts';
import { resultLevel, scoreColor, starRating } from '@aspirant/domain/scores.ts';
import AvTimerIcon from '@mui/icons-material/AvTimer';
import GpsFixedIcon from '@mui/icons-material/GpsFixed';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import SpeedIcon from '@mui/icons-material/Speed';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import { StatCard } from '../../../components/stat-card.tsx';
import { formatNumber, formatPercent } from '../../../lib/format.ts';

/** SPEC §2: Accuracy Rate, Time Efficiency, Questions/Minute, Performance Level (stars = ceil(percent/20)). */
export function ResultCards({ result }: { result: Result }) {
  const stars = starRating(result.perc_score);
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
        title="Accuracy Rate"
        value={formatPercent(result.accuracy_rate)}
        icon={<GpsFixedIcon />}
        variant={scoreColor(result.accuracy_rate)}
        subtitle={`${result.correct} correct of ${result.attempted} attempted`}
        progress={result.accuracy_rate}
      />
      <StatCard
        title="Time Efficiency"
        value={formatPercent(result.time_efficiency)}
        icon={<AvTimerIcon />}
        variant="info"
        subtitle="Per-difficulty time targets against the time taken"
        progress={result.time_efficiency}
      />
      <StatCard
        title="Questions/Minute"
        value={formatNumber(result.speed_score)}
        icon={<SpeedIcon />}
        variant="secondary"
        subtitle={`Time spent ${result.time_spent}`}
      />
      <StatCard
        title="Performance Level"
        value={resultLevel(result.perc_score)}
        icon={<MilitaryTechIcon />}
        variant={scoreColor(result.perc_score)}
        customContent={
          <Rating
            value={stars}
            max={5}
            readOnly
            getLabelText={(value) => `${value} of 5 stars`}
            sx={{ mt: 'auto' }}
          />
        }
      />
    </Box>
  );
}
