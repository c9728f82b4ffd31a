import type { ExportFormat } from '@aspirant/contract/question-bank.ts';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useId, useRef, useState } from 'react';
import type { MessageKey } from '../../../../lib/i18n/catalogue.ts';
import { useT } from '../../../../lib/i18n/i18n-provider.tsx';
import { downloadExport, type ExportSelection } from '../api/download-file.ts';
import { importText } from '../lib/import-text.ts';

const FORMATS = [
  { format: 'moodle-xml', key: 'questionImport.exportMoodleXml' },
  { format: 'gift', key: 'questionImport.exportGift' },
  { format: 'csv', key: 'questionImport.exportCsv' },
] as const satisfies readonly { format: ExportFormat; key: MessageKey }[];

interface ExportMenuProps {
  /** What to export: the list's current filters (q, subjectId, topicId, difficulty, tag, owner, status, used), or ids. */
  selection: ExportSelection;
  /** The button's text; 'Export' by default. */
  label?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/**
 * GET /api/questions/export as Moodle XML, GIFT or CSV: a button opening the choice of format; the file downloads
 * with the bearer token, and a failure shows the server's message beside the button. The question bank's list
 * uses it with its filters.
 */
export function ExportMenu({ selection, label, variant = 'outlined', size }: ExportMenuProps) {
  const t = useT();
  const anchor = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const menuId = useId();
  const buttonId = useId();

  async function run(format: ExportFormat) {
    setOpen(false);
    setBusy(true);
    setOutcome(null);
    const result = await downloadExport(format, selection);
    setBusy(false);
    setOutcome(
      result.success
        ? { ok: true, text: t('questionImport.exportDone', { name: result.data }) }
        : {
            ok: false,
            text:
              result.serverMessage !== undefined
                ? importText(result.serverMessage, t)
                : t('questionImport.downloadFailed'),
          },
    );
  }

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        ref={anchor}
        id={buttonId}
        variant={variant}
        size={size}
        startIcon={isBusy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <DownloadIcon />}
        aria-haspopup="menu"
        aria-expanded={isOpen ? 'true' : undefined}
        aria-controls={isOpen ? menuId : undefined}
        disabled={isBusy}
        onClick={() => setOpen(true)}
      >
        {isBusy ? t('questionImport.downloading') : (label ?? t('questionImport.exportMenu'))}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor.current}
        open={isOpen}
        onClose={() => setOpen(false)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {FORMATS.map(({ format, key }) => (
          <MenuItem key={format} onClick={() => run(format)}>
            {t(key)}
          </MenuItem>
        ))}
      </Menu>
      <div role="status">
        {outcome && (
          <Alert severity={outcome.ok ? 'success' : 'error'} onClose={() => setOutcome(null)}>
            {outcome.text}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
