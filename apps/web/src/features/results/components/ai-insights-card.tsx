import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { SectionCard } from '../../../components/section-card.tsx';
import { serverErrorText } from '../../../lib/api-client.ts';
import { dateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { type ResultInsights, useAiInsights, useRegenerateAiInsights } from '../api/get-ai-insights.ts';
import { withDefaults } from '../lib/ai-defaults.ts';
import { aiInsightWords, defaultAiInsight } from '../lib/ai-insight-words.ts';

/** SPEC §8. */
export const AI_INSIGHTS_FAILED = 'Failed to generate AI insights. Please try again.';

/**
 * SPEC §2 AI-Powered Insights with its five states: disabled, loading ('Generating AI Insights'), error
 * ('AI Insights Error' with Retry), empty ('Generate AI Insights') and loaded.
 */
export function AiInsightsCard({ resultId }: { resultId: number }) {
  const t = useT();
  const [isEnabled, setIsEnabled] = useState(false);
  const [isRequested, setIsRequested] = useState(false);
  const insights = useAiInsights(resultId, isEnabled && isRequested);
  const regenerate = useRegenerateAiInsights(resultId);
  const isLoading = insights.isFetching || regenerate.isPending;
  const error = regenerate.error ?? insights.error;

  let body: ReactNode;
  if (!isEnabled) {
    body = (
      <Box sx={{ textAlign: 'center', py: 2 }}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('results.aiOff')}
        </Typography>
        <Button variant="outlined" startIcon={<AutoAwesomeIcon />} onClick={() => setIsEnabled(true)}>
          {t('results.aiTurnOn')}
        </Button>
      </Box>
    );
  } else if (isLoading) {
    body = (
      <Box
        role="status"
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 4 }}
      >
        <CircularProgress aria-hidden />
        <Typography sx={{ fontWeight: 600 }}>{t('results.aiGenerating')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('results.aiAnalysing')}
        </Typography>
      </Box>
    );
  } else if (error) {
    const reason = serverErrorText(error, null);
    body = (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              if (regenerate.error) regenerate.mutate();
              else void insights.refetch();
            }}
          >
            {t('results.retry')}
          </Button>
        }
      >
        <AlertTitle>{t('results.aiError')}</AlertTitle>
        {t('results.aiInsightsFailed')}
        {reason && reason !== AI_INSIGHTS_FAILED && (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {reason}
          </Typography>
        )}
      </Alert>
    );
  } else if (!insights.data) {
    body = (
      <Box sx={{ textAlign: 'center', py: 2 }}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('results.aiEmpty')}
        </Typography>
        <Button variant="contained" startIcon={<AutoAwesomeIcon />} onClick={() => setIsRequested(true)}>
          {t('results.aiGenerate')}
        </Button>
      </Box>
    );
  } else {
    body = <LoadedInsights insights={insights.data} onRegenerate={() => regenerate.mutate()} />;
  }

  return (
    <SectionCard
      title={t('results.aiTitle')}
      icon={<AutoAwesomeIcon />}
      // On paper only insights make sense, not the switch and buttons of the other states.
      isHiddenInPrint={!isEnabled || !insights.data || isLoading || error !== null}
      action={
        <FormControlLabel
          data-print="hide"
          control={
            <Switch
              checked={isEnabled}
              onChange={(event) => {
                setIsEnabled(event.target.checked);
                if (!event.target.checked) regenerate.reset();
              }}
            />
          }
          label={t('results.aiEnable')}
        />
      }
    >
      <Box aria-live="polite" aria-busy={isLoading}>
        {body}
      </Box>
    </SectionCard>
  );
}

const SECTIONS = [
  { key: 'performanceAnalysis', title: 'results.aiPerformanceAnalysis' },
  { key: 'subjectFocus', title: 'results.aiSubjectFocus' },
  { key: 'studyStrategy', title: 'results.aiStudyStrategy' },
  { key: 'timeManagement', title: 'results.aiTimeManagement' },
] as const;

function LoadedInsights({ insights, onRegenerate }: { insights: ResultInsights; onRegenerate: () => void }) {
  const t = useT();
  const text = withDefaults(aiInsightWords(insights.insights, t), defaultAiInsight(t));
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {SECTIONS.map((section) => (
          <Box key={section.key} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
              {t(section.title)}
            </Typography>
            <Typography variant="body2">{text[section.key]}</Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
          {t('results.aiNextSteps')}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
          {text.nextSteps.map((step) => (
            <li key={step}>
              <Typography variant="body2">{step}</Typography>
            </li>
          ))}
        </Box>
      </Box>
      <Alert severity="info" icon={<LightbulbIcon />} role="none">
        <AlertTitle>{t('results.aiRecommendation')}</AlertTitle>
        {t('results.aiGenericRecommendation')}
      </Alert>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="caption" color="text.secondary">
          {t(
            insights.provider === 'builtin' ? 'results.aiGeneratedByBuiltin' : 'results.aiGeneratedByModel',
            {
              date: dateTime(insights.generatedAt),
            },
          )}
        </Typography>
        <Button size="small" startIcon={<RefreshIcon />} onClick={onRegenerate} data-print="hide">
          {t('results.aiRegenerate')}
        </Button>
      </Box>
    </Box>
  );
}
