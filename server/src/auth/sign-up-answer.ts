/**
 * The one answer a sign-up gets, whether the address was new or already had an account
 * (docs/accounts.md): better-auth answers the second with a stand-in user that lacks fields a real one has
 * (`"role": null` against `"user"`), which told anyone which addresses have accounts. Both now
 * answer with the same keys, in the same order, of the same types.
 */
export function signUpAnswer(user: { id: string; email: string; name: string; createdAt: Date; updatedAt: Date }) {
  return {
    token: null,
    user: {
      id: user.id,
      email: user.email.toLowerCase(),
      name: user.name,
      image: null,
      emailVerified: false,
      createdAt: new Date(user.createdAt).toISOString(),
      updatedAt: new Date(user.updatedAt).toISOString(),
    },
  };
}
