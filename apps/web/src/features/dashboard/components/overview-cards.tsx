import type { Target } from '@aspirant/contract/progress.ts';
import type { Dashboard } from '@aspirant/contract/results.ts';
import { DEFAULT_TARGET_SCORE, FIGURES, targetInForce } from '@aspirant/domain/figures.ts';
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
import { FigureInfo } from '../../../components/figure-info.tsx';
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

/** The target line of 'Average Score': the one target (issue 15), saying when it is the default. */
export function targetCaption(target: Target | undefined): { score: number; text: string } {
  // While the target loads (or if it cannot), the default stands, said as such.
  const { score, isDefault } = target
    ? targetInForce(target)
    : { score: DEFAULT_TARGET_SCORE, isDefault: true };
  return { score, text: `Target: ${formatNumber(score)}%${isDefault ? ' (default)' : ''}` };
}

/** SPEC §2: the four primary cards; `target` is the student's one target (GET /api/progress/target). */
export function PrimaryCards({ overview, target }: { overview: Overview; target: Target | undefined }) {
  const caption = targetCaption(target);
  return (
    <Box sx={GRID}>
      <StatCard
        title={FIGURES.totalTests.name}
        info={<FigureInfo figure="totalTests" />}
        value={overview.totalTests}
        icon={<AssignmentTurnedInIcon />}
        variant="primary"
        subtitle="Tests completed"
        trend={{
          // 'Tests per Day' (figures.ts testsPerDay): '1 test per day', '1.5 tests per day'.
          label: `${plural(overview.testsPerDay, 'test')} per day`,
          direction: overview.testsPerDay > 0 ? 'up' : 'flat',
        }}
      />
      <StatCard
        title={FIGURES.averageScore.name}
        info={<FigureInfo figure="averageScore" />}
        value={formatPercent(overview.averageScore)}
        icon={<TrendingUpIcon />}
        variant={overview.averageScore >= caption.score ? 'success' : 'info'}
        subtitle="Across all tests"
        progress={overview.averageScore}
        target={caption.score}
        targetText={caption.text}
      />
      <StatCard
        title={FIGURES.bestScore.name}
        info={<FigureInfo figure="bestScore" />}
        value={formatPercent(overview.bestScore)}
        icon={<EmojiEventsIcon />}
        variant="success"
        subtitle="Personal Best"
      />
      <StatCard
        title="Accuracy & Speed"
        info={<FigureInfo figure="averageAccuracy" name="Accuracy & Speed" />}
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
        title={FIGURES.allIndiaRank.name}
        info={<FigureInfo figure="allIndiaRank" />}
        value={overview.allIndiaRank === null ? 'N/A' : `#${overview.allIndiaRank}`}
        icon={<LeaderboardIcon />}
        variant="warning"
        subtitle={`out of ${plural(overview.totalTestTakers, 'test taker')}`}
      />
      {/* Issue 15: SPEC's 'Time Efficiency' card shows minutes per question, while Time Efficiency is a
          percent everywhere else (the result, the Time Analytics tab): the minutes have their own name. */}
      <StatCard
        title={FIGURES.timePerQuestion.name}
        info={<FigureInfo figure="timePerQuestion" />}
        value={`${formatNumber(overview.averageTimePerQuestion)} min`}
        icon={<AvTimerIcon />}
        variant="info"
        subtitle="Average minutes per question"
      />
      <StatCard
        title={FIGURES.studyStreak.name}
        info={<FigureInfo figure="studyStreak" />}
        value={plural(overview.currentStreak, 'day')}
        icon={<LocalFireDepartmentIcon />}
        variant="error"
        subtitle={`${plural(overview.activeDays, 'active day')} · ${plural(overview.totalDays, 'day')} in total`}
      />
      <StatCard
        title={FIGURES.performanceLevel.name}
        info={<FigureInfo figure="performanceLevel" />}
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
