import {
  DURATION_MAX,
  DURATION_MIN,
  type StudioTest,
  TEST_TYPES,
  type TestDetailsInput,
  type TestType,
} from '@aspirant/contract/test-studio.ts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { NativeSelect } from '../../../components/native-select.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useBankMeta } from '../../question-bank/api/question-bank.ts';
import { useStudioMeta } from '../api/test-studio.ts';
import { SubjectSelect } from './subject-select.tsx';

const TYPE_KEYS = {
  'Full Syllabus': 'testStudio.type_full',
  'Subject Wise': 'testStudio.type_subject',
  'Topic Wise': 'testStudio.type_topic',
} as const;

interface Form {
  name: string;
  code: string;
  description: string;
  examId: string;
  type: TestType;
  subjectId: string;
  topicId: string;
  duration: string;
  instructions: string;
  bilingual: boolean;
}

function formOf(test: StudioTest | undefined): Form {
  return {
    name: test?.name ?? '',
    code: test?.code ?? '',
    description: test?.description ?? '',
    examId: test ? String(test.examId) : '',
    type: test?.type ?? 'Full Syllabus',
    subjectId: test?.subjectId ? String(test.subjectId) : '',
    topicId: test?.topicId ? String(test.topicId) : '',
    duration: test ? String(test.durationMinutes) : '60',
    instructions: test?.instructions ?? '',
    bilingual: test?.bilingual ?? false,
  };
}

/**
 * The test's details: name, code, description, exam (its marking scheme shown), type with its subject or topic,
 * duration, instructions and languages. The server checks them again and answers with the exact reason.
 */
export function DetailsForm({
  test,
  pending,
  submitLabel,
  onSubmit,
}: {
  test?: StudioTest;
  pending: boolean;
  submitLabel: string;
  onSubmit: (details: TestDetailsInput) => void;
}) {
  const t = useT();
  const meta = useStudioMeta();
  const bank = useBankMeta();
  const [form, setForm] = useState<Form>(() => formOf(test));
  const set = (next: Partial<Form>) => setForm((current) => ({ ...current, ...next }));
  const exams = meta.data?.exams ?? [];
  const exam = exams.find((e) => String(e.id) === form.examId);
  const subjects = bank.data?.subjects ?? [];
  const subject = subjects.find((s) => String(s.id) === form.subjectId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const examId = Number(form.examId || exams[0]?.id || 0);
    onSubmit({
      name: form.name,
      code: form.code,
      description: form.description,
      examId,
      type: form.type,
      subjectId: form.type === 'Full Syllabus' || !form.subjectId ? null : Number(form.subjectId),
      topicId: form.type !== 'Topic Wise' || !form.topicId ? null : Number(form.topicId),
      durationMinutes: Number(form.duration),
      instructions: form.instructions,
      bilingual: form.bilingual,
    });
  };

  return (
    <Stack component="form" onSubmit={submit} spacing={2} noValidate aria-label={t('testStudio.details')}>
      <TextField
        label={t('testStudio.name')}
        value={form.name}
        onChange={(e) => set({ name: e.target.value })}
        required
        size="small"
      />
      <TextField
        label={t('testStudio.code')}
        value={form.code}
        onChange={(e) => set({ code: e.target.value })}
        required
        size="small"
        helperText={t('testStudio.codeHelp')}
      />
      <TextField
        label={t('testStudio.description')}
        value={form.description}
        onChange={(e) => set({ description: e.target.value })}
        multiline
        minRows={2}
        size="small"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NativeSelect
          label={t('testStudio.exam')}
          value={form.examId || String(exams[0]?.id ?? '')}
          onChange={(examId) => set({ examId })}
          sx={{ flex: 1 }}
        >
          {exams.map((e) => (
            <option key={e.id} value={e.id}>
              {e.name}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          label={t('testStudio.type')}
          value={form.type}
          onChange={(type) => set({ type: type as TestType })}
          sx={{ flex: 1 }}
        >
          {TEST_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(TYPE_KEYS[type])}
            </option>
          ))}
        </NativeSelect>
      </Stack>
      {(exam ?? exams[0]) && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="marking-scheme">
          {t('testStudio.marking', {
            correct: (exam ?? exams[0])!.markCorrect,
            incorrect: (exam ?? exams[0])!.markIncorrect,
          })}
        </Typography>
      )}
      {form.type !== 'Full Syllabus' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <SubjectSelect
            subjects={subjects}
            value={form.subjectId}
            onChange={(subjectId) => set({ subjectId, topicId: '' })}
            sx={{ flex: 1 }}
          />
          {form.type === 'Topic Wise' && (
            <NativeSelect
              label={t('testStudio.topic')}
              value={form.topicId}
              onChange={(topicId) => set({ topicId })}
              sx={{ flex: 1 }}
            >
              <option value="">{t('testStudio.chooseTopic')}</option>
              {(subject?.topics ?? []).map((tp) => (
                <option key={tp.id} value={tp.id}>
                  {tp.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Stack>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('testStudio.duration')}
          type="number"
          value={form.duration}
          onChange={(e) => set({ duration: e.target.value })}
          size="small"
          slotProps={{ htmlInput: { min: DURATION_MIN, max: DURATION_MAX, step: 1, inputMode: 'numeric' } }}
          helperText={t('testStudio.durationHelp', { min: DURATION_MIN, max: DURATION_MAX })}
          sx={{ flex: 1 }}
        />
        <NativeSelect
          label={t('testStudio.languages')}
          value={form.bilingual ? 'bi' : 'en'}
          onChange={(value) => set({ bilingual: value === 'bi' })}
          sx={{ flex: 1 }}
        >
          <option value="en">{t('testStudio.englishOnly')}</option>
          <option value="bi">{t('testStudio.englishHindi')}</option>
        </NativeSelect>
      </Stack>
      <TextField
        label={t('testStudio.instructions')}
        value={form.instructions}
        onChange={(e) => set({ instructions: e.target.value })}
        multiline
        minRows={3}
        size="small"
      />
      <div>
        <Button type="submit" variant="contained" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </Stack>
  );
}
