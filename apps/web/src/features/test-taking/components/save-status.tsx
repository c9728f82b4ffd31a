import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import CloudSyncOutlinedIcon from '@mui/icons-material/CloudSyncOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import type { SaveQueueState } from '../lib/save-queue.ts';
import { saveStatusText } from '../lib/save-queue.ts';
import { type Tone, toneText } from './tone.ts';

/** DESIGN.md: the state of the answers is always in sight: 'Saving…', 'All answers saved', 'Offline — N …'. */
export function SaveStatus({ state }: { state: SaveQueueState }) {
  const t = useT();
  const text = saveStatusText(state, t);
  const tone: Tone = state.pending === 0 ? 'success' : state.isOffline ? 'warning' : 'info';
  const Icon =
    state.pending === 0
      ? CloudDoneOutlinedIcon
      : state.isOffline
        ? CloudOffOutlinedIcon
        : CloudSyncOutlinedIcon;
  return (
    <Box
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: { xs: 1, sm: 1.25 },
        py: 0.5,
        borderRadius: 4,
        border: 1,
        borderColor: `${tone}.main`,
        color: (theme) => toneText(theme, tone),
        whiteSpace: 'nowrap',
        // Wide enough for the longest text, so the header does not shift as the state changes.
        minWidth: { sm: 236 },
        justifyContent: 'center',
      }}
    >
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
        {text}
      </Typography>
    </Box>
  );
}
