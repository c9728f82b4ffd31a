import type { BankQuestion } from '@aspirant/contract/question-bank.ts';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { plainText } from '../lib/plain-text.ts';

interface QuestionListProps {
  questions: BankQuestion[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: (select: boolean) => void;
  /** Cards on a phone, a table on wider screens. */
  asCards: boolean;
}

/** The short name of a question for its checkbox and link ('Edit: What is…'). */
const shortName = (question: BankQuestion) => plainText(question.text, 60);

/** Issue 16: one page of the bank, each question with its facts and a link to its editor. */
export function QuestionList({ questions, selected, onToggle, onToggleAll, asCards }: QuestionListProps) {
  const t = useT();
  const selectable = questions.filter((q) => q.editable);
  const allSelected = selectable.length > 0 && selectable.every((q) => selected.has(q.id));
  const someSelected = selectable.some((q) => selected.has(q.id));

  const selectAll = (
    <Checkbox
      checked={allSelected}
      indeterminate={someSelected && !allSelected}
      disabled={selectable.length === 0}
      onChange={(e) => onToggleAll(e.target.checked)}
      slotProps={{ input: { 'aria-label': t('questionBank.selectPage') } }}
    />
  );

  if (asCards) {
    return (
      <>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          {selectAll}
          <Typography variant="body2">{t('questionBank.selectPage')}</Typography>
        </Stack>
        <Stack
          component="ul"
          spacing={1.5}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
          aria-label={t('questionBank.questions')}
        >
          {questions.map((q) => (
            <Paper component="li" key={q.id} variant="outlined" sx={{ p: 1.5 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Checkbox
                  checked={selected.has(q.id)}
                  disabled={!q.editable}
                  onChange={() => onToggle(q.id)}
                  slotProps={{
                    input: { 'aria-label': t('questionBank.selectNamed', { name: shortName(q) }) },
                  }}
                  sx={{ mt: -0.5, ml: -1 }}
                />
                <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                  <Link
                    component={RouterLink}
                    to={paths.questionBankEdit.href(q.id)}
                    sx={{ display: 'block', overflowWrap: 'anywhere', mb: 0.5 }}
                  >
                    {plainText(q.text, 200)}
                  </Link>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {q.subjectName} · {q.topicName} · {t(`questionBank.difficulty_${q.difficulty}`)}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {q.ownerName}
                  </Typography>
                  <Facts question={q} />
                </Box>
              </Stack>
            </Paper>
          ))}
        </Stack>
      </>
    );
  }

  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label={t('questionBank.questions')}
    >
      <Table aria-label={t('questionBank.questions')} size="small">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">{selectAll}</TableCell>
            <TableCell>{t('questionBank.question')}</TableCell>
            <TableCell>{t('questionBank.subjectTopic')}</TableCell>
            <TableCell>{t('questionBank.difficulty')}</TableCell>
            <TableCell>{t('questionBank.owner')}</TableCell>
            <TableCell>{t('questionBank.details')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {questions.map((q) => (
            <TableRow key={q.id} hover selected={selected.has(q.id)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(q.id)}
                  disabled={!q.editable}
                  onChange={() => onToggle(q.id)}
                  slotProps={{
                    input: { 'aria-label': t('questionBank.selectNamed', { name: shortName(q) }) },
                  }}
                />
              </TableCell>
              <TableCell sx={{ maxWidth: 420, overflowWrap: 'anywhere' }}>
                <Link component={RouterLink} to={paths.questionBankEdit.href(q.id)}>
                  {plainText(q.text, 200)}
                </Link>
              </TableCell>
              <TableCell>
                {q.subjectName}
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {q.topicName}
                </Typography>
              </TableCell>
              <TableCell>{t(`questionBank.difficulty_${q.difficulty}`)}</TableCell>
              <TableCell>{q.ownerName}</TableCell>
              <TableCell>
                <Facts question={q} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Status, use, practice or tests, reports and tags, as words (never colour alone). */
function Facts({ question: q }: { question: BankQuestion }) {
  const t = useT();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
      {q.status === 'retired' && <Chip size="small" label={t('questionBank.statusRetired')} />}
      <Chip
        size="small"
        variant="outlined"
        label={q.used ? t('questionBank.used') : t('questionBank.unused')}
      />
      <Chip
        size="small"
        variant="outlined"
        label={q.isPractice ? t('questionBank.usePractice') : t('questionBank.useTests')}
      />
      {q.textHi !== null && <Chip size="small" variant="outlined" label={t('questionBank.hasHindi')} />}
      {q.openReports > 0 && (
        <Chip size="small" color="warning" label={t('questionBank.openReports', { count: q.openReports })} />
      )}
      {q.tags.map((tag) => (
        <Chip key={tag} size="small" variant="outlined" label={`#${tag}`} />
      ))}
    </Stack>
  );
}
