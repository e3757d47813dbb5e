import { MESSAGES, type Page } from '@portico/application';
import { ScreenHeading } from '../ui/screen-heading';

/** One step of the application. Its questions arrive with the application issue. */
export function FormStepScreen({ page }: { page: Page }) {
  return (
    <>
      <ScreenHeading>{page.title}</ScreenHeading>
      <p>{MESSAGES.formStepComingSoon}</p>
    </>
  );
}
