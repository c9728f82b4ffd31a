import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { NativeSelect } from '../../../components/native-select.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { hasFilters, isReversedRange, NO_FILTERS, type ResultsState } from '../lib/results-state.ts';

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
  const t = useT();
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Box
        role="search"
        aria-label={t('performance.filterResults')}
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
        <ChoiceFilter
          label={t('performance.exam')}
          value={state.exam}
          allLabel={t('performance.allExams')}
          options={exams.map((exam) => ({ value: exam.code, label: exam.name }))}
          onChange={(exam) => change({ exam })}
        />
        <ChoiceFilter
          label={t('performance.subject')}
          value={state.subject}
          allLabel={t('performance.allSubjects')}
          options={subjects.map((subject) => ({ value: subject, label: subject }))}
          onChange={(subject) => change({ subject })}
        />
        <DateFilter
          label={t('performance.from')}
          value={state.from}
          isReversed={isReversed}
          bounds={{ max: state.to || undefined }}
          onChange={(from) => change({ from })}
        />
        <DateFilter
          label={t('performance.to')}
          value={state.to}
          isReversed={isReversed}
          helperText={isReversed ? t('performance.fromAfterTo') : undefined}
          bounds={{ min: state.from || undefined }}
          onChange={(to) => change({ to })}
        />
        <Button
          variant="outlined"
          disabled={!hasFilters(state)}
          onClick={() => change(NO_FILTERS)}
          sx={{ height: 40 }}
        >
          {t('performance.clearFilters')}
        </Button>
      </Box>
    </Paper>
  );
}

interface ChoiceFilterProps {
  label: string;
  value: string;
  /** The first choice, the empty value: no filter. */
  allLabel: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A filter's choices, the first of them 'no filter'. */
function ChoiceFilter({ label, value, allLabel, options, onChange }: ChoiceFilterProps) {
  return (
    <NativeSelect label={label} value={value} onChange={onChange}>
      <option value="">{allLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}

interface DateFilterProps {
  label: string;
  value: string;
  /** From is after To: both fields show the error. */
  isReversed: boolean;
  helperText?: string;
  bounds: { min?: string; max?: string };
  onChange: (value: string) => void;
}

function DateFilter({ label, value, isReversed, helperText, bounds, onChange }: DateFilterProps) {
  return (
    <TextField
      label={label}
      type="date"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={isReversed}
      helperText={helperText}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: bounds }}
    />
  );
}
