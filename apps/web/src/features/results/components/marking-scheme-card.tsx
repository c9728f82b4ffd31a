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
import { markingLines, markText } from '../lib/marking.ts';

/** SPEC §2 Marking Scheme card: +correct, incorrect, unattempted ('N/A' if missing), and 'View Full Scheme'. */
export function MarkingSchemeCard({ result }: { result: Result }) {
  const [isOpen, setIsOpen] = useState(false);
  const scheme = result.TestMaster.ExamMaster.marking_scheme;
  const values = [
    { label: 'Correct', value: markText(scheme.corr, true), color: 'success.main' },
    { label: 'Incorrect', value: markText(scheme.incorr), color: 'error.main' },
    { label: 'Unattempted', value: markText(scheme.unatt), color: 'text.secondary' },
  ];
  return (
    <SectionCard title="Marking Scheme" icon={<RuleIcon />}>
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
          View Full Scheme
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
  const titleId = useId();
  const scheme = result.TestMaster.ExamMaster.marking_scheme;
  const lines = markingLines(result);
  const hasAll = lines.every((line) => line.subtotal !== null);
  const perQuestion = markText(scheme.corr);
  const penalty = markText(Math.abs(scheme.incorr));
  return (
    <Dialog open={isOpen} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{`Marking Scheme: ${result.TestMaster.ExamMaster.name}`}</DialogTitle>
      <DialogContent dividers>
        <Box component="ul" sx={{ mt: 0, pl: 2.5 }}>
          <li>
            <Typography>{`Each correct answer earns ${markText(scheme.corr, true)} marks.`}</Typography>
          </li>
          <li>
            <Typography>
              {scheme.incorr < 0
                ? `Each incorrect answer costs ${penalty} marks (negative marking): a wrong guess loses about ${formatNumber((Math.abs(scheme.incorr) / scheme.corr) * 100, 0)}% of what a right one earns.`
                : `An incorrect answer scores ${markText(scheme.incorr)} marks.`}
            </Typography>
          </li>
          <li>
            <Typography>{`A question left unattempted scores ${markText(scheme.unatt)} marks.`}</Typography>
          </li>
          <li>
            <Typography>
              {`The maximum is ${perQuestion} × ${result.total_questions} questions = ${formatNumber(result.total_score)} marks; the percentage is your score out of that maximum.`}
            </Typography>
          </li>
        </Box>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mt: 2, mb: 1 }}>
          Worked example: this test
        </Typography>
        <Table size="small" aria-label="Worked example">
          <TableHead>
            <TableRow>
              <TableCell>Answers</TableCell>
              <TableCell align="right">Questions</TableCell>
              <TableCell align="right">× Marks</TableCell>
              <TableCell align="right">= Marks</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.label}>
                <TableCell component="th" scope="row">
                  {line.label}
                </TableCell>
                <TableCell align="right">{line.count}</TableCell>
                <TableCell align="right">{line.mark === null ? 'N/A' : signed(line.mark)}</TableCell>
                <TableCell align="right">{line.subtotal === null ? 'N/A' : signed(line.subtotal)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                Score
              </TableCell>
              <TableCell colSpan={3} align="right" sx={{ fontWeight: 700 }}>
                {`${formatNumber(result.score)} of ${formatNumber(result.total_score)} = ${formatNumber(result.perc_score)}%`}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
        {!hasAll && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Part of this exam's scheme is not recorded (N/A), so the example cannot add up every line.
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
