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
import { useStartPractice } from '../../../lib/start-practice.ts';

const COUNTS = [5, PRACTICE_DEFAULT_COUNT, 20, PRACTICE_MAX_COUNT] as const;
const START_FAILED = 'The practice set could not be started. Please try again.';

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
    <SectionCard title="Start a practice set">
      <Stack spacing={2.5}>
        <Box sx={{ maxWidth: 240 }}>
          <NativeSelect sx={SELECT_SX} label="Questions per set" value={count} onChange={setCount}>
            {COUNTS.map((n) => (
              <option key={n} value={n}>
                {n} questions
              </option>
            ))}
          </NativeSelect>
        </Box>

        <Box>
          <Typography variant="subtitle1" component="h3">
            Your incorrect answers
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Questions you got wrong in your submitted tests, most recent first.
          </Typography>
          <Button variant="contained" disabled={busy} onClick={() => start({ source: 'incorrect' })}>
            {pending === 'incorrect' ? 'Starting…' : 'Practise my incorrect answers'}
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
                A subject
              </Typography>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1.5}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <NativeSelect sx={SELECT_SX} label="Subject" value={subjectId} onChange={setSubjectId}>
                  <option value="">Choose a subject</option>
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
                  {pending === 'subject' ? 'Starting…' : 'Practise subject'}
                </Button>
              </Stack>
            </Box>
            <Box>
              <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                A topic
              </Typography>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1.5}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <NativeSelect sx={SELECT_SX} label="Topic" value={topicId} onChange={setTopicId}>
                  <option value="">Choose a topic</option>
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
                  {pending === 'topic' ? 'Starting…' : 'Practise topic'}
                </Button>
              </Stack>
            </Box>
          </>
        )}
        {create.isError && <Alert severity="error">{serverErrorText(create.error, START_FAILED)}</Alert>}
      </Stack>
    </SectionCard>
  );
}
