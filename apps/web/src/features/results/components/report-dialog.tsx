import type { ReportKind, Solution } from '@aspirant/contract/results.ts';
import { REPORT_COMMENT_MAX, REPORT_KIND_LABELS } from '@aspirant/contract/saved-questions.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { serverErrorText } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useReportQuestion } from '../api/solutions.ts';
import { REPORT_KIND_KEY } from '../lib/labels.ts';

const KINDS = Object.keys(REPORT_KIND_LABELS) as ReportKind[];

/** 'Report a question' (issue 15): what is wrong (key, typo, translation) and an optional comment. */
export function ReportDialog({
  solution,
  onClose,
  onReported,
}: {
  solution: Solution | null;
  onClose: () => void;
  onReported: (message: string) => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={solution !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {solution && (
        <ReportForm solution={solution} titleId={titleId} onClose={onClose} onReported={onReported} />
      )}
    </Dialog>
  );
}

function ReportForm({
  solution,
  titleId,
  onClose,
  onReported,
}: {
  solution: Solution;
  titleId: string;
  onClose: () => void;
  onReported: (message: string) => void;
}) {
  const t = useT();
  const open = KINDS.filter((k) => !solution.reported.includes(k));
  const [kind, setKind] = useState<ReportKind | ''>(open[0] ?? '');
  const [comment, setComment] = useState('');
  const report = useReportQuestion();
  const kindLabel = useId();

  const submit = () => {
    if (!kind) return;
    report.mutate(
      { questionId: solution.questionId, body: { kind, comment: comment.trim() || undefined } },
      {
        onSuccess: () => {
          onReported(t('results.reportedThanks', { number: solution.questionNumber }));
          onClose();
        },
      },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <DialogTitle id={titleId}>{t('results.reportTitle', { number: solution.questionNumber })}</DialogTitle>
      <DialogContent dividers>
        {report.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {serverErrorText(report.error, t('results.reportFailed'))}
          </Alert>
        )}
        {open.length === 0 ? (
          <Alert severity="info">{t('results.alreadyReported')}</Alert>
        ) : (
          <>
            <FormControl>
              <FormLabel id={kindLabel}>{t('results.whatIsWrong')}</FormLabel>
              <RadioGroup
                aria-labelledby={kindLabel}
                value={kind}
                onChange={(event) => setKind(event.target.value as ReportKind)}
              >
                {KINDS.map((k) => (
                  <FormControlLabel
                    key={k}
                    value={k}
                    control={<Radio />}
                    disabled={solution.reported.includes(k)}
                    label={
                      solution.reported.includes(k)
                        ? t('results.kindReported', { kind: t(REPORT_KIND_KEY[k]) })
                        : t(REPORT_KIND_KEY[k])
                    }
                  />
                ))}
              </RadioGroup>
            </FormControl>
            <TextField
              label={t('results.commentOptional')}
              multiline
              minRows={3}
              fullWidth
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              slotProps={{ htmlInput: { maxLength: REPORT_COMMENT_MAX } }}
              helperText={t('results.characters', { length: comment.length, max: REPORT_COMMENT_MAX })}
              sx={{ mt: 2 }}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('results.cancel')}</Button>
        {open.length > 0 && (
          <Button type="submit" variant="contained" disabled={!kind || report.isPending}>
            {t('results.sendReport')}
          </Button>
        )}
      </DialogActions>
    </form>
  );
}
