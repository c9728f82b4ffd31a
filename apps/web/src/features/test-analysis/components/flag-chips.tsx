import type { ItemStat } from '@aspirant/contract/insights.ts';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { flagText } from '../lib/analysis.ts';

/** A question's flags as chips, each with its reason in words ('Possible wrong key: …'). */
export function FlagChips({ item }: { item: ItemStat }) {
  const t = useT();
  if (item.flags.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('testAnalysis.noFlags')}
      </Typography>
    );
  return (
    <Stack component="ul" sx={{ gap: 0.5, m: 0, p: 0, listStyle: 'none' }}>
      {item.flags.map((flag) => (
        <li key={flag.kind}>
          <Chip
            size="small"
            variant="outlined"
            color={flag.kind === 'possible_wrong_key' ? 'error' : 'warning'}
            label={flagText(t, flag, item)}
            sx={{ height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } }}
          />
        </li>
      ))}
    </Stack>
  );
}
