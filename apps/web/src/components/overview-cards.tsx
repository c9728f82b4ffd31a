import type { Target } from '@aspirant/contract/progress.ts';
import type { Dashboard } from '@aspirant/contract/results.ts';
import { DEFAULT_TARGET_SCORE, targetInForce } from '@aspirant/domain/figures.ts';
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
import { formatNumber, formatPercent } from '../lib/format.ts';
import { useT } from '../lib/i18n/i18n-provider.tsx';
import type { Translate } from '../lib/i18n/translate.ts';
import { FigureInfo, useFigures } from './figure-info.tsx';
import { StatCard } from './stat-card.tsx';

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
export function targetCaption(t: Translate, target: Target | undefined): { score: number; text: string } {
  // While the target loads (or if it cannot), the default stands, said as such.
  const { score, isDefault } = target
    ? targetInForce(target)
    : { score: DEFAULT_TARGET_SCORE, isDefault: true };
  const values = { score: formatNumber(score) };
  return {
    score,
    text: isDefault ? t('dashboard.targetCaptionDefault', values) : t('dashboard.targetCaption', values),
  };
}

/**
 * SPEC §2: the four primary cards; `target` is the student's one target (GET /api/progress/target), or null
 * where no target is shown (staff reading a student's figures, issue 18 point 3). The dashboard's cards, shared.
 */
export function PrimaryCards({
  overview,
  target,
}: {
  overview: Overview;
  target: Target | undefined | null;
}) {
  const t = useT();
  const figures = useFigures();
  const caption = target === null ? null : targetCaption(t, target);
  return (
    <Box sx={GRID}>
      <StatCard
        title={figures.name('totalTests')}
        info={<FigureInfo figure="totalTests" />}
        value={overview.totalTests}
        icon={<AssignmentTurnedInIcon />}
        variant="primary"
        subtitle={t('dashboard.testsCompleted')}
        trend={{
          // 'Tests per Day' (figures.ts testsPerDay): '1 test per day', '1.5 tests per day'.
          label: t('dashboard.testsPerDay', { count: overview.testsPerDay }),
          direction: overview.testsPerDay > 0 ? 'up' : 'flat',
        }}
      />
      <StatCard
        title={figures.name('averageScore')}
        info={<FigureInfo figure="averageScore" />}
        value={formatPercent(overview.averageScore)}
        icon={<TrendingUpIcon />}
        variant={caption && overview.averageScore >= caption.score ? 'success' : 'info'}
        subtitle={t('dashboard.acrossAllTests')}
        progress={overview.averageScore}
        target={caption?.score}
        targetText={caption?.text}
      />
      <StatCard
        title={figures.name('bestScore')}
        info={<FigureInfo figure="bestScore" />}
        value={formatPercent(overview.bestScore)}
        icon={<EmojiEventsIcon />}
        variant="success"
        subtitle={t('dashboard.personalBest')}
      />
      <StatCard
        title={t('dashboard.accuracySpeed')}
        info={<FigureInfo figure="averageAccuracy" name={t('dashboard.accuracySpeed')} />}
        value={formatPercent(overview.averageAccuracy)}
        icon={<SpeedIcon />}
        variant="secondary"
        subtitle={t('dashboard.questionsPerMinute', { speed: formatNumber(overview.averageSpeed) })}
      />
    </Box>
  );
}

/** SPEC §2: the four secondary cards. */
export function SecondaryCards({ overview }: { overview: Overview }) {
  const band = scoreBand(overview.averageScore);
  const t = useT();
  const figures = useFigures();
  return (
    <Box sx={GRID}>
      <StatCard
        title={figures.name('allIndiaRank')}
        info={<FigureInfo figure="allIndiaRank" />}
        value={overview.allIndiaRank === null ? t('dashboard.notAvailable') : `#${overview.allIndiaRank}`}
        icon={<LeaderboardIcon />}
        variant="warning"
        subtitle={t('dashboard.outOfTakers', { count: overview.totalTestTakers })}
      />
      {/* Issue 15: SPEC's 'Time Efficiency' card shows minutes per question, while Time Efficiency is a
          percent everywhere else (the result, the Time Analytics tab): the minutes have their own name. */}
      <StatCard
        title={figures.name('timePerQuestion')}
        info={<FigureInfo figure="timePerQuestion" />}
        value={t('dashboard.minutesValue', { minutes: formatNumber(overview.averageTimePerQuestion) })}
        icon={<AvTimerIcon />}
        variant="info"
        subtitle={t('dashboard.minutesPerQuestion')}
      />
      <StatCard
        title={figures.name('studyStreak')}
        info={<FigureInfo figure="studyStreak" />}
        value={t('dashboard.days', { count: overview.currentStreak })}
        icon={<LocalFireDepartmentIcon />}
        variant="error"
        subtitle={t('dashboard.activeDaysTotal', {
          active: t('dashboard.activeDays', { count: overview.activeDays }),
          total: t('dashboard.days', { count: overview.totalDays }),
        })}
      />
      <StatCard
        title={figures.name('performanceLevel')}
        info={<FigureInfo figure="performanceLevel" />}
        value={t(`dashboard.level${band.label}`)}
        icon={<MilitaryTechIcon />}
        variant="primary"
        customContent={
          <Rating
            value={band.stars}
            max={5}
            readOnly
            getLabelText={(stars) => t('dashboard.stars', { stars })}
            sx={{ mt: 'auto' }}
          />
        }
      />
    </Box>
  );
}
