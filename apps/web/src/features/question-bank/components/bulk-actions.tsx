import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useState } from 'react';
import { NativeSelect } from '../../../components/native-select.tsx';
import { serverErrorText } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { type BulkBody, type useBankMeta, useBulkQuestions } from '../api/question-bank.ts';
import { parseTags } from '../lib/form-model.ts';

type Meta = NonNullable<ReturnType<typeof useBankMeta>['data']>;

/**
 * Issue 16: what can be done to the selected questions at once: add or remove tags, move them to a topic,
 * retire or restore them. The bar keeps its place (it is always drawn) so selecting a row moves nothing.
 */
export function BulkActions({
  ids,
  meta,
  onDone,
}: {
  ids: number[];
  meta: Meta | undefined;
  onDone: (message: string) => void;
}) {
  const t = useT();
  const bulk = useBulkQuestions();
  const [dialog, setDialog] = useState<'retag' | 'move' | null>(null);
  const none = ids.length === 0;

  async function run(body: Omit<BulkBody, 'ids'>) {
    const updated = await bulk.mutateAsync({ ids, ...body }).catch(() => null);
    if (updated === null) return false;
    onDone(t('questionBank.bulkDone', { count: updated }));
    setDialog(null);
    return true;
  }

  return (
    <Paper
      variant="outlined"
      sx={{ p: 1, mb: 2 }}
      component="section"
      aria-label={t('questionBank.bulkActions')}
    >
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" sx={{ mr: 'auto', px: 1 }} aria-live="polite">
          {t('questionBank.selected', { count: ids.length })}
        </Typography>
        <Button size="small" disabled={none || bulk.isPending} onClick={() => setDialog('retag')}>
          {t('questionBank.retag')}
        </Button>
        <Button size="small" disabled={none || bulk.isPending} onClick={() => setDialog('move')}>
          {t('questionBank.moveTopic')}
        </Button>
        <Button size="small" disabled={none || bulk.isPending} onClick={() => void run({ action: 'retire' })}>
          {t('questionBank.retire')}
        </Button>
        <Button
          size="small"
          disabled={none || bulk.isPending}
          onClick={() => void run({ action: 'restore' })}
        >
          {t('questionBank.restore')}
        </Button>
      </Stack>
      {bulk.isError && dialog === null && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => bulk.reset()}>
          {serverErrorText(bulk.error, t('questionBank.saveFailed'))}
        </Alert>
      )}
      {dialog === 'retag' && (
        <RetagDialog
          count={ids.length}
          error={bulk.isError ? serverErrorText(bulk.error, t('questionBank.saveFailed')) : null}
          pending={bulk.isPending}
          onClose={() => {
            bulk.reset();
            setDialog(null);
          }}
          onSubmit={(addTags, removeTags) => run({ action: 'retag', addTags, removeTags })}
        />
      )}
      {dialog === 'move' && (
        <MoveDialog
          count={ids.length}
          meta={meta}
          error={bulk.isError ? serverErrorText(bulk.error, t('questionBank.saveFailed')) : null}
          pending={bulk.isPending}
          onClose={() => {
            bulk.reset();
            setDialog(null);
          }}
          onSubmit={(topicId) => run({ action: 'move-topic', topicId })}
        />
      )}
    </Paper>
  );
}

interface DialogProps {
  count: number;
  error: string | null;
  pending: boolean;
  onClose: () => void;
}

function RetagDialog({
  count,
  error,
  pending,
  onClose,
  onSubmit,
}: DialogProps & { onSubmit: (add: string[], remove: string[]) => Promise<boolean> }) {
  const t = useT();
  const [add, setAdd] = useState('');
  const [remove, setRemove] = useState('');
  const [empty, setEmpty] = useState(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    const addTags = parseTags(add);
    const removeTags = parseTags(remove);
    setEmpty(addTags.length === 0 && removeTags.length === 0);
    if (addTags.length > 0 || removeTags.length > 0) void onSubmit(addTags, removeTags);
  }
  return (
    <BulkDialog
      title={t('questionBank.retagTitle', { count })}
      error={error}
      pending={pending}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={t('questionBank.addTags')}
        value={add}
        onChange={(e) => setAdd(e.target.value)}
        autoFocus
      />
      <TextField
        label={t('questionBank.removeTags')}
        value={remove}
        onChange={(e) => setRemove(e.target.value)}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('questionBank.tagsHint')}
      </Typography>
      {empty && <Alert severity="error">{t('questionBank.tagsRequired')}</Alert>}
    </BulkDialog>
  );
}

function MoveDialog({
  count,
  meta,
  error,
  pending,
  onClose,
  onSubmit,
}: DialogProps & { meta: Meta | undefined; onSubmit: (topicId: number) => Promise<boolean> }) {
  const t = useT();
  const [subjectId, setSubjectId] = useState('');
  const [topicId, setTopicId] = useState('');
  const [missing, setMissing] = useState(false);
  const subject = meta?.subjects.find((s) => String(s.id) === subjectId);
  function submit(event: FormEvent) {
    event.preventDefault();
    setMissing(topicId === '');
    if (topicId !== '') void onSubmit(Number(topicId));
  }
  return (
    <BulkDialog
      title={t('questionBank.moveTitle', { count })}
      error={error}
      pending={pending}
      onClose={onClose}
      onSubmit={submit}
    >
      <NativeSelect
        label={t('questionBank.subject')}
        value={subjectId}
        onChange={(value) => {
          setSubjectId(value);
          setTopicId('');
        }}
      >
        <option value="">{t('questionBank.choose')}</option>
        {meta?.subjects.map((s) => (
          <option key={s.id} value={String(s.id)}>
            {s.name}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect label={t('questionBank.topic')} value={topicId} onChange={setTopicId}>
        <option value="">{subject ? t('questionBank.choose') : t('questionBank.chooseSubjectFirst')}</option>
        {subject?.topics.map((topic) => (
          <option key={topic.id} value={String(topic.id)}>
            {topic.name}
          </option>
        ))}
      </NativeSelect>
      {missing && <Alert severity="error">{t('questionBank.topicRequired')}</Alert>}
    </BulkDialog>
  );
}

/** The frame of a bulk action's dialog: its title, fields, the server's error, Cancel and Apply. */
function BulkDialog({
  title,
  error,
  pending,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  error: string | null;
  pending: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('questionBank.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {t('questionBank.apply')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
