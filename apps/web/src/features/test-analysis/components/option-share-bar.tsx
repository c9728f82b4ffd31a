import type { ItemStat } from '@aspirant/contract/insights.ts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { optionLetter, sharePercent, sharesText } from '../lib/analysis.ts';

/**
 * The share choosing each option and leaving it blank, as one bar (the key in the success colour, the others in
 * greys, blank hatched) with the same in words under it; the bar itself is decoration for screen readers.
 */
export function OptionShareBar({ item }: { item: ItemStat }) {
  const t = useT();
  const segments = [
    ...item.optionShares.map((share, i) => ({
      key: optionLetter(i),
      share,
      isKey: item.accepted.includes(i),
    })),
    { key: 'blank', share: item.blankShare, isKey: false },
  ];
  return (
    <Box sx={{ minWidth: 150 }}>
      <Box
        aria-hidden="true"
        sx={{ display: 'flex', height: 10, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}
      >
        {segments.map((s, i) =>
          s.share > 0 ? (
            <Box
              key={s.key}
              sx={{
                width: `${s.share * 100}%`,
                bgcolor: s.isKey
                  ? 'success.main'
                  : s.key === 'blank'
                    ? 'transparent'
                    : i % 2 === 0
                      ? 'grey.500'
                      : 'grey.700',
                backgroundImage:
                  s.key === 'blank'
                    ? 'repeating-linear-gradient(45deg, rgba(128,128,128,.5) 0 2px, transparent 2px 5px)'
                    : undefined,
              }}
            />
          ) : null,
        )}
      </Box>
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {t('testAnalysis.sharesAria', { list: sharesText(t, item) })}
      </Box>
      <Typography variant="caption" component="p" aria-hidden="true" sx={{ mt: 0.5, whiteSpace: 'nowrap' }}>
        {item.optionShares.map((share, i) => (
          <Box
            component="span"
            key={optionLetter(i)}
            sx={{ mr: 0.75, fontWeight: item.accepted.includes(i) ? 700 : undefined }}
          >
            {optionLetter(i)}
            {item.accepted.includes(i) ? '✓' : ''} {sharePercent(share)}
          </Box>
        ))}
        <Box component="span">{t('testAnalysis.blankShare', { share: sharePercent(item.blankShare) })}</Box>
      </Typography>
    </Box>
  );
}
