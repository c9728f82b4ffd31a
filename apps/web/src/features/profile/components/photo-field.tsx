import { PHOTO_MAX_BYTES, PROFILE_MESSAGES, type Profile } from '@aspirant/contract/profile.ts';
import DeleteIcon from '@mui/icons-material/Delete';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { serverErrorText } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { useRemovePhoto, useUploadPhoto } from '../api/profile.ts';

/** The photo with Upload Photo and Remove Photo; a photo is saved as soon as it is chosen. */
export function PhotoField({ profile }: { profile: Profile }) {
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;

  async function choose(file: File | undefined) {
    setError(null);
    if (!file) return;
    if (file.size > PHOTO_MAX_BYTES) return setError(PROFILE_MESSAGES.photoTooLarge);
    try {
      await upload.mutateAsync(file);
    } catch (caught) {
      setError(serverErrorText(caught, t('profile.uploadFailed')));
    }
  }

  return (
    <Box sx={{ mb: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Avatar
          src={profile.photoUrl ?? undefined}
          alt={profile.photoUrl ? t('profile.photoOf', { name: profile.name }) : undefined}
          sx={{ width: 72, height: 72, fontSize: 28 }}
        >
          {(profile.name.trim()[0] ?? 'U').toUpperCase()}
        </Avatar>
        <Button component="label" variant="outlined" startIcon={<PhotoCameraIcon />} disabled={busy}>
          {upload.isPending ? t('profile.uploading') : t('profile.uploadPhoto')}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            hidden
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
        {profile.photoUrl && (
          <Button
            variant="text"
            color="inherit"
            startIcon={<DeleteIcon />}
            disabled={busy}
            onClick={() => {
              setError(null);
              remove
                .mutateAsync()
                .catch((caught: unknown) => setError(serverErrorText(caught, t('profile.removeFailed'))));
            }}
          >
            {t('profile.removePhoto')}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('profile.photoHint')}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
