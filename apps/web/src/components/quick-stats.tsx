import type { Dashboard } from '@aspirant/contract/results.ts';
import InsightsIcon from '@mui/icons-material/Insights';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useT } from '../lib/i18n/i18n-provider.tsx';
import { SectionCard } from './section-card.tsx';

const ROW = { display: 'grid', gridTemplateColumns: '1fr auto', alignItems: 'center', rowGap: 0.5 } as const;

/** SPEC §2 Quick Stats: tests above 90 / 80 / 70% with a proportion bar, and the total completed. */
export function QuickStats({ overview }: { overview: Dashboard['overview'] }) {
  const t = useT();
  const rows = [
    { label: t('dashboard.testsAbove90'), count: overview.testsAbove90, color: 'success' },
    { label: t('dashboard.testsAbove80'), count: overview.testsAbove80, color: 'info' },
    { label: t('dashboard.testsAbove70'), count: overview.testsAbove70, color: 'warning' },
  ] as const;
  const share = (count: number) => (overview.totalTests > 0 ? (count / overview.totalTests) * 100 : 0);

  return (
    <SectionCard fillsHeight title={t('dashboard.quickStats')} icon={<InsightsIcon />}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        {rows.map((row) => (
          <Box key={row.label} sx={ROW}>
            <Typography component="dt" variant="body2">
              {row.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 700 }}>
              {row.count}
            </Typography>
            <Box component="dd" sx={{ m: 0, gridColumn: '1 / -1' }}>
              <LinearProgress
                variant="determinate"
                color={row.color}
                value={share(row.count)}
                aria-label={t('dashboard.countOf', {
                  label: row.label,
                  count: row.count,
                  total: overview.totalTests,
                })}
                sx={{ height: 6, borderRadius: 3 }}
              />
            </Box>
          </Box>
        ))}
        <Box sx={{ ...ROW, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <Typography component="dt" variant="body2">
            {t('dashboard.totalCompleted')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 700 }}>
            {overview.totalTests}
          </Typography>
        </Box>
      </Box>
    </SectionCard>
  );
}
