import { type SubjectInsight, subjectInsight } from '@aspirant/domain/scores.ts';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import Chip from '@mui/material/Chip';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

/** A level's key stem: 'Very Good' -> 'VeryGood'. */
type Plain = 'Excellent' | 'VeryGood' | 'Good' | 'Average' | 'NeedsImprovement';

type LevelColor = 'success' | 'info' | 'warning' | 'error';

/** How each SPEC §9 subject insight looks: its icon, colour and advice. */
export const INSIGHT_STYLE: Record<
  SubjectInsight,
  {
    Icon: ComponentType<SvgIconProps>;
    color: LevelColor;
    label: `results.insight${Plain}`;
    advice: `results.advice${Plain}`;
  }
> = {
  Excellent: {
    Icon: EmojiEventsIcon,
    color: 'success',
    label: 'results.insightExcellent',
    advice: 'results.adviceExcellent',
  },
  'Very Good': {
    Icon: ThumbUpIcon,
    color: 'success',
    label: 'results.insightVeryGood',
    advice: 'results.adviceVeryGood',
  },
  Good: {
    Icon: CheckCircleIcon,
    color: 'info',
    label: 'results.insightGood',
    advice: 'results.adviceGood',
  },
  Average: {
    Icon: TrendingFlatIcon,
    color: 'warning',
    label: 'results.insightAverage',
    advice: 'results.adviceAverage',
  },
  'Needs Improvement': {
    Icon: ReportProblemIcon,
    color: 'error',
    label: 'results.insightNeedsImprovement',
    advice: 'results.adviceNeedsImprovement',
  },
};

/** The level chip of a subject or topic percent (SPEC §9 subject insight). */
export function InsightChip({ percent, size = 'small' }: { percent: number; size?: 'small' | 'medium' }) {
  const t = useT();
  const { Icon, color, label } = INSIGHT_STYLE[subjectInsight(percent)];
  return <Chip size={size} color={color} icon={<Icon />} label={t(label)} variant="outlined" />;
}
