import { type SubjectInsight, subjectInsight } from '@aspirant/domain/scores.ts';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import Chip from '@mui/material/Chip';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

type LevelColor = 'success' | 'info' | 'warning' | 'error';

/** How each SPEC §9 subject insight looks: its icon, colour and advice. */
export const INSIGHT_STYLE: Record<
  SubjectInsight,
  { Icon: ComponentType<SvgIconProps>; color: LevelColor; advice: string }
> = {
  Excellent: {
    Icon: EmojiEventsIcon,
    color: 'success',
    advice: 'Excellent command of this area. Keep it fresh with a short revision now and then.',
  },
  'Very Good': {
    Icon: ThumbUpIcon,
    color: 'success',
    advice: 'A very good understanding. A little more practice on the harder questions makes it a strength.',
  },
  Good: {
    Icon: CheckCircleIcon,
    color: 'info',
    advice: 'A good grasp of the basics. Work on the questions you missed to move up a level.',
  },
  Average: {
    Icon: TrendingFlatIcon,
    color: 'warning',
    advice: 'An average result. Revise the concepts and practise more questions here.',
  },
  'Needs Improvement': {
    Icon: ReportProblemIcon,
    color: 'error',
    advice:
      'This needs attention. Study the fundamentals again and read the explanation of every question you missed.',
  },
};

/** The level chip of a subject or topic percent (SPEC §9 subject insight). */
export function InsightChip({ percent, size = 'small' }: { percent: number; size?: 'small' | 'medium' }) {
  const level = subjectInsight(percent);
  const { Icon, color } = INSIGHT_STYLE[level];
  return <Chip size={size} color={color} icon={<Icon />} label={level} variant="outlined" />;
}
