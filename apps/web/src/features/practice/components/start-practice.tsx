import {
  type CreatePracticeBody,
  PRACTICE_DEFAULT_COUNT,
  PRACTICE_MAX_COUNT,
  type PracticeOptions,
} from '@aspirant/contract/practice.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { NativeSelect } from '../../../components/native-select.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { paths } from '../../../config/paths.ts';
import { serverErrorText } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useStartPractice } from '../../../lib/start-practice.ts';

const COUNTS = [5, PRACTICE_DEFAULT_COUNT, 20, PRACTICE_MAX_COUNT] as const;

const SELECT_SX = { minWidth: 240, flex: '1 1 240px' } as const;

/** The three ways to start a set, and how many questions it has. */
export function StartPractice({
  subjects,
  isLoading,
  loadError,
}: {
  subjects: PracticeOptions['subjects'] | undefined;
  isLoading: boolean;
  loadError: string | null;
}) {
  const t = useT();
  const navigate = useNavigate();
  const create = useStartPractice();
  const [count, setCount] = useState(String(PRACTICE_DEFAULT_COUNT));
  const [subjectId, setSubjectId] = useState('');
  const [topicId, setTopicId] = useState('');
  const [pending, setPending] = useState<CreatePracticeBody['source'] | null>(null);

  function start(body: CreatePracticeBody) {
    setPending(body.source);
    create.mutate(
      { ...body, count: Number(count) },
      {
        onSuccess: (practice) => navigate(paths.practiceSet.href(practice.id)),
        onSettled: () => setPending(null),
      },
    );
  }

  const busy = create.isPending;
  return (
    <SectionCard title={t('practice.startTitle')}>
      <Stack spacing={2.5}>
        <Box sx={{ maxWidth: 240 }}>
          <NativeSelect
            sx={SELECT_SX}
            label={t('practice.questionsPerSet')}
            value={count}
            onChange={setCount}
          >
            {COUNTS.map((n) => (
              <option key={n} value={n}>
                {t('practice.questionCount', { count: n })}
              </option>
            ))}
          </NativeSelect>
        </Box>

        <Box>
          <Typography variant="subtitle1" component="h3">
            {t('practice.incorrectHeading')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('practice.incorrectHint')}
          </Typography>
          <Button variant="contained" disabled={busy} onClick={() => start({ source: 'incorrect' })}>
            {pending === 'incorrect' ? t('practice.starting') : t('practice.practiseIncorrect')}
          </Button>
        </Box>

        {loadError ? (
          <Alert severity="error">{loadError}</Alert>
        ) : isLoading || !subjects ? (
          <Stack spacing={2.5} aria-hidden>
            <Skeleton variant="rounded" height={64} />
            <Skeleton variant="rounded" height={64} />
          </Stack>
        ) : (
          <>
            <Box>
              <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                {t('practice.aSubject')}
              </Typography>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1.5}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <NativeSelect
                  sx={SELECT_SX}
                  label={t('practice.subject')}
                  value={subjectId}
                  onChange={setSubjectId}
                >
                  <option value="">{t('practice.chooseSubject')}</option>
                  {subjects.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </NativeSelect>
                <Button
                  variant="outlined"
                  disabled={busy || subjectId === ''}
                  onClick={() => start({ source: 'subject', subjectId: Number(subjectId) })}
                >
                  {pending === 'subject' ? t('practice.starting') : t('practice.practiseSubject')}
                </Button>
              </Stack>
            </Box>
            <Box>
              <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                {t('practice.aTopic')}
              </Typography>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1.5}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <NativeSelect
                  sx={SELECT_SX}
                  label={t('practice.topic')}
                  value={topicId}
                  onChange={setTopicId}
                >
                  <option value="">{t('practice.chooseTopic')}</option>
                  {subjects.map((s) => (
                    <optgroup key={s.id} label={s.name}>
                      {s.topics.map((topic) => (
                        <option key={topic.id} value={topic.id}>
                          {topic.name}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </NativeSelect>
                <Button
                  variant="outlined"
                  disabled={busy || topicId === ''}
                  onClick={() => start({ source: 'topic', topicId: Number(topicId) })}
                >
                  {pending === 'topic' ? t('practice.starting') : t('practice.practiseTopic')}
                </Button>
              </Stack>
            </Box>
          </>
        )}
        {create.isError && (
          <Alert severity="error">{serverErrorText(create.error, t('practice.startFailed'))}</Alert>
        )}
      </Stack>
    </SectionCard>
  );
}
