import type { Batch } from '@aspirant/contract/batches.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useAddStudents, useBatchStudents, useCentreStudents, useRemoveStudent } from '../api/batches.ts';

/** The students of one batch: assign students of its centre, remove them. */
export function StudentsDialog({ batch, onClose }: { batch: Batch; onClose: () => void }) {
  const students = useBatchStudents(batch.id);
  const t = useT();
  const candidates = useCentreStudents(batch.customer_id);
  const add = useAddStudents();
  const remove = useRemoveStudent();
  const [chosen, setChosen] = useState('');
  const inBatch = new Set((students.data ?? []).map((s) => s.id));
  const available = (candidates.data ?? []).filter((s) => !inBatch.has(s.id));
  const error = add.error ?? remove.error ?? students.error ?? candidates.error;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('batches.studentsOf', { name: batch.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error.message}</Alert>}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <FormControl fullWidth size="small">
              <InputLabel id="add-student-label">{t('batches.addStudent')}</InputLabel>
              <Select
                labelId="add-student-label"
                label={t('batches.addStudent')}
                value={chosen}
                onChange={(e) => setChosen(e.target.value)}
              >
                {available.length === 0 && (
                  <MenuItem value="" disabled>
                    {t('batches.noOtherStudents')}
                  </MenuItem>
                )}
                {available.map((s) => (
                  <MenuItem key={s.id} value={String(s.id)}>
                    {s.name} ({s.email})
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <Button
              variant="contained"
              disabled={chosen === '' || add.isPending}
              onClick={async () => {
                await add.mutateAsync({ batchId: batch.id, userIds: [Number(chosen)] }).catch(() => null);
                setChosen('');
              }}
            >
              {t('batches.add')}
            </Button>
          </Stack>
          {students.data && students.data.length === 0 ? (
            <Typography color="text.secondary">{t('batches.noStudents')}</Typography>
          ) : (
            <List dense aria-label={t('batches.studentsOf', { name: batch.name })}>
              {(students.data ?? []).map((s) => (
                <ListItem
                  key={s.id}
                  secondaryAction={
                    <Button
                      size="small"
                      color="error"
                      aria-label={t('batches.removeNamed', { name: s.name })}
                      disabled={remove.isPending}
                      onClick={() =>
                        void remove.mutateAsync({ batchId: batch.id, userId: s.id }).catch(() => null)
                      }
                    >
                      {t('batches.remove')}
                    </Button>
                  }
                >
                  <ListItemText primary={s.name} secondary={s.email} />
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('batches.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
