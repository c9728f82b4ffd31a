import type { Dashboard } from '@aspirant/contract/results.ts';
import { AVERAGE_SCORE_TARGET } from '@aspirant/domain/constants.ts';
import { scoreBand } from '@aspirant/domain/scores.ts';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import AvTimerIcon from '@mui/icons-material/AvTimer';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import SpeedIcon from '@mui/icons-material/Speed';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import { StatCard } from '../../../components/stat-card.tsx';
import { formatNumber, formatPercent, plural } from '../../../lib/format.ts';

type Overview = Dashboard['overview'];

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

/** SPEC §2: the four primary cards. */
export function PrimaryCards({ overview }: { overview: Overview }) {
  return (
    <Box sx={GRID}>
      <StatCard
        title="Total Tests Taken"
        value={overview.totalTests}
        icon={<AssignmentTurnedInIcon />}
        variant="primary"
        subtitle="Tests completed"
        trend={{
          label: `${plural(overview.testsPerDay, 'test')} per day`,
          direction: overview.testsPerDay > 0 ? 'up' : 'flat',
        }}
      />
      <StatCard
        title="Average Score"
        value={formatPercent(overview.averageScore)}
        icon={<TrendingUpIcon />}
        variant={overview.averageScore >= AVERAGE_SCORE_TARGET ? 'success' : 'info'}
        subtitle="Across all tests"
        progress={overview.averageScore}
        target={AVERAGE_SCORE_TARGET}
      />
      <StatCard
        title="Best Performance"
        value={formatPercent(overview.bestScore)}
        icon={<EmojiEventsIcon />}
        variant="success"
        subtitle="Personal Best"
      />
      <StatCard
        title="Accuracy & Speed"
        value={formatPercent(overview.averageAccuracy)}
        icon={<SpeedIcon />}
        variant="secondary"
        subtitle={`${formatNumber(overview.averageSpeed)} questions per minute`}
      />
    </Box>
  );
}

/** SPEC §2: the four secondary cards. */
export function SecondaryCards({ overview }: { overview: Overview }) {
  const band = scoreBand(overview.averageScore);
  return (
    <Box sx={GRID}>
      <StatCard
        title="All India Rank"
        value={overview.allIndiaRank === null ? 'N/A' : `#${overview.allIndiaRank}`}
        icon={<LeaderboardIcon />}
        variant="warning"
        subtitle={`out of ${plural(overview.totalTestTakers, 'test taker')}`}
      />
      <StatCard
        title="Time Efficiency"
        value={`${formatNumber(overview.averageTimePerQuestion)} min`}
        icon={<AvTimerIcon />}
        variant="info"
        subtitle="Average minutes per question"
      />
      <StatCard
        title="Study Streak"
        value={plural(overview.currentStreak, 'day')}
        icon={<LocalFireDepartmentIcon />}
        variant="error"
        subtitle={`${plural(overview.activeDays, 'active day')} · ${plural(overview.totalDays, 'day')} in total`}
      />
      <StatCard
        title="Performance Level"
        value={band.label}
        icon={<MilitaryTechIcon />}
        variant="primary"
        customContent={
          <Rating
            value={band.stars}
            max={5}
            readOnly
            getLabelText={(stars) => `${stars} of 5 stars`}
            sx={{ mt: 'auto' }}
          />
        }
      />
    </Box>
  );
}
