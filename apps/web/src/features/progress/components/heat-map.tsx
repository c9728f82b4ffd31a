import type { ActiveDay } from '@aspirant/contract/progress.ts';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { type ActivityLevel, HEAT_MAP_WEEKS, heatMapColumns } from '../lib/heat-map.ts';

const CELL = 12;
const GAP = 3;
const STEP = CELL + GAP;
const DAY_LABELS_WIDTH = 32;
const MONTH_LABELS_HEIGHT = 18;
/** The grid's fixed size: it never changes with the data (no layout jump), and scrolls on small screens. */
const GRID_WIDTH = DAY_LABELS_WIDTH + HEAT_MAP_WEEKS * STEP;
const GRID_HEIGHT = MONTH_LABELS_HEIGHT + 7 * STEP;

const LEVEL_COLOURS: Record<'light' | 'dark', readonly string[]> = {
  light: ['#ebedf0', '#9be9a8', '#40c463', '#30a14e', '#216e39'],
  dark: ['#2d333b', '#0e4429', '#006d32', '#26a641', '#39d353'],
};

const LEVEL_NAMES = {
  0: 'progress.level0',
  1: 'progress.level1',
  2: 'progress.level2',
  3: 'progress.level3',
  4: 'progress.level4',
} as const satisfies Record<ActivityLevel, string>;

const WEEKDAYS = ['progress.mon', null, 'progress.wed', null, 'progress.fri', null, null] as const;

/** GitHub-style calendar of the last 52 weeks, Monday to Sunday down, weeks across; plain elements only. */
export function HeatMap({ activeDays, today }: { activeDays: ActiveDay[]; today: string }) {
  const mode = useTheme().palette.mode;
  const t = useT();
  const colours = LEVEL_COLOURS[mode];
  const columns = useMemo(() => heatMapColumns(t, activeDays, today), [t, activeDays, today]);

  return (
    // As wide as the grid at most, so the legend ends where the calendar ends.
    <Box sx={{ maxWidth: GRID_WIDTH }}>
      <Box
        role="region"
        aria-label={t('progress.calendar')}
        // Focusable so the keyboard can scroll it on a small screen.
        tabIndex={0}
        sx={{
          overflowX: 'auto',
          overflowY: 'hidden',
          pb: 1,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Box
          sx={{
            position: 'relative',
            width: GRID_WIDTH,
            minWidth: GRID_WIDTH,
            height: GRID_HEIGHT,
          }}
        >
          <Box aria-hidden sx={{ position: 'absolute', top: MONTH_LABELS_HEIGHT, left: 0 }}>
            {WEEKDAYS.map((day, i) => (
              <Typography
                // biome-ignore lint/suspicious/noArrayIndexKey: the seven rows never move.
                key={i}
                variant="caption"
                color="text.secondary"
                sx={{ position: 'absolute', top: i * STEP, left: 0, fontSize: 10, lineHeight: `${CELL}px` }}
              >
                {day && t(day)}
              </Typography>
            ))}
          </Box>
          {columns.map((column, week) => (
            <Box
              key={column.weekStart}
              sx={{ position: 'absolute', top: 0, left: DAY_LABELS_WIDTH + week * STEP, width: CELL }}
            >
              <Typography
                aria-hidden
                variant="caption"
                color="text.secondary"
                sx={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  fontSize: 10,
                  lineHeight: 1,
                  whiteSpace: 'nowrap',
                }}
              >
                {column.monthLabel}
              </Typography>
              {column.cells.map((cell, weekday) =>
                cell.inRange ? (
                  <Box
                    key={cell.date}
                    role="img"
                    aria-label={cell.label}
                    title={cell.label}
                    data-level={cell.level}
                    sx={{
                      position: 'absolute',
                      top: MONTH_LABELS_HEIGHT + weekday * STEP,
                      left: 0,
                      width: CELL,
                      height: CELL,
                      borderRadius: '2px',
                      bgcolor: colours[cell.level],
                      outline: cell.date === today ? 1 : 0,
                      outlineColor: 'text.primary',
                    }}
                  />
                ) : null,
              )}
            </Box>
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.75, mt: 1 }}>
        <Typography variant="caption" color="text.secondary" aria-hidden>
          {t('progress.less')}
        </Typography>
        <Box
          component="ul"
          aria-label={t('progress.legend')}
          sx={{ display: 'flex', gap: `${GAP}px`, listStyle: 'none', m: 0, p: 0 }}
        >
          {([0, 1, 2, 3, 4] as const).map((level) => (
            <Box
              component="li"
              key={level}
              title={t(LEVEL_NAMES[level])}
              sx={{ width: CELL, height: CELL, borderRadius: '2px', bgcolor: colours[level] }}
            >
              <Box component="span" sx={VISUALLY_HIDDEN}>
                {t(LEVEL_NAMES[level])}
              </Box>
            </Box>
          ))}
        </Box>
        <Typography variant="caption" color="text.secondary" aria-hidden>
          {t('progress.more')}
        </Typography>
      </Box>
    </Box>
  );
}
