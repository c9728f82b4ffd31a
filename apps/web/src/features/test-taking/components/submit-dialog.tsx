import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { AnswerCounts } from '../../../lib/answer-counts.ts';
import { formatNumber } from '../../../lib/format.ts';
import type { MessageKey } from '../../../lib/i18n/catalogue.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import type { SectionCounts } from '../lib/answer-model.ts';

/** The summary's rows, in the order of the NTA's exam summary. */
const ROWS = [
  { key: 'answered', label: 'testTaking.rowAnswered' },
  { key: 'notAnswered', label: 'testTaking.rowNotAnswered' },
  { key: 'marked', label: 'testTaking.rowMarked' },
  { key: 'notVisited', label: 'testTaking.rowNotVisited' },
] as const satisfies readonly { key: keyof AnswerCounts; label: MessageKey }[];

/**
 * 'Submit Now' on a fixed red dark enough for white text in both themes (white on #c62828 is 5.6:1; the
 * theme's dark-mode error red was 3.7:1, issue 15).
 */
const SUBMIT_RED = { bgcolor: '#c62828', color: '#fff', '&:hover': { bgcolor: '#b71c1c' } } as const;

interface SubmitDialogProps {
  open: boolean;
  /** The whole test first, then one entry per subject when the paper has several. */
  sections: readonly SectionCounts[];
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * SPEC §4 asks before 'Early Submit'; decision 0014: 'Submit Test' on the last question asks the same, both
 * with the summary of answered, not answered, marked and not visited questions (per subject where the test has
 * several).
 */
export function SubmitDialog({ open, sections, onCancel, onConfirm }: SubmitDialogProps) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  const whole = sections[0]?.counts;
  const bySubject = sections.slice(1);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
      fullWidth
      slotProps={{
        paper: { sx: { mx: { xs: 2, sm: 4 }, width: { xs: 'calc(100% - 32px)', sm: undefined } } },
      }}
    >
      <DialogTitle id={titleId}>{t('testTaking.submitTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          {whole && whole.markedAnswered > 0 ? t('testTaking.submitMarkedNote') : t('testTaking.submitNote')}
        </DialogContentText>
        <Box
          // A table of several subjects may be wider than a phone: it scrolls on its own, by keyboard too.
          role={bySubject.length > 0 ? 'region' : undefined}
          aria-label={bySubject.length > 0 ? t('testTaking.summaryBySubject') : undefined}
          tabIndex={bySubject.length > 0 ? 0 : undefined}
          sx={{ overflowX: 'auto' }}
        >
          <Box
            component="table"
            sx={{
              borderCollapse: 'collapse',
              width: '100%',
              '& th, & td': {
                py: 0.75,
                px: 1,
                borderBottom: 1,
                borderColor: 'divider',
                textAlign: 'right',
                whiteSpace: 'nowrap',
              },
              // The status names wrap on a narrow phone, so the table of one section never scrolls.
              '& th:first-of-type': { textAlign: 'left', whiteSpace: 'normal' },
            }}
          >
            <caption style={{ captionSide: 'top', textAlign: 'left', paddingBottom: 4 }}>
              {t('testTaking.summary')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('testTaking.status')}</th>
                <th scope="col">{t('testTaking.questions')}</th>
                {bySubject.map((section) => (
                  <th scope="col" key={section.name}>
                    {section.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{t(row.label)}</th>
                  <td>{formatNumber(whole?.[row.key] ?? 0)}</td>
                  {bySubject.map((section) => (
                    <td key={section.name}>{formatNumber(section.counts[row.key])}</td>
                  ))}
                </tr>
              ))}
              <tr>
                <th scope="row">{t('testTaking.rowTotal')}</th>
                <td>{formatNumber(whole?.total ?? 0)}</td>
                {bySubject.map((section) => (
                  <td key={section.name}>{formatNumber(section.counts.total)}</td>
                ))}
              </tr>
            </tbody>
          </Box>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} autoFocus>
          {t('testTaking.keepAnswering')}
        </Button>
        <Button variant="contained" onClick={onConfirm} sx={SUBMIT_RED}>
          {t('testTaking.submitNow')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
