/** The toast demo page. */
export const toastTest = {
  toastTest: {
    pageTitle: 'Notification test',
    pageDescription: 'Show a notification in each theme colour.',
    colors: 'Colours',
    hotkeyHint: 'Press F8 to move focus to the notifications.',
    showAll: 'Show all',
    title: '{{color}} notification',
    description: 'This is how a notification of this colour looks.',
  },
} as const;
