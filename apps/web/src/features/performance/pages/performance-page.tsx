import { PageHeading } from '../../../components/page-heading.tsx';

/** Placeholder until its issue builds the screen (SPEC §2). */
export function PerformancePage() {
  return <PageHeading>Detailed Analytics</PageHeading>;
}
