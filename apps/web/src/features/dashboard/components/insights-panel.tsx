import type { Insight } from '@aspirant/contract/results.ts';
import { MAX_INSIGHTS } from '@aspirant/domain/constants.ts';
import { insightSeverity } from '@aspirant/domain/scores.ts';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import { SectionCard } from '../../../components/section-card.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { insightWords } from '../lib/insight-words.ts';
import { PanelEmpty } from './panel-empty.tsx';

interface InsightsPanelProps {
  insights: Insight[];
  isRefreshing: boolean;
  /** Issue 5: asks the server to make the insights again. */
  onRegenerate: () => void;
}

/** SPEC §2: up to 6 insights, severity by type, 'Generate New Insights'. */
export function InsightsPanel({ insights, isRefreshing, onRegenerate }: InsightsPanelProps) {
  const shown = insights.slice(0, MAX_INSIGHTS);
  const t = useT();
  return (
    <SectionCard
      fillsHeight
      title={t('dashboard.insightsTitle')}
      icon={<AutoAwesomeIcon />}
      action={
        <Button
          size="small"
          variant="outlined"
          onClick={onRegenerate}
          disabled={isRefreshing}
          startIcon={isRefreshing ? <CircularProgress size={16} aria-hidden /> : <RefreshIcon />}
        >
          {t('dashboard.generateInsights')}
        </Button>
      }
    >
      {shown.length === 0 ? (
        <PanelEmpty title={t('dashboard.noInsights')} text={t('dashboard.noInsightsText')} />
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr)',
            gap: 1.5,
          }}
          aria-busy={isRefreshing}
        >
          {shown.map((insight) => {
            const words = insightWords(insight, t);
            return (
              <li key={`${insight.type}-${insight.title}`}>
                <Alert severity={insightSeverity(insight.type)} variant="outlined" role="none">
                  <AlertTitle>{words.title}</AlertTitle>
                  {words.description}
                  {insight.confidence !== null && (
                    <Box sx={{ mt: 1 }}>
                      <Chip
                        size="small"
                        variant="outlined"
                        label={t('dashboard.confidence', { percent: Math.round(insight.confidence) })}
                      />
                    </Box>
                  )}
                </Alert>
              </li>
            );
          })}
        </Box>
      )}
    </SectionCard>
  );
}
