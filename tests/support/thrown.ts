/** The error of the given kind that `act` throws; anything else it throws is thrown on, and not throwing fails. */
export function thrownBy<E extends Error>(act: () => unknown, kind: abstract new (...args: never[]) => E): E {
  try {
    act();
  } catch (error) {
    if (error instanceof kind) return error;
    throw error;
  }
  throw new Error(`expected a ${kind.name}, and nothing was thrown`);
}
