import { BATCH_STATUSES, type Batch, type BatchStatus } from '@aspirant/contract/batches.ts';
import type { Customer } from '@aspirant/contract/users.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useCreateBatch, useUpdateBatch } from '../api/batches.ts';

/** Create (no `batch`) or edit a batch: name, start date, status, and for the super admin the centre. */
export function BatchDialog({
  batch,
  centres,
  chooseCentre,
  defaultCentre,
  onClose,
}: {
  batch: Batch | null;
  centres: readonly Customer[];
  /** The super admin names the centre of a new batch. */
  chooseCentre: boolean;
  defaultCentre: number | null;
  onClose: () => void;
}) {
  const create = useCreateBatch();
  const t = useT();
  const update = useUpdateBatch();
  const [name, setName] = useState(batch?.name ?? '');
  const [startDate, setStartDate] = useState(batch?.startDate ?? new Date().toISOString().slice(0, 10));
  const [status, setStatus] = useState<BatchStatus>(batch?.status ?? 'Active');
  const [centre, setCentre] = useState(defaultCentre === null ? '' : String(defaultCentre));
  const mutation = batch ? update : create;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const done = batch
      ? await update.mutateAsync({ id: batch.id, fields: { name, startDate, status } }).catch(() => null)
      : await create
          .mutateAsync({
            name,
            startDate,
            status,
            ...(chooseCentre && centre !== '' ? { customer_id: Number(centre) } : {}),
          })
          .catch(() => null);
    if (done) onClose();
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle>{batch ? t('batches.editBatch') : t('batches.createBatch')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {mutation.isError && <Alert severity="error">{mutation.error.message}</Alert>}
            <TextField
              label={t('batches.batchName')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              autoFocus
              required
            />
            <TextField
              label={t('batches.startDate')}
              type="date"
              value={startDate}
              onChange={(e) => setStartDate(e.target.value)}
              required
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormControl fullWidth>
              <InputLabel id="batch-status-label">{t('batches.status')}</InputLabel>
              <Select
                labelId="batch-status-label"
                label={t('batches.status')}
                value={status}
                onChange={(e) => setStatus(e.target.value as BatchStatus)}
              >
                {BATCH_STATUSES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {s === 'Active' ? t('batches.active') : t('batches.completed')}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            {chooseCentre && !batch && (
              <FormControl fullWidth>
                <InputLabel id="batch-centre-label">{t('batches.coachingCentre')}</InputLabel>
                <Select
                  labelId="batch-centre-label"
                  label={t('batches.coachingCentre')}
                  value={centre}
                  onChange={(e) => setCentre(e.target.value)}
                >
                  {centres.map((c) => (
                    <MenuItem key={c.id} value={String(c.id)}>
                      {c.name}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('batches.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {batch ? t('batches.save') : t('batches.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
