/** What every card tokeniser is (tokenizer.ts chooses one at run time). */
export interface CardDetails {
  /** Digits only. */
  cardNumber: string;
  /** Two digits, '01'..'12'. */
  month: string;
  /** Four digits. */
  year: string;
  cardCode: string;
  /** Billing zip (the gateway's address check). */
  zip: string;
  fullName: string;
}

export interface PaymentTokenizer {
  tokenize(card: CardDetails): Promise<string>;
}
