import { DIFFICULTIES, listQuestions } from '@aspirant/contract/question-bank.ts';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { NativeSelect } from '../../../components/native-select.tsx';
import { callEndpoint, serverErrorText, unwrap } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useBankMeta } from '../../question-bank/api/question-bank.ts';
import { useDebounced } from '../../question-bank/components/use-debounced.ts';
import { plainText } from '../../question-bank/lib/plain-text.ts';

const PAGE_SIZE = 10;

/**
 * Hand-picking from the visible banks: the bank's own search and filters (GET /api/questions, active questions
 * only); a global test draws on the global bank only. "Add" puts a question at the end of the paper.
 */
export function BankPicker({
  onPaper,
  globalOnly,
  disabled,
  onAdd,
}: {
  onPaper: ReadonlySet<number>;
  globalOnly: boolean;
  disabled: boolean;
  onAdd: (questionId: number) => void;
}) {
  const t = useT();
  const bank = useBankMeta();
  const [search, setSearch] = useState('');
  const [subjectId, setSubjectId] = useState('');
  const [difficulty, setDifficulty] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(search.trim(), 300);
  const query = {
    q: q || undefined,
    subjectId: subjectId || undefined,
    difficulty: difficulty || undefined,
    status: 'active',
    owner: globalOnly ? 'global' : undefined,
    page,
    pageSize: PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: ['test-studio', 'picker', query],
    queryFn: async ({ signal }) => unwrap(await callEndpoint(listQuestions, { query, signal })),
    placeholderData: keepPreviousData,
  });
  const questions = list.data?.questions ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));

  return (
    <Stack spacing={1.5} component="section" aria-label={t('testStudio.picker')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          label={t('testStudio.pickerSearch')}
          type="search"
          size="small"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          sx={{ flex: 2 }}
        />
        <NativeSelect
          label={t('testStudio.subject')}
          value={subjectId}
          onChange={(value) => {
            setSubjectId(value);
            setPage(1);
          }}
          sx={{ flex: 1 }}
        >
          <option value="">{t('testStudio.anySubject')}</option>
          {(bank.data?.subjects ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          label={t('testStudio.difficulty')}
          value={difficulty}
          onChange={(value) => {
            setDifficulty(value);
            setPage(1);
          }}
          sx={{ flex: 1 }}
        >
          <option value="">{t('testStudio.anyDifficulty')}</option>
          {DIFFICULTIES.map((d) => (
            <option key={d} value={d}>
              {t(`questionBank.difficulty_${d}`)}
            </option>
          ))}
        </NativeSelect>
      </Stack>
      {list.isError && (
        <Alert severity="error">{serverErrorText(list.error, t('testStudio.loadFailed'))}</Alert>
      )}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {questions.map((question) => {
          const added = onPaper.has(question.id);
          return (
            <Stack
              component="li"
              key={question.id}
              direction="row"
              sx={{ gap: 1, alignItems: 'flex-start', borderBottom: 1, borderColor: 'divider', pb: 1 }}
            >
              <Stack sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {plainText(question.text, 140)}
                </Typography>
                <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
                  <Chip
                    size="small"
                    variant="outlined"
                    label={`${question.subjectName} · ${question.topicName}`}
                  />
                  <Chip size="small" label={t(`questionBank.difficulty_${question.difficulty}`)} />
                </Stack>
              </Stack>
              <Button
                size="small"
                startIcon={added ? undefined : <AddIcon />}
                disabled={disabled || added}
                onClick={() => onAdd(question.id)}
                aria-label={
                  added
                    ? t('testStudio.alreadyAdded')
                    : t('testStudio.addQuestion', { text: plainText(question.text, 60) })
                }
              >
                {added ? t('testStudio.added') : t('testStudio.add')}
              </Button>
            </Stack>
          );
        })}
      </Stack>
      {list.isSuccess && questions.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>{t('testStudio.pickerNone')}</Typography>
      )}
      {pages > 1 && (
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('questionBank.previous')}
          </Button>
          <Typography variant="body2">{t('testStudio.pageOf', { page, pages })}</Typography>
          <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('questionBank.next')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
