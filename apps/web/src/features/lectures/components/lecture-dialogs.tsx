import type { DriveFile } from '@aspirant/contract/lectures.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import {
  useDeleteLecture,
  useRenameLecture,
  useUploadCentres,
  useUploadLecture,
} from '../api/manage-lectures.ts';
import { formatBytes } from '../lib/playback.ts';

/** The name a file suggests: its own, without the extension. */
function suggestedName(file: File): string {
  return file.name.replace(/\.[^.]+$/, '').trim() || file.name;
}

/** Upload: a name, and for the super admin the centre (or every centre); the file streams to the server. */
export function UploadDialog({
  file,
  isSuperAdmin,
  onClose,
  onUploaded,
}: {
  file: File;
  isSuperAdmin: boolean;
  onClose: () => void;
  onUploaded: (uploaded: DriveFile) => void;
}) {
  const upload = useUploadLecture();
  const t = useT();
  const centres = useUploadCentres(isSuperAdmin);
  const [name, setName] = useState(() => suggestedName(file));
  const [centre, setCentre] = useState('all');

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const uploaded = await upload
      .mutateAsync({ file, name, customerId: centre === 'all' ? null : Number(centre) })
      .catch(() => null);
    if (uploaded) onUploaded(uploaded);
  }

  return (
    <Dialog open onClose={upload.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle>{t('lectures.uploadTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>
              {t('lectures.uploadHint', { file: file.name, size: formatBytes(file.size) })}
            </DialogContentText>
            {upload.isError && <Alert severity="error">{upload.error.message}</Alert>}
            <TextField
              label={t('lectures.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              autoFocus
            />
            {isSuperAdmin && (
              <FormControl fullWidth>
                <InputLabel id="upload-centre-label">{t('lectures.coachingCentre')}</InputLabel>
                <Select
                  labelId="upload-centre-label"
                  label={t('lectures.coachingCentre')}
                  value={centre}
                  onChange={(e) => setCentre(e.target.value)}
                >
                  <MenuItem value="all">{t('lectures.allCentres')}</MenuItem>
                  {(centres.data ?? []).map((c) => (
                    <MenuItem key={c.id} value={String(c.id)}>
                      {c.name}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
            )}
            {upload.isPending && <LinearProgress aria-label={t('lectures.uploadingProgress')} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={upload.isPending}>
            {t('lectures.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={upload.isPending}>
            {upload.isPending ? t('lectures.uploading') : t('lectures.upload')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function RenameDialog({ file, onClose }: { file: DriveFile; onClose: () => void }) {
  const rename = useRenameLecture();
  const t = useT();
  const [name, setName] = useState(file.name);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (await rename.mutateAsync({ id: file.id, name }).catch(() => null)) onClose();
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle>{t('lectures.renameTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {rename.isError && <Alert severity="error">{rename.error.message}</Alert>}
            <TextField
              label={t('lectures.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              autoFocus
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('lectures.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={rename.isPending}>
            {t('lectures.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function DeleteDialog({ file, onClose }: { file: DriveFile; onClose: () => void }) {
  const remove = useDeleteLecture();
  const t = useT();
  return (
    <Dialog open onClose={onClose}>
      <DialogTitle>{t('lectures.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('lectures.deleteText', { name: file.name })}</DialogContentText>
        {remove.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {remove.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('lectures.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={remove.isPending}
          onClick={async () => {
            if (await remove.mutateAsync(file.id).catch(() => null)) onClose();
          }}
        >
          {t('lectures.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
