import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import { useSession } from '../../../lib/session.ts';
import { useSaveProfile } from '../api/account.ts';

/** "Priya S. Rao" → first "Priya", last "S. Rao". */
function splitName(name: string): { first: string; last: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  return space === -1
    ? { first: trimmed, last: '' }
    : { first: trimmed.slice(0, space), last: trimmed.slice(space + 1).trim() };
}

/**
 * SPEC §2 Settings › My Profile. 'Save Changes' saves the name (first and last joined) to the account; the
 * photo, phone and bio stay on this screen only, which the screen says.
 */
export function ProfileSection() {
  const { user } = useSession();
  const save = useSaveProfile();
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [phone, setPhone] = useState('');
  const [bio, setBio] = useState('');
  const [photo, setPhoto] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!user) return;
    const parts = splitName(user.name);
    setFirst(parts.first);
    setLast(parts.last);
  }, [user]);

  useEffect(() => () => (photo ? URL.revokeObjectURL(photo) : undefined), [photo]);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const name = `${first.trim()} ${last.trim()}`.trim();
    if (await save.mutateAsync(name).catch(() => null)) setSaved(true);
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Typography variant="h6" component="h2" gutterBottom>
        My Profile
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
        <Avatar src={photo ?? undefined} alt={user?.name ?? ''} sx={{ width: 72, height: 72 }}>
          {(user?.name?.trim()[0] ?? 'U').toUpperCase()}
        </Avatar>
        <Button component="label" variant="outlined" startIcon={<PhotoCameraIcon />}>
          Upload Photo
          <input
            type="file"
            accept="image/*"
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) setPhoto(URL.createObjectURL(file));
            }}
          />
        </Button>
      </Stack>
      {save.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {save.error.message}
        </Alert>
      )}
      {saved && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setSaved(false)}>
          Your profile has been saved.
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="First Name"
            fullWidth
            value={first}
            autoComplete="given-name"
            onChange={(e) => setFirst(e.target.value)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Last Name"
            fullWidth
            value={last}
            autoComplete="family-name"
            onChange={(e) => setLast(e.target.value)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Email"
            type="email"
            fullWidth
            value={user?.email ?? ''}
            slotProps={{ input: { readOnly: true } }}
            helperText="Your sign-in address cannot be changed here."
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Phone"
            type="tel"
            fullWidth
            value={phone}
            autoComplete="tel"
            onChange={(e) => setPhone(e.target.value)}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            label="Bio"
            fullWidth
            multiline
            minRows={3}
            value={bio}
            onChange={(e) => setBio(e.target.value)}
          />
        </Grid>
      </Grid>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Your name is saved to your account; the photo, phone and bio are not stored yet.
      </Typography>
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={save.isPending}>
        Save Changes
      </Button>
    </form>
  );
}
