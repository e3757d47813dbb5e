import {
  MESSAGES,
  reviewFromAnswers,
  rubricQuestions,
  STAFF_MESSAGES,
  type Rubric,
} from '@portico/application';
import type { ResponseOf } from '@portico/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, type FormEvent, type RefObject } from 'react';
import { ApiError } from '../api/api-error';
import { useSiteConfig } from '../config/site-config-context';
import { unsavedAnswers } from '../session/answers-store';
import { FormSessionProvider } from '../session/form-session';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { useToast } from '../ui/toast';
import { FormNodes } from '../widgets/form-nodes';
import { reviewsQueryOptions, useSaveReview } from './reading-queries';
import { createReviewSession } from './review-session';
import { useFormatTime } from './staff-format';
import type { StaffMember } from './staff-queries';
import { useSignOutWhenUnauthorized } from './use-sign-out-when-unauthorized';
import '../widgets/widgets.css';

type Reviews = ResponseOf<'staffReview'>;

/**
 * The review form beside the application (issue 28): the site configuration's rubric rendered by
 * the application's own widgets over a form session of its own; the server checks it with the
 * application's validator, and its messages show at each question, the first focused. A staff
 * member who may not review (a reader it is not assigned to) is told so; an admin also reads the
 * other reviews, in the widgets' print rendering.
 */
export function StaffReviewForm({
  id,
  member,
  unsavedRef,
}: {
  id: string;
  member: StaffMember;
  /** Set to what says whether the form holds ratings not saved (the queue asks before leaving). */
  unsavedRef: RefObject<() => boolean>;
}) {
  const { rubric } = useSiteConfig();
  const reviews = useQuery(reviewsQueryOptions(id));
  useSignOutWhenUnauthorized(reviews.error);
  const headingId = useId();
  if (!reviews.data) return <Spinner />;
  return (
    <section className="staff-section staff-review" aria-labelledby={headingId}>
      <h2 id={headingId}>{STAFF_MESSAGES.reviewHeading}</h2>
      {reviews.data.may_review ? (
        <OwnReview id={id} rubric={rubric} reviews={reviews.data} unsavedRef={unsavedRef} />
      ) : (
        <p>{STAFF_MESSAGES.reviewReadOnly}</p>
      )}
      {member.role === 'admin' && <OtherReviews rubric={rubric} reviews={reviews.data} />}
    </section>
  );
}

function OwnReview({
  id,
  rubric,
  reviews,
  unsavedRef,
}: {
  id: string;
  rubric: Rubric;
  reviews: Reviews;
  unsavedRef: RefObject<() => boolean>;
}) {
  const queryClient = useQueryClient();
  const save = useSaveReview(id);
  useSignOutWhenUnauthorized(save.error);
  const toast = useToast();
  const formatTime = useFormatTime();
  // A new session for each review the server holds: after a save, the form shows what it kept.
  const session = useMemo(
    () => createReviewSession(queryClient, rubric, reviews.own, { readOnly: false }),
    [queryClient, rubric, reviews.own],
  );

  useEffect(() => {
    unsavedRef.current = () => {
      session.saver.flushPendingEdits();
      return Object.keys(unsavedAnswers(session.store.getState())).length > 0;
    };
    return () => {
      unsavedRef.current = () => false;
    };
  }, [session, unsavedRef]);

  const showErrors = (errors: Record<string, readonly string[]>) => {
    session.store.setErrors(errors);
    // The first question with a message takes the focus: its input's id is its key (field.tsx).
    const first = rubricQuestions(rubric).find((question) => errors[question.key]);
    if (first) document.getElementById(first.key)?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    // A text area keeps what is typed until it is left: take it now.
    session.saver.flushPendingEdits();
    // Checked by the server alone, with the application's validator: the browser's copy of it would
    // put the data model's code in the chunk every first visit loads (a bundler places a module
    // whole: bench/first-visit-js.mjs), for a form a reader sends a few times an hour.
    save.mutate(reviewFromAnswers(rubric, session.store.getState().answers), {
      onSuccess: ({ message }) => {
        session.store.setErrors({});
        toast.success(message);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors) showErrors(error.errors);
        toast.error(error instanceof ApiError ? error.message : MESSAGES.unexpectedError);
      },
    });
  };

  return (
    <form className="staff-review__form" noValidate onSubmit={onSubmit}>
      <p>{STAFF_MESSAGES.reviewIntro}</p>
      <FormSessionProvider session={session}>
        <FormNodes nodes={rubricQuestions(rubric)} mode="edit" />
      </FormSessionProvider>
      <p className="staff-review__actions">
        <Button
          type="submit"
          aria-busy={save.isPending || undefined}
          aria-disabled={save.isPending || undefined}
        >
          {STAFF_MESSAGES.reviewSave}
        </Button>
        {reviews.own && <span>{STAFF_MESSAGES.reviewLastSaved(formatTime(reviews.own.updated_at))}</span>}
      </p>
    </form>
  );
}

/** Everyone else's reviews (an admin's view), read-only in the widgets' print rendering. */
function OtherReviews({ rubric, reviews }: { rubric: Rubric; reviews: Reviews }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{STAFF_MESSAGES.otherReviewsHeading}</h3>
      {reviews.others.length === 0 ? (
        <p>{STAFF_MESSAGES.noOtherReviews}</p>
      ) : (
        reviews.others.map((review) => (
          <OtherReview key={review.staff_email} rubric={rubric} review={review} />
        ))
      )}
    </section>
  );
}

function OtherReview({ rubric, review }: { rubric: Rubric; review: Reviews['others'][number] }) {
  const queryClient = useQueryClient();
  const formatTime = useFormatTime();
  const session = useMemo(
    () => createReviewSession(queryClient, rubric, review, { readOnly: true }),
    [queryClient, rubric, review],
  );
  return (
    <article className="staff-review__other">
      <h4>{STAFF_MESSAGES.otherReviewBy(review.staff_email, formatTime(review.updated_at))}</h4>
      <FormSessionProvider session={session}>
        <FormNodes nodes={rubricQuestions(rubric)} mode="print" />
      </FormSessionProvider>
    </article>
  );
}
