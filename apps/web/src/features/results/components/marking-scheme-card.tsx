import type { Result } from '@aspirant/contract/results.ts';
import RuleIcon from '@mui/icons-material/Rule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatNumber, signed } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { STATUS_KEY } from '../lib/labels.ts';
import { markingLines, markText } from '../lib/marking.ts';

/** SPEC §2 Marking Scheme card: +correct, incorrect, unattempted ('N/A' if missing), and 'View Full Scheme'. */
export function MarkingSchemeCard({ result }: { result: Result }) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  const scheme = result.TestMaster.ExamMaster.marking_scheme;
  const values = [
    { label: t('results.statusCorrect'), value: markText(scheme.corr, true), color: 'success.main' },
    { label: t('results.statusIncorrect'), value: markText(scheme.incorr), color: 'error.main' },
    { label: t('results.statusUnattempted'), value: markText(scheme.unatt), color: 'text.secondary' },
  ];
  return (
    <SectionCard title={t('results.markingScheme')} icon={<RuleIcon />}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}
      >
        {values.map((item) => (
          <Box
            key={item.label}
            sx={{ textAlign: 'center', p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {item.label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 700, color: item.color }}>
              {item.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box data-print="hide">
        <Button variant="outlined" size="small" aria-haspopup="dialog" onClick={() => setIsOpen(true)}>
          {t('results.viewFullScheme')}
        </Button>
      </Box>
      <FullSchemeDialog result={result} isOpen={isOpen} onClose={() => setIsOpen(false)} />
    </SectionCard>
  );
}

/** The scheme in words, with this result as the worked example. */
function FullSchemeDialog({
  result,
  isOpen,
  onClose,
}: {
  result: Result;
  isOpen: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const scheme = result.TestMaster.ExamMaster.marking_scheme;
  const lines = markingLines(result);
  const hasAll = lines.every((line) => line.subtotal !== null);
  const perQuestion = markText(scheme.corr);
  const penalty = markText(Math.abs(scheme.incorr));
  return (
    <Dialog open={isOpen} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {t('results.schemeTitle', { exam: result.TestMaster.ExamMaster.name })}
      </DialogTitle>
      <DialogContent dividers>
        <Box component="ul" sx={{ mt: 0, pl: 2.5 }}>
          <li>
            <Typography>{t('results.schemeCorrect', { marks: markText(scheme.corr, true) })}</Typography>
          </li>
          <li>
            <Typography>
              {scheme.incorr < 0
                ? t('results.schemeNegative', {
                    penalty,
                    share: formatNumber((Math.abs(scheme.incorr) / scheme.corr) * 100, 0),
                  })
                : t('results.schemeIncorrect', { marks: markText(scheme.incorr) })}
            </Typography>
          </li>
          <li>
            <Typography>{t('results.schemeUnattempted', { marks: markText(scheme.unatt) })}</Typography>
          </li>
          <li>
            <Typography>
              {t('results.schemeMaximum', {
                perQuestion,
                questions: result.total_questions,
                total: formatNumber(result.total_score),
              })}
            </Typography>
          </li>
        </Box>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mt: 2, mb: 1 }}>
          {t('results.workedExample')}
        </Typography>
        <Table size="small" aria-label={t('results.workedExampleTable')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('results.colAnswers')}</TableCell>
              <TableCell align="right">{t('results.colQuestions')}</TableCell>
              <TableCell align="right">{t('results.colTimesMarks')}</TableCell>
              <TableCell align="right">{t('results.colEqualsMarks')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.label}>
                <TableCell component="th" scope="row">
                  {t(STATUS_KEY[line.label])}
                </TableCell>
                <TableCell align="right">{line.count}</TableCell>
                <TableCell align="right">
                  {line.mark === null ? t('results.notApplicable') : signed(line.mark)}
                </TableCell>
                <TableCell align="right">
                  {line.subtotal === null ? t('results.notApplicable') : signed(line.subtotal)}
                </TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                {t('results.score')}
              </TableCell>
              <TableCell colSpan={3} align="right" sx={{ fontWeight: 700 }}>
                {t('results.scoreOf', {
                  score: formatNumber(result.score),
                  total: formatNumber(result.total_score),
                  percent: formatNumber(result.perc_score),
                })}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
        {!hasAll && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('results.schemeIncomplete')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('results.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
