import {
  type CreatePracticeBody,
  PRACTICE_DEFAULT_COUNT,
  PRACTICE_MAX_COUNT,
  type PracticeOptions,
} from '@aspirant/contract/practice.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { practiceErrorText, useCreatePractice } from '../api/practice.ts';

const COUNTS = [5, PRACTICE_DEFAULT_COUNT, 20, PRACTICE_MAX_COUNT] as const;
const START_FAILED = 'The practice set could not be started. Please try again.';

/** Native selects: keyboard- and touch-friendly, labelled. */
function NativeSelect({
  label,
  value,
  onChange,
  disabled,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <TextField
      select
      label={label}
      size="small"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 240, flex: '1 1 240px' }}
    >
      {children}
    </TextField>
  );
}

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
  const create = useCreatePractice();
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
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
      component="section"
      aria-labelledby="start-practice"
    >
      <Typography id="start-practice" variant="h6" component="h2" gutterBottom>
        Start a practice set
      </Typography>
      <Stack spacing={2.5}>
        <Box sx={{ maxWidth: 240 }}>
          <NativeSelect label="Questions per set" value={count} onChange={setCount}>
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
                <NativeSelect label="Subject" value={subjectId} onChange={setSubjectId}>
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
                <NativeSelect label="Topic" value={topicId} onChange={setTopicId}>
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
        {create.isError && <Alert severity="error">{practiceErrorText(create.error, START_FAILED)}</Alert>}
      </Stack>
    </Paper>
  );
}
