import type { AuditEntry } from '../../../../shared/admin/audit';
import { errorToast } from '../../../api/errors';
import { Button } from '../../../components/Button';
import { useToast } from '../../toasts/useToast';
import { useAllowRelistingMutation } from '../moderationApi';

/**
 * On a seller's deletion in the log: a deleted listing keeps its booking from being listed again, and this lets
 * it (the seller deleted it by mistake, say). Nothing for any other entry.
 */
export function AllowRelistingButton({ entry }: { entry: AuditEntry }) {
  const { showToast } = useToast();
  const [allow, { isLoading }] = useAllowRelistingMutation();
  if (entry.action !== 'listing.delete') return null;
  const id = entry.target.id;

  const allowRelisting = async () => {
    try {
      await allow(id).unwrap();
      showToast({ type: 'success', title: `The booking of listing #${id} may be listed again` });
    } catch (error) {
      showToast(errorToast(error, 'The booking could not be allowed again. Please try again.'));
    }
  };

  return (
    <Button variant="outline" size="small" loading={isLoading} onClick={() => void allowRelisting()} aria-label={`Let the booking of deleted listing #${id} be listed again`}>
      Allow relisting
    </Button>
  );
}
