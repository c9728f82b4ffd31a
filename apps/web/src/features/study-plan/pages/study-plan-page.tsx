import { PageHeading } from '../../../components/page-heading.tsx';

/** Placeholder until its issue builds the screen (SPEC §2). */
export function StudyPlanPage() {
  return <PageHeading>Study Plan</PageHeading>;
}
