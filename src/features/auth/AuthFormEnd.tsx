import { AppLink } from '../../components/navigation';
import { PlainButton } from '../../components/PlainButton';
import { Paragraph } from '../../components/Prose';

export interface AuthFormEndProps {
  submitText: string;
  submitting?: boolean;
  /** The sentence leading to the other form ("No account yet?") and its link. */
  otherQuestion: string;
  otherLink: string;
  otherTo: string;
}

/** The end of the login and register forms: the submit button, then the way to the other form. */
export function AuthFormEnd({ submitText, submitting, otherQuestion, otherLink, otherTo }: AuthFormEndProps) {
  return (
    <>
      <PlainButton type="primary" htmlType="submit" block size="large" loading={submitting}>
        {submitText}
      </PlainButton>
      <Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        {otherQuestion} {/* Underlined: a link inside a sentence must not be told apart by its colour alone (WCAG 1.4.1). */}
        <AppLink to={otherTo} style={{ textDecoration: 'underline' }}>
          {otherLink}
        </AppLink>
      </Paragraph>
    </>
  );
}
