import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { formatNumber } from '../lib/format.ts';
import { useT } from '../lib/i18n/i18n-provider.tsx';

export type StatCardVariant = 'default' | 'success' | 'warning' | 'info' | 'secondary' | 'error' | 'primary';

export interface StatCardTrend {
  /** Shown as it is ('0.5 tests per day'). */
  label: string;
  /** Arrow direction; flat when absent. */
  direction?: 'up' | 'down' | 'flat';
}

export interface StatCardProps {
  title: string;
  value: ReactNode;
  subtitle?: ReactNode;
  icon?: ReactNode;
  /** Accent colour (any CSS colour) of the icon, value and bar; defaults to the variant's main colour. */
  color?: string;
  variant?: StatCardVariant;
  /** The colour mode the card is drawn for; defaults to the theme's. */
  mode?: 'light' | 'dark';
  trend?: StatCardTrend;
  /** 0-100: draws a progress bar. */
  progress?: number;
  /** 0-100: marks the target on the progress bar and names it ('Target: 85%'). */
  target?: number;
  /** Anything else the card shows under the value (stars, chips). */
  customContent?: ReactNode;
  /** Shown after the title: the figure's 'how is this computed' tip (components/figure-info.tsx). */
  info?: ReactNode;
  /** Replaces the target's caption ('Target: 85% (default)'); `target` still places the mark. */
  targetText?: string;
}

const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/** SPEC §2 stat card of the dashboard and the result page. */
export function StatCard({
  title,
  value,
  subtitle,
  icon,
  color,
  variant = 'default',
  mode,
  trend,
  progress,
  target,
  customContent,
  info,
  targetText,
}: StatCardProps) {
  const theme = useTheme();
  const t = useT();
  const titleId = useId();
  const isDark = (mode ?? theme.palette.mode) === 'dark';
  const accent = color ?? (variant === 'default' ? theme.palette.text.primary : theme.palette[variant].main);
  const tint = alpha(
    variant === 'default' && !color ? theme.palette.text.primary : accent,
    isDark ? 0.2 : 0.1,
  );
  const TrendIcon =
    trend?.direction === 'up'
      ? TrendingUpIcon
      : trend?.direction === 'down'
        ? TrendingDownIcon
        : TrendingFlatIcon;
  const trendColor =
    trend?.direction === 'up'
      ? 'success.main'
      : trend?.direction === 'down'
        ? 'error.main'
        : 'text.secondary';

  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ height: '100%', borderTop: 3, borderTopColor: variant === 'default' ? 'divider' : accent }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          {/* The tip sits beside the heading, not in it: the card's name stays its title alone. */}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, minWidth: 0 }}>
            <Typography
              id={titleId}
              component="h3"
              variant="subtitle2"
              color="text.secondary"
              sx={{ fontWeight: 600, lineHeight: 1.4 }}
            >
              {title}
            </Typography>
            {info}
          </Box>
          {icon && (
            <Box
              aria-hidden
              sx={{
                display: 'flex',
                p: 1,
                borderRadius: 2,
                color: accent,
                bgcolor: tint,
                '& svg': { fontSize: 22 },
              }}
            >
              {icon}
            </Box>
          )}
        </Box>
        <Typography
          component="p"
          variant="h5"
          sx={{ fontWeight: 700, color: variant === 'default' && !color ? 'text.primary' : accent }}
        >
          {value}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        )}
        {trend && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: trendColor }}>
            <TrendIcon fontSize="small" aria-hidden />
            <Typography variant="body2" component="span">
              {trend.label}
            </Typography>
          </Box>
        )}
        {progress !== undefined && (
          <Box sx={{ mt: 'auto', pt: 1 }}>
            <Box sx={{ position: 'relative' }}>
              <LinearProgress
                variant="determinate"
                value={clampPercent(progress)}
                aria-label={`${title}: ${Math.round(clampPercent(progress))}%`}
                sx={{
                  height: 8,
                  borderRadius: 4,
                  bgcolor: alpha(accent, isDark ? 0.25 : 0.15),
                  '& .MuiLinearProgress-bar': { bgcolor: accent, borderRadius: 4 },
                }}
              />
              {target !== undefined && (
                <Box
                  aria-hidden
                  sx={{
                    position: 'absolute',
                    top: -3,
                    bottom: -3,
                    left: `${clampPercent(target)}%`,
                    width: 2,
                    bgcolor: 'text.primary',
                  }}
                />
              )}
            </Box>
            {target !== undefined && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
                {targetText ?? t('dashboard.targetCaption', { score: formatNumber(target) })}
              </Typography>
            )}
          </Box>
        )}
        {customContent}
      </CardContent>
    </Card>
  );
}
