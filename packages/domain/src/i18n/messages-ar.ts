/**
 * Arabic for every message the server or the domain shows a person, keyed by the exact English text
 * (the specification's wording, which stays unchanged). The server answers in the request's language
 * through `translateMessage`; the web app reads this map as its `messages` namespace.
 * A message missing here is shown in English (a test lists every domain message and fails on a gap).
 */
export const MESSAGES_AR: Record<string, string> = {
  'Something went wrong. Please try again.': 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
};
