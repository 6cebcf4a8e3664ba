import { PageHeading } from '../../components/PageHeading';

export function SellTicketsPage() {
  return <PageHeading title="List your Tickets" />;
}
