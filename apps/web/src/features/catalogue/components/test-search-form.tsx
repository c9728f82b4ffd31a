import { TEST_TYPES } from '@aspirant/contract/tests.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import type { FormEvent, ReactNode } from 'react';
import { NativeSelect } from '../../../components/native-select.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import type { TestFilters } from '../lib/test-filters.ts';

interface NamedOption {
  id: number;
  name: string;
}

interface TestSearchFormProps {
  value: TestFilters;
  onChange: (value: TestFilters) => void;
  exams: NamedOption[];
  subjects: NamedOption[];
  topics: NamedOption[];
  onSearch: () => void;
  onReset: () => void;
}

/** SPEC §2 "Available Tests": text search, Exam, Subject, Topic and Type filters, 'Search' and 'Reset'. */
export function TestSearchForm({
  value,
  onChange,
  exams,
  subjects,
  topics,
  onSearch,
  onReset,
}: TestSearchFormProps) {
  const t = useT();
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch();
  }

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Box
        component="form"
        role="search"
        aria-label={t('catalogue.searchTests')}
        noValidate
        onSubmit={handleSubmit}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: '2fr repeat(4, minmax(0, 1fr))',
          },
          alignItems: 'start',
        }}
      >
        <TextField
          label={t('catalogue.search')}
          name="search"
          type="search"
          size="small"
          placeholder={t('catalogue.searchPlaceholder')}
          value={value.search}
          onChange={(event) => onChange({ ...value, search: event.target.value })}
          sx={{ gridColumn: { sm: '1 / -1', lg: 'auto' } }}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <FilterSelect
          label={t('catalogue.exam')}
          value={value.exam}
          onChange={(exam) => onChange({ ...value, exam })}
          options={exams.map((exam) => (
            <option key={exam.id} value={String(exam.id)}>
              {exam.name}
            </option>
          ))}
        />
        <FilterSelect
          label={t('catalogue.subject')}
          value={value.subject}
          // A topic belongs to one subject: a new subject clears the topic.
          onChange={(subject) => onChange({ ...value, subject, topic: '' })}
          options={subjects.map((subject) => (
            <option key={subject.id} value={String(subject.id)}>
              {subject.name}
            </option>
          ))}
        />
        <FilterSelect
          label={t('catalogue.topic')}
          value={value.topic}
          onChange={(topic) => onChange({ ...value, topic })}
          options={topics.map((topic) => (
            <option key={topic.id} value={String(topic.id)}>
              {topic.name}
            </option>
          ))}
        />
        <FilterSelect
          label={t('catalogue.type')}
          value={value.type}
          onChange={(type) => onChange({ ...value, type: type as TestFilters['type'] })}
          options={TEST_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        />
        <Box sx={{ display: 'flex', gap: 1, gridColumn: '1 / -1', justifyContent: 'flex-end' }}>
          <Button type="button" variant="outlined" onClick={onReset}>
            {t('catalogue.reset')}
          </Button>
          <Button type="submit" variant="contained">
            {t('catalogue.search')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}

/** A native select (keyboard- and touch-friendly) whose empty value reads 'All'. */
function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReactNode;
}) {
  const t = useT();
  return (
    <NativeSelect label={label} value={value} onChange={onChange}>
      <option value="">{t('catalogue.all')}</option>
      {options}
    </NativeSelect>
  );
}
