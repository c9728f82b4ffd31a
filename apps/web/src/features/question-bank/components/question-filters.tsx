import { DIFFICULTIES, QUESTION_SEARCH_MAX_LENGTH } from '@aspirant/contract/question-bank.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState } from 'react';
import { NativeSelect } from '../../../components/native-select.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import type { useBankMeta } from '../api/question-bank.ts';
import type { ListState } from '../lib/list-state.ts';
import { useDebounced } from './use-debounced.ts';

type Meta = NonNullable<ReturnType<typeof useBankMeta>['data']>;

/** The list's search (English and Hindi text) and filters; every change goes to the URL (list-state.ts). */
export function QuestionFilters({
  state,
  meta,
  onChange,
  collapsible,
}: {
  state: ListState;
  meta: Meta | undefined;
  onChange: (change: Partial<ListState>) => void;
  /** On a phone the filters fold behind a button, so the list is not eight fields down. */
  collapsible: boolean;
}) {
  const t = useT();
  const panelId = useId();
  const active = [
    state.subjectId !== null,
    state.topicId !== null,
    state.difficulty !== null,
    state.tag !== '',
    state.owner !== '',
    state.status !== 'active',
    state.used !== null,
  ].filter(Boolean).length;
  const [open, setOpen] = useState(false);
  const showFilters = !collapsible || open;
  const [search, setSearch] = useState(state.q);
  const settled = useDebounced(search, 350);
  // The URL follows the typed search once the typing pauses; a URL change (back, a link) fills the field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly settled text moves the URL.
  useEffect(() => {
    if (settled !== state.q) onChange({ q: settled });
  }, [settled]);
  useEffect(() => setSearch(state.q), [state.q]);

  const subject = meta?.subjects.find((s) => s.id === state.subjectId) ?? null;
  const num = (value: string) => (value === '' ? null : Number(value));

  return (
    <Box
      role="search"
      aria-label={t('questionBank.searchAndFilters')}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, minmax(0, 1fr))' },
        mb: 2,
      }}
    >
      <TextField
        type="search"
        label={t('questionBank.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onChange({ q: search });
        }}
        size="small"
        slotProps={{ htmlInput: { maxLength: QUESTION_SEARCH_MAX_LENGTH } }}
        sx={{ gridColumn: { sm: '1 / -1', lg: 'span 2' } }}
      />
      {collapsible && (
        <Button
          variant="outlined"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          sx={{ justifySelf: 'start' }}
        >
          {open ? t('questionBank.hideFilters') : t('questionBank.showFilters', { count: active })}
        </Button>
      )}
      <Box id={panelId} sx={{ display: showFilters ? 'contents' : 'none' }}>
        <NativeSelect
          label={t('questionBank.subject')}
          value={state.subjectId === null ? '' : String(state.subjectId)}
          onChange={(value) => onChange({ subjectId: num(value) })}
        >
          <option value="">{t('questionBank.allSubjects')}</option>
          {meta?.subjects.map((s) => (
            <option key={s.id} value={String(s.id)}>
              {s.name}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          label={t('questionBank.topic')}
          value={state.topicId === null ? '' : String(state.topicId)}
          onChange={(value) => onChange({ topicId: num(value) })}
        >
          <option value="">
            {subject ? t('questionBank.allTopics') : t('questionBank.chooseSubjectFirst')}
          </option>
          {subject?.topics.map((topic) => (
            <option key={topic.id} value={String(topic.id)}>
              {topic.name}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          label={t('questionBank.difficulty')}
          value={state.difficulty ?? ''}
          onChange={(value) =>
            onChange({ difficulty: value === '' ? null : (value as ListState['difficulty']) })
          }
        >
          <option value="">{t('questionBank.any')}</option>
          {DIFFICULTIES.map((d) => (
            <option key={d} value={d}>
              {t(`questionBank.difficulty_${d}`)}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          label={t('questionBank.tag')}
          value={state.tag}
          onChange={(value) => onChange({ tag: value })}
        >
          <option value="">{t('questionBank.any')}</option>
          {state.tag !== '' && !meta?.tags.includes(state.tag) && (
            <option value={state.tag}>{state.tag}</option>
          )}
          {meta?.tags.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          label={t('questionBank.owner')}
          value={state.owner}
          onChange={(value) => onChange({ owner: value })}
        >
          <option value="">{t('questionBank.allBanks')}</option>
          <option value="global">{t('questionBank.globalBank')}</option>
          {meta && meta.centres.length <= 1 ? (
            <option value="centre">{t('questionBank.myCentre')}</option>
          ) : (
            meta?.centres.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))
          )}
        </NativeSelect>
        <NativeSelect
          label={t('questionBank.status')}
          value={state.status}
          onChange={(value) => onChange({ status: value as ListState['status'] })}
        >
          <option value="active">{t('questionBank.statusActive')}</option>
          <option value="retired">{t('questionBank.statusRetired')}</option>
          <option value="all">{t('questionBank.statusAll')}</option>
        </NativeSelect>
        <NativeSelect
          label={t('questionBank.usage')}
          value={state.used ?? ''}
          onChange={(value) => onChange({ used: value === '' ? null : (value as 'used' | 'unused') })}
        >
          <option value="">{t('questionBank.any')}</option>
          <option value="used">{t('questionBank.used')}</option>
          <option value="unused">{t('questionBank.unused')}</option>
        </NativeSelect>
      </Box>
    </Box>
  );
}
