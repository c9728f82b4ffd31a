import type { Dashboard } from '@aspirant/contract/results.ts';
import { MAX_RECENT_TESTS } from '@aspirant/domain/constants.ts';
import { hasCheckIcon, scoreColor } from '@aspirant/domain/scores.ts';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { RetakeChip } from '../../../components/retake-chip.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { paths } from '../../../config/paths.ts';
import { dateTime, formatNumber, formatPercent } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { PanelEmpty } from './panel-empty.tsx';

/** SPEC §2 Recent Test Performance: up to 5, each opening its result; colour by score, a check at 80+. */
export function RecentTests({ tests }: { tests: Dashboard['recentPerformance'] }) {
  const shown = tests.slice(0, MAX_RECENT_TESTS);
  const t = useT();
  return (
    <SectionCard fillsHeight title={t('dashboard.recentTests')} icon={<HistoryIcon />}>
      {shown.length === 0 ? (
        <PanelEmpty title={t('dashboard.noRecent')} text={t('dashboard.noRecentText')} />
      ) : (
        <List disablePadding sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
          {shown.map((test) => {
            const color = `${scoreColor(test.score)}.main`;
            const details = [
              dateTime(test.created_at),
              t('dashboard.accuracyDetail', { percent: formatPercent(test.accuracy_rate) }),
              test.all_india_rank === null
                ? null
                : t('dashboard.rankDetail', { rank: String(test.all_india_rank) }),
              t('dashboard.speedDetail', { speed: formatNumber(test.speed_score) }),
            ].filter(Boolean);
            return (
              <li key={test.id}>
                <ListItemButton
                  component={RouterLink}
                  to={paths.result.href(test.id)}
                  sx={{ border: 1, borderColor: 'divider', borderRadius: 1, gap: 2 }}
                >
                  <ListItemText
                    primary={
                      <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 1 }}>
                        {test.testName}
                        {test.is_retake && <RetakeChip />}
                      </Box>
                    }
                    secondary={details.join(' · ')}
                    slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  />
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color, flexShrink: 0 }}>
                    {hasCheckIcon(test.score) && (
                      <CheckCircleIcon fontSize="small" titleAccess={t('dashboard.eightyOrAbove')} />
                    )}
                    <Typography component="span" variant="h6" sx={{ fontWeight: 700, color }}>
                      {formatPercent(test.score)}
                    </Typography>
                  </Box>
                </ListItemButton>
              </li>
            );
          })}
        </List>
      )}
    </SectionCard>
  );
}
