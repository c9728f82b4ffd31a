import { LECTURE_MESSAGES, type LectureStorage } from '@aspirant/contract/lectures.ts';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';

/** From this share of the quota on, the bar warns that uploads will soon be refused. */
const NEARLY_FULL_PERCENT = 90;

/** Decision 0011: how much of the centre's lecture storage its lectures use, for the staff who upload. */
export function StorageMeter({ storage }: { storage: LectureStorage }) {
  const labelId = useId();
  const t = useT();
  const { usedBytes, quotaBytes } = storage;
  const percent = quotaBytes > 0 ? Math.min(100, (usedBytes / quotaBytes) * 100) : 100;
  const text = LECTURE_MESSAGES.storageUsed(usedBytes, quotaBytes);
  return (
    <Box sx={{ mb: 2, maxWidth: 420 }}>
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {text}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={percent >= NEARLY_FULL_PERCENT ? 'warning' : 'primary'}
        aria-labelledby={labelId}
        aria-valuetext={t('lectures.percentUsed', { percent: Math.round(percent) })}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
