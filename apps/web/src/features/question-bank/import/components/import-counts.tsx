import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useI18n } from '../../../../lib/i18n/i18n-provider.tsx';
import { LOCALES } from '../../../../lib/i18n/translate.ts';
import type { StatusCounts } from '../lib/import-state.ts';

/** The dry run's accounting: the three statuses, and the file's items they add up to. */
export function ImportCounts({ counts }: { counts: StatusCounts }) {
  const { t, language } = useI18n();
  const number = new Intl.NumberFormat(LOCALES[language]);
  const figures = [
    { label: t('questionImport.countImport'), value: counts.import, color: 'success.main' },
    { label: t('questionImport.countDuplicates'), value: counts.duplicate, color: 'warning.main' },
    { label: t('questionImport.countSkipped'), value: counts.skipped, color: 'text.secondary' },
    { label: t('questionImport.countTotal'), value: counts.total, color: 'text.primary' },
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 1.5, m: 0 }}
    >
      {figures.map((f) => (
        <Paper key={f.label} variant="outlined" sx={{ p: 1.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {f.label}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0, color: f.color, fontWeight: 600 }}>
            {number.format(f.value)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
