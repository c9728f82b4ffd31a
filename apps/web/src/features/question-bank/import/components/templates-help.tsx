import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { MessageKey } from '../../../../lib/i18n/catalogue.ts';
import { useT } from '../../../../lib/i18n/i18n-provider.tsx';
import { downloadTemplate } from '../api/download-file.ts';
import { importText } from '../lib/import-text.ts';

const TEMPLATES = [
  { format: 'csv', lang: 'en', key: 'questionImport.templateCsvEn' },
  { format: 'csv', lang: 'hi', key: 'questionImport.templateCsvHi' },
  { format: 'xlsx', lang: 'en', key: 'questionImport.templateXlsxEn' },
  { format: 'xlsx', lang: 'hi', key: 'questionImport.templateXlsxHi' },
] as const satisfies readonly { format: 'csv' | 'xlsx'; lang: 'en' | 'hi'; key: MessageKey }[];

const HELP = [
  'questionImport.helpMoodle',
  'questionImport.helpGift',
  'questionImport.helpAiken',
  'questionImport.helpSpreadsheet',
  'questionImport.helpImported',
  'questionImport.helpSkipped',
] as const satisfies readonly MessageKey[];

/** The spreadsheet templates (English or Hindi columns) and what each format brings. */
export function TemplatesHelp() {
  const t = useT();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function fetchTemplate(format: 'csv' | 'xlsx', lang: 'en' | 'hi') {
    setBusy(`${format}-${lang}`);
    setError(null);
    const result = await downloadTemplate(format, lang);
    setBusy(null);
    if (!result.success) {
      setError(
        result.serverMessage !== undefined
          ? importText(result.serverMessage, t)
          : t('questionImport.downloadFailed'),
      );
    }
  }

  return (
    <>
      <Typography sx={{ mb: 1.5 }}>{t('questionImport.templatesIntro')}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1, mb: 1.5 }}>
        {TEMPLATES.map(({ format, lang, key }) => (
          <Button
            key={key}
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={busy !== null}
            onClick={() => fetchTemplate(format, lang)}
            sx={{ justifyContent: 'flex-start' }}
          >
            {busy === `${format}-${lang}` ? t('questionImport.downloading') : t(key)}
          </Button>
        ))}
      </Box>
      <div role="status">{error && <Alert severity="error">{error}</Alert>}</div>
      <Box component="ul" sx={{ pl: 2.5, my: 1.5 }}>
        {HELP.map((key) => (
          <Typography component="li" key={key} variant="body2" sx={{ mb: 0.5 }}>
            {t(key)}
          </Typography>
        ))}
      </Box>
    </>
  );
}
