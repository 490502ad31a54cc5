import { PageHeader } from '../../components/PageHeader.tsx';

/** Being built (issue 27): the screen's owner replaces this file. */
export default function Page() {
  return <PageHeader title="Médiatár" />;
}
