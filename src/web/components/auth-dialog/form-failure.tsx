import { Alert } from '@mantine/core';

interface FormFailureProps {
  title: string;
  /** null: nothing to say (before the first refusal, and again once the reader edits or resubmits). */
  message: string | null;
}

/**
 * A refused submit, said in the dialog beside its button and announced (role="alert"): the toast
 * that says it too sits in a corner, away from where the reader is working.
 */
export function FormFailure({ title, message }: FormFailureProps) {
  if (message === null) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      {message}
    </Alert>
  );
}
