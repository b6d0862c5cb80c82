/** Sign-in. */
export const auth = {
  login: {
    title: 'Sign in to Aurora CRM',
    subtitle: 'Welcome back. Enter your work email and password.',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    networkError: 'The server could not be reached. Check your connection and try again.',
    noAccessTitle: 'No organization to open',
    noAccessDescription:
      'You are signed in as {{email}}, but this account belongs to no organization and is not an agent. Ask an administrator to add you to an organization.',
    useAnotherAccount: 'Sign in with another account',
  },
} as const;
