import Typography from '@mui/material/Typography';
import { ProfileForm } from './profile-form.tsx';

/**
 * SPEC §2 Settings › My Profile: photo upload, first name, last name, email, phone, bio, 'Save Changes'. The
 * same profile as /profile, read and saved through the same API (GET/PUT /api/profile).
 */
export function ProfileSection() {
  return (
    <>
      <Typography variant="h6" component="h2" gutterBottom>
        My Profile
      </Typography>
      <ProfileForm variant="settings" />
    </>
  );
}
