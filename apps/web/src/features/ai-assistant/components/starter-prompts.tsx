import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

/** Issue 5: questions to start with, built from the student's weak topics; picking one sends it. */
export function StarterPrompts({ prompts, onPick }: { prompts: string[]; onPick: (prompt: string) => void }) {
  const t = useT();
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
      <Typography id={labelId} variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('aiAssistant.tryAsking')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {prompts.map((prompt) => (
          <Chip
            key={prompt}
            label={prompt}
            variant="outlined"
            color="primary"
            onClick={() => onPick(prompt)}
            // A long prompt wraps instead of being cut off on a narrow screen.
            sx={{ height: 'auto', minHeight: 32, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
          />
        ))}
      </Box>
    </Box>
  );
}
