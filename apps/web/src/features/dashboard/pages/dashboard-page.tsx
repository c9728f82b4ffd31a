import Typography from '@mui/material/Typography';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useSession } from '../../../lib/session.ts';

/** Placeholder of the dashboard (SPEC §2 'Performance Analytics Hub'); it greets the user by name. */
export function DashboardPage() {
  const { user } = useSession();
  return (
    <>
      <PageHeading>Performance Analytics Hub</PageHeading>
      <Typography variant="h6" component="p" color="text.secondary">
        {user ? `Welcome back, ${user.name}!` : 'Welcome back!'}
      </Typography>
    </>
  );
}
