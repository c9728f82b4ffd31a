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
import { type ResultInsights, useAiInsights, useRegenerateAiInsights } from '../api/get-ai-insights.ts';
import { GENERIC_AI_RECOMMENDATION, withDefaults } from '../lib/ai-defaults.ts';

/** SPEC §8. */
export const AI_INSIGHTS_FAILED = 'Failed to generate AI insights. Please try again.';

/**
 * SPEC §2 AI-Powered Insights with its five states: disabled, loading ('Generating AI Insights'), error
 * ('AI Insights Error' with Retry), empty ('Generate AI Insights') and loaded.
 */
export function AiInsightsCard({ resultId }: { resultId: number }) {
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
          AI insights are off. Turn them on for a personal analysis of this result: what went well, where to
          focus and how to plan your next study sessions.
        </Typography>
        <Button variant="outlined" startIcon={<AutoAwesomeIcon />} onClick={() => setIsEnabled(true)}>
          Turn On AI Insights
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
        <Typography sx={{ fontWeight: 600 }}>Generating AI Insights</Typography>
        <Typography variant="body2" color="text.secondary">
          Analysing your answers, subjects and timing...
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
            Retry
          </Button>
        }
      >
        <AlertTitle>AI Insights Error</AlertTitle>
        {AI_INSIGHTS_FAILED}
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
          Get a personal analysis of this result from the study assistant.
        </Typography>
        <Button variant="contained" startIcon={<AutoAwesomeIcon />} onClick={() => setIsRequested(true)}>
          Generate AI Insights
        </Button>
      </Box>
    );
  } else {
    body = <LoadedInsights insights={insights.data} onRegenerate={() => regenerate.mutate()} />;
  }

  return (
    <SectionCard
      title="AI-Powered Insights"
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
          label="Enable AI Insights"
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
  { key: 'performanceAnalysis', title: 'Performance Analysis' },
  { key: 'subjectFocus', title: 'Subject Focus' },
  { key: 'studyStrategy', title: 'Study Strategy' },
  { key: 'timeManagement', title: 'Time Management' },
] as const;

function LoadedInsights({ insights, onRegenerate }: { insights: ResultInsights; onRegenerate: () => void }) {
  const text = withDefaults(insights.insights);
  const source = insights.provider === 'builtin' ? 'the built-in study assistant' : 'the AI model';
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
              {section.title}
            </Typography>
            <Typography variant="body2">{text[section.key]}</Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
          Next Steps
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
        <AlertTitle>AI Recommendation</AlertTitle>
        {GENERIC_AI_RECOMMENDATION}
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
          {`Generated by ${source} on ${dateTime(insights.generatedAt)}`}
        </Typography>
        <Button size="small" startIcon={<RefreshIcon />} onClick={onRegenerate} data-print="hide">
          Regenerate
        </Button>
      </Box>
    </Box>
  );
}
