/** A length of string as shown everywhere ("19.00 m", "+200.00 m" in the ledger); the unit stays Latin like kg and lb. */
export function metresText(metres: number, options: { sign?: boolean } = {}): string {
  return `${options.sign && metres > 0 ? '+' : ''}${metres.toFixed(2)} m`;
}
