import type { ResultsReportFormat } from '@aspirant/contract/test-reports.ts';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { serverErrorText } from '../lib/api-client.ts';
import { useI18n } from '../lib/i18n/i18n-provider.tsx';
import { downloadResultsReport } from '../lib/test-reports.ts';
import { LiveAnnouncer } from './live-announcer.tsx';

const FORMATS: { format: ResultsReportFormat; label: 'common.resultsCsv' | 'common.resultsXlsx' }[] = [
  { format: 'csv', label: 'common.resultsCsv' },
  { format: 'xlsx', label: 'common.resultsXlsx' },
];

/**
 * Issue 18 point 4: 'Download results' of a test as CSV or Excel, made by the server (ranked, with each subject's
 * marks after any regrade). `batchId` fixes the group (the batch page); `batches` offers a choice between the
 * whole centre and one of them (the composer).
 */
export function ResultsReportMenu({
  testId,
  batchId,
  batches,
}: {
  testId: number;
  batchId?: number;
  batches?: readonly { id: number; name: string }[];
}) {
  const { language, t } = useI18n();
  const menuId = useId();
  const buttonId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [chosenBatch, setChosenBatch] = useState<number | ''>('');
  const [isBusy, setIsBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const group = batchId ?? (chosenBatch === '' ? undefined : chosenBatch);

  async function download(format: ResultsReportFormat) {
    setAnchor(null);
    setIsBusy(true);
    setError(null);
    setNotice('');
    const result = await downloadResultsReport(testId, format, language, group);
    setIsBusy(false);
    if (result.success) setNotice(t('common.resultsDownloaded', { file: result.data }));
    else setError(serverErrorText(result, t('common.resultsDownloadFailed')));
  }

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {batchId === undefined && batches && batches.length > 0 && (
          <TextField
            select
            size="small"
            label={t('common.resultsOf')}
            value={chosenBatch}
            onChange={(e) => setChosenBatch(e.target.value === '' ? '' : Number(e.target.value))}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">{t('common.resultsWholeCentre')}</MenuItem>
            {batches.map((b) => (
              <MenuItem key={b.id} value={b.id}>
                {b.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button
          id={buttonId}
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={isBusy}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          {t('common.downloadResults')}
        </Button>
      </Stack>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {FORMATS.map(({ format, label }) => (
          <MenuItem key={format} onClick={() => void download(format)}>
            {t(label)}
          </MenuItem>
        ))}
      </Menu>
      <LiveAnnouncer message={notice} />
      {notice && (
        // Seen on screen; the announcer above reads it.
        <Typography variant="body2" sx={{ color: 'success.main' }} aria-hidden="true">
          {notice}
        </Typography>
      )}
      {error && (
        <Alert severity="error" role="alert" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
    </Stack>
  );
}
