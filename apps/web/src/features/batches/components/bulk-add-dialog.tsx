import type { RosterReport, RosterRow } from '@aspirant/contract/batch-roster.ts';
import type { Customer } from '@aspirant/contract/users.ts';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useRef, useState } from 'react';
import { serverErrorText } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { localServerText } from '../../../lib/i18n/server-text.ts';
import { downloadRosterTemplate, useRosterImport } from '../api/batch-page.ts';

type Translate = ReturnType<typeof useT>;

const OUTCOME_KEYS = {
  added: 'batches.outcomeAdded',
  created: 'batches.outcomeCreated',
  already: 'batches.outcomeAlready',
  skipped: 'batches.outcomeSkipped',
} as const;

const OUTCOME_COLOURS = {
  added: 'success',
  created: 'primary',
  already: 'default',
  skipped: 'warning',
} as const;

function summaryText(t: Translate, report: RosterReport): string {
  return t(report.dryRun ? 'batches.dryRunSummary' : 'batches.doneSummary', report.summary);
}

function RowsTable({ rows }: { rows: RosterRow[] }) {
  const t = useT();
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label={t('batches.rosterRows')}
      sx={{ maxHeight: 360 }}
    >
      <Table size="small" stickyHeader aria-label={t('batches.rosterRows')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('batches.row')}</TableCell>
            <TableCell>{t('batches.name')}</TableCell>
            <TableCell>{t('batches.email')}</TableCell>
            <TableCell>{t('batches.batch')}</TableCell>
            <TableCell>{t('batches.result')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.row}>
              <TableCell>{r.row}</TableCell>
              <TableCell>{r.name}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{r.email}</TableCell>
              <TableCell>{r.batch}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={OUTCOME_COLOURS[r.outcome]}
                  label={t(OUTCOME_KEYS[r.outcome])}
                />
                {r.reason && (
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    {localServerText(r.reason)}
                    {r.sameAs !== null && ` ${t('batches.sameAsRow', { row: r.sameAs })}`}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

interface BulkAddDialogProps {
  centres: Customer[];
  /** The super admin names the centre; a coaching admin's is its own. */
  chooseCentre: boolean;
  defaultCentre: number | null;
  onClose: () => void;
}

/** Issue 17 point 7: students from a CSV or XLSX file, a dry run first, then the commit in one go. */
export function BulkAddDialog({ centres, chooseCentre, defaultCentre, onClose }: BulkAddDialogProps) {
  const t = useT();
  const upload = useRosterImport();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [centre, setCentre] = useState(defaultCentre === null ? '' : String(defaultCentre));
  const [report, setReport] = useState<RosterReport | null>(null);
  const [templateFailed, setTemplateFailed] = useState(false);
  const customerId = chooseCentre ? (centre === '' ? null : Number(centre)) : null;
  const needsCentre = chooseCentre && customerId === null;

  async function run(dryRun: boolean) {
    if (!file || needsCentre) return;
    const answer = await upload.mutateAsync({ file, dryRun, customerId }).catch(() => null);
    if (answer) setReport(answer);
  }

  const done = report !== null && !report.dryRun;
  const canCommit =
    report?.dryRun === true && report.summary.added + report.summary.created > 0 && !upload.isPending;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={isPhone}>
      <DialogTitle>{t('batches.bulkTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText id={hintId}>{t('batches.bulkHelp')}</DialogContentText>
          <div>
            <Button
              startIcon={<DownloadIcon />}
              onClick={async () => setTemplateFailed(!(await downloadRosterTemplate()))}
            >
              {t('batches.downloadTemplate')}
            </Button>
          </div>
          {templateFailed && <Alert severity="error">{t('batches.templateFailed')}</Alert>}
          {chooseCentre && (
            <FormControl size="small" sx={{ maxWidth: 360 }} disabled={done}>
              <InputLabel id="bulk-centre-label">{t('batches.coachingCentre')}</InputLabel>
              <Select
                labelId="bulk-centre-label"
                label={t('batches.coachingCentre')}
                value={centre}
                onChange={(e) => {
                  setCentre(e.target.value);
                  setReport(null);
                }}
              >
                {centres.map((c) => (
                  <MenuItem key={c.id} value={String(c.id)}>
                    {c.name}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          )}
          {needsCentre && <Alert severity="info">{t('batches.chooseCentreFirst')}</Alert>}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              disabled={upload.isPending || done}
              onClick={() => input.current?.click()}
              aria-describedby={hintId}
            >
              {file ? t('batches.chooseAnother') : t('batches.chooseFile')}
            </Button>
            <input
              ref={input}
              type="file"
              hidden
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-label={t('batches.chooseFile')}
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                // Cleared, so choosing the same file again (after fixing it) is a change too.
                event.target.value = '';
                if (chosen) {
                  setFile(chosen);
                  setReport(null);
                  upload.reset();
                }
              }}
            />
            {file && (
              <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                {t('batches.chosenFile', { name: file.name })}
              </Typography>
            )}
          </Stack>
          {upload.isError && (
            <Alert severity="error">{serverErrorText(upload.error, t('batches.uploadFailed'))}</Alert>
          )}
          {report && (
            <Alert severity={done ? 'success' : 'info'} role="status">
              {summaryText(t, report)}
              {report.dryRun && (
                <>
                  {' '}
                  {report.summary.added + report.summary.created > 0
                    ? t('batches.dryRunNote')
                    : t('batches.nothingToAdd')}
                </>
              )}
            </Alert>
          )}
          {report && <RowsTable rows={report.rows} />}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('batches.close')}</Button>
        {!done && (
          <Button
            variant={canCommit ? 'outlined' : 'contained'}
            disabled={!file || needsCentre || upload.isPending}
            onClick={() => void run(true)}
          >
            {t('batches.checkFile')}
          </Button>
        )}
        {!done && (
          <Button variant="contained" disabled={!canCommit} onClick={() => void run(false)}>
            {t('batches.addStudents')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
