// The auth texts of spec section 8, apart from the schemas: the web app's first load needs them but not zod.
export const AUTH_MESSAGES = {
  invalidCredentials:
    "Invalid email or password. Please check your credentials or sign up if you don't have an account.",
  alreadyRegistered: 'This email is already registered. Please try logging in instead.',
  loginFailedTitle: 'Login Failed',
  loginSuccess: 'Welcome back! You have successfully logged in.',
  signupFailedTitle: 'Sign Up Failed',
  signupSuccessTitle: 'Account Created Successfully!',
  signupSuccessStandalone: 'You can now log in with your credentials.',
  unexpectedTitle: 'Error',
  unexpected: 'An unexpected error occurred. Please try again.',
  termsTitle: 'Terms Required',
  terms: 'Please agree to the Terms of Service and Privacy Policy',
  passwordHint: 'Password must be at least 6 characters',
} as const;
