import { DIFFICULTIES } from '@aspirant/contract/question-bank.ts';
import {
  AVOID_LAST_TESTS_MAX,
  BLUEPRINT_ROW_MAX_COUNT,
  BLUEPRINT_ROWS_MAX,
  type BlueprintInput,
} from '@aspirant/contract/test-studio.ts';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, useState } from 'react';
import { NativeSelect } from '../../../components/native-select.tsx';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useBankMeta } from '../../question-bank/api/question-bank.ts';
import { useStudioMeta } from '../api/test-studio.ts';
import { SubjectSelect } from './subject-select.tsx';

interface Row {
  key: number;
  subjectId: string;
  topicId: string;
  difficulty: string;
  count: string;
}

let nextKey = 0;
const newRow = (): Row => ({ key: ++nextKey, subjectId: '', topicId: '', difficulty: '', count: '5' });
const newSeed = () => Math.random().toString(36).slice(2, 10);

interface Saved {
  rows?: { subjectId: number; topicId: number | null; difficulty: string | null; count: number }[];
  seed?: string;
  avoid?: { batchId: number; lastTests: number } | null;
}

/**
 * The blueprint: rows of subject, optional topic and difficulty and a count, a seed (the same seed draws the
 * same paper from the same bank), and optionally a batch whose last K tests' questions are left out. Drawing
 * replaces the paper; the server's reason (too few questions...) shows here as it is.
 */
export function BlueprintDialog({
  open,
  saved,
  pending,
  error,
  onClose,
  onDraw,
}: {
  open: boolean;
  saved: unknown;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onDraw: (blueprint: BlueprintInput) => void;
}) {
  const t = useT();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const bank = useBankMeta();
  const meta = useStudioMeta();
  const last = (saved ?? {}) as Saved;
  const [rows, setRows] = useState<Row[]>(() =>
    last.rows?.length
      ? last.rows.map((r) => ({
          key: ++nextKey,
          subjectId: String(r.subjectId),
          topicId: r.topicId ? String(r.topicId) : '',
          difficulty: r.difficulty ?? '',
          count: String(r.count),
        }))
      : [newRow()],
  );
  const [seed, setSeed] = useState(last.seed ?? newSeed());
  const [batchId, setBatchId] = useState(last.avoid ? String(last.avoid.batchId) : '');
  const [lastTests, setLastTests] = useState(last.avoid ? String(last.avoid.lastTests) : '3');
  const subjects = bank.data?.subjects ?? [];
  const batches = meta.data?.batches ?? [];
  const setRow = (key: number, next: Partial<Row>) =>
    setRows((current) => current.map((r) => (r.key === key ? { ...r, ...next } : r)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onDraw({
      rows: rows.map((r) => ({
        subjectId: Number(r.subjectId),
        topicId: r.topicId ? Number(r.topicId) : null,
        difficulty: (r.difficulty || null) as (typeof DIFFICULTIES)[number] | null,
        count: Number(r.count),
      })),
      seed,
      avoid: batchId ? { batchId: Number(batchId), lastTests: Number(lastTests) } : null,
    });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby="blueprint-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="blueprint-title">{t('testStudio.blueprintTitle')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            {t('testStudio.blueprintHelp')}
          </Typography>
          <Stack spacing={1.5}>
            {rows.map((row, index) => {
              const subject = subjects.find((s) => String(s.id) === row.subjectId);
              return (
                <Paper
                  key={row.key}
                  variant="outlined"
                  sx={{ p: 1.5 }}
                  component="fieldset"
                  aria-label={t('testStudio.blueprintRow', { number: index + 1 })}
                >
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={1.5}
                    sx={{ alignItems: { sm: 'center' } }}
                  >
                    <SubjectSelect
                      subjects={subjects}
                      value={row.subjectId}
                      onChange={(subjectId) => setRow(row.key, { subjectId, topicId: '' })}
                      sx={{ flex: 2 }}
                    />
                    <NativeSelect
                      label={t('testStudio.topic')}
                      value={row.topicId}
                      onChange={(topicId) => setRow(row.key, { topicId })}
                      sx={{ flex: 2 }}
                    >
                      <option value="">{t('testStudio.anyTopic')}</option>
                      {(subject?.topics ?? []).map((tp) => (
                        <option key={tp.id} value={tp.id}>
                          {tp.name}
                        </option>
                      ))}
                    </NativeSelect>
                    <NativeSelect
                      label={t('testStudio.difficulty')}
                      value={row.difficulty}
                      onChange={(difficulty) => setRow(row.key, { difficulty })}
                      sx={{ flex: 1 }}
                    >
                      <option value="">{t('testStudio.anyDifficulty')}</option>
                      {DIFFICULTIES.map((d) => (
                        <option key={d} value={d}>
                          {t(`questionBank.difficulty_${d}`)}
                        </option>
                      ))}
                    </NativeSelect>
                    <TextField
                      label={t('testStudio.count')}
                      type="number"
                      size="small"
                      value={row.count}
                      onChange={(e) => setRow(row.key, { count: e.target.value })}
                      slotProps={{
                        htmlInput: { min: 1, max: BLUEPRINT_ROW_MAX_COUNT, inputMode: 'numeric' },
                      }}
                      sx={{ width: { sm: 100 } }}
                    />
                    <IconButton
                      aria-label={t('testStudio.removeRow', { number: index + 1 })}
                      disabled={rows.length === 1}
                      onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Stack>
                </Paper>
              );
            })}
            <div>
              <Button
                startIcon={<AddIcon />}
                disabled={rows.length >= BLUEPRINT_ROWS_MAX}
                onClick={() => setRows((current) => [...current, newRow()])}
              >
                {t('testStudio.addRow')}
              </Button>
            </div>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <TextField
                label={t('testStudio.seed')}
                size="small"
                value={seed}
                onChange={(e) => setSeed(e.target.value)}
                helperText={t('testStudio.seedHelp')}
                sx={{ flex: 1 }}
              />
              <Button onClick={() => setSeed(newSeed())}>{t('testStudio.newSeed')}</Button>
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <NativeSelect
                label={t('testStudio.avoidBatch')}
                value={batchId}
                onChange={setBatchId}
                sx={{ flex: 2 }}
              >
                <option value="">{t('testStudio.avoidNone')}</option>
                {batches.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </NativeSelect>
              {batchId && (
                <TextField
                  label={t('testStudio.avoidLastTests')}
                  type="number"
                  size="small"
                  value={lastTests}
                  onChange={(e) => setLastTests(e.target.value)}
                  slotProps={{ htmlInput: { min: 1, max: AVOID_LAST_TESTS_MAX, inputMode: 'numeric' } }}
                  sx={{ flex: 1 }}
                />
              )}
            </Stack>
            {error && (
              <Alert severity="error" role="alert" data-testid="blueprint-error">
                {error}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('testStudio.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {t('testStudio.draw')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
