import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { TERMS_META } from '../../../shared/pageMeta';
import { externalLinks, newTabProps } from '../../app/links';
import { mailtoHref } from '../../app/navigation';
import { PageHeading } from '../../components/PageHeading';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import { SUPPORT_EMAIL } from '../feedback/feedbackForms';
import { TERMS_INTRO, TERMS_LAST_UPDATED, TERMS_SECTIONS } from './termsContent';
import { TermsContents } from './TermsContents';
import { TermsSection } from './TermsSection';

const PRIVACY = { id: 'privacy', heading: 'Privacy' };
const CONTACT = { id: 'contact', heading: 'Changes and contact' };

/** /terms: the terms of a fan-to-fan marketplace, reachable from the footer. */
export function TermsPage() {
  useDocumentMeta(TERMS_META);
  return (
    <PageHeading title="Terms and Conditions">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Last updated {TERMS_LAST_UPDATED}
      </Typography>
      <Typography sx={{ maxWidth: 820 }}>{TERMS_INTRO}</Typography>
      <TermsContents entries={[...TERMS_SECTIONS, PRIVACY, CONTACT]} />
      {TERMS_SECTIONS.map((section) => (
        <TermsSection key={section.id} {...section} />
      ))}
      <TermsSection {...PRIVACY}>
        <Typography>
          We keep only what the site needs to work: your account details, your listings and the booking e-mails you forward
          for verification. How we collect, use and protect them is set out in our{' '}
          <Link href={externalLinks.privacyPolicy} {...newTabProps}>
            Privacy Policy
          </Link>
          .
        </Typography>
      </TermsSection>
      <TermsSection {...CONTACT}>
        <Typography>
          We may change these terms; the date at the top says when they last changed, and using the site afterwards means
          you accept the new version. Questions, reports of a listing or a request to close your account go to{' '}
          <Link href={mailtoHref(SUPPORT_EMAIL, { subject: 'Terms and Conditions' })}>{SUPPORT_EMAIL}</Link>.
        </Typography>
      </TermsSection>
    </PageHeading>
  );
}
