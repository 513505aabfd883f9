/** The provider refused the card before any order was attempted; its text is shown as is. */
export class TokenizeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TokenizeError';
  }
}
