/** Texts every screen shares: buttons, errors, form states, toasts, colours, tags. */
import { ENGLISH_VALIDATION_MESSAGES } from '@aurora/contracts/validation-messages';

export const common = {
  common: {
    backToList: 'Back to list',
    cancel: 'Cancel',
    close: 'Close',
    save: 'Save',
    delete: 'Delete',
    moreActions: 'More actions',
    edit: 'Edit',
    retry: 'Try again',
    dismiss: 'Dismiss',
    actions: 'Actions',
    yes: 'Yes',
    no: 'No',
    pagination: 'Pagination',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pageOf: 'Page {{page}} of {{pages}}',
    pageOfAbout: 'Page {{page}} of about {{pages}}',
    range: '{{from}}–{{to}} of {{total}}',
    rangeAbout: '{{from}}–{{to}} of about {{total}}',
    recordingError: 'The recording could not be loaded.',
    recordingLoading: 'Loading the recording…',
  },
  errors: {
    title: 'Something went wrong',
    unexpected: 'An unexpected error occurred.',
    home: 'Go to the start page',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved.',
  },
  /** What a form says of a value it cannot take: the server's sentences, but for a person typing. */
  validation: { ...ENGLISH_VALIDATION_MESSAGES, amount: 'Must be a valid amount.' },
  form: {
    unsavedTitle: 'Discard unsaved changes?',
    unsavedDescription: 'You have changes that are not saved. Leaving discards them.',
    discard: 'Discard changes',
  },
  toast: {
    label: 'Notification',
    viewport: 'Notifications ({{hotkey}})',
    reference: 'Reference: {{reference}}',
    copyReference: 'Copy the reference',
    referenceCopied: 'Reference copied',
  },
  colors: {
    primary: 'Primary',
    secondary: 'Secondary',
    info: 'Info',
    success: 'Success',
    warning: 'Warning',
    error: 'Error',
    neutral: 'Neutral',
  },
  tags: {
    remove: 'Remove {{tag}}',
  },
} as const;
