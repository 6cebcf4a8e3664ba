import { PageHeading } from '../../components/PageHeading';

export function ProfilePage() {
  return <PageHeading title="Account Details" />;
}
