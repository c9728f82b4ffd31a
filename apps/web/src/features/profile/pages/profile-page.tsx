import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeading } from '../../../components/page-heading.tsx';
import { ProfileForm } from '../components/profile-form.tsx';

/**
 * /profile (issue 7 point 6): photo, name, email (changed with a code sent to the new address), phone, bio,
 * target exam and year, and the language bilingual tests open in. The same data as Settings › My Profile.
 */
export function ProfilePage() {
  return (
    <>
      <PageHeading>Profile</PageHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        What you are preparing for, and how to reach you.
      </Typography>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 880 }}>
        <ProfileForm variant="full" />
      </Paper>
    </>
  );
}
