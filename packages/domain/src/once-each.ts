/**
 * `make` called once for each distinct set of arguments, its result kept: for `Intl` formatters, which cost more to
 * make than to use (a receipt or a list formats hundreds of dates and amounts with a handful of them).
 */
export function onceEach<A extends (string | boolean)[], T>(make: (...args: A) => T): (...args: A) => T {
  const made = new Map<string, T>();
  return (...args: A) => {
    const key = args.join('|');
    let value = made.get(key);
    if (value === undefined) {
      value = make(...args);
      made.set(key, value);
    }
    return value;
  };
}
