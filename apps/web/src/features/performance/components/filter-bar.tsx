import { PERFORMANCE_MESSAGES } from '@aspirant/contract/performance.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { hasFilters, isReversedRange, type ResultsState } from '../lib/results-state.ts';

interface FilterBarProps {
  state: ResultsState;
  exams: { code: string; name: string }[];
  subjects: string[];
  onChange: (next: ResultsState) => void;
}

/** Exam, Subject, From and To: each change applies at once and goes back to the first page. */
export function FilterBar({ state, exams, subjects, onChange }: FilterBarProps) {
  const change = (patch: Partial<ResultsState>) => onChange({ ...state, ...patch, page: 1 });
  const isReversed = isReversedRange(state);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Box
        role="search"
        aria-label="Filter results"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr)) auto',
          },
          alignItems: 'start',
        }}
      >
        <TextField
          select
          label="Exam"
          size="small"
          value={state.exam}
          onChange={(event) => change({ exam: event.target.value })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">All exams</option>
          {exams.map((exam) => (
            <option key={exam.code} value={exam.code}>
              {exam.name}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label="Subject"
          size="small"
          value={state.subject}
          onChange={(event) => change({ subject: event.target.value })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">All subjects</option>
          {subjects.map((subject) => (
            <option key={subject} value={subject}>
              {subject}
            </option>
          ))}
        </TextField>
        <TextField
          label="From"
          type="date"
          size="small"
          value={state.from}
          onChange={(event) => change({ from: event.target.value })}
          error={isReversed}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: state.to || undefined } }}
        />
        <TextField
          label="To"
          type="date"
          size="small"
          value={state.to}
          onChange={(event) => change({ to: event.target.value })}
          error={isReversed}
          helperText={isReversed ? PERFORMANCE_MESSAGES.fromAfterTo : undefined}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: state.from || undefined } }}
        />
        <Button
          variant="outlined"
          disabled={!hasFilters(state)}
          onClick={() => change({ exam: '', subject: '', from: '', to: '' })}
          sx={{ height: 40 }}
        >
          Clear filters
        </Button>
      </Box>
    </Paper>
  );
}
